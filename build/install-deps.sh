#!/usr/bin/env bash
# Installs the JavaScript dependencies exactly as locked (dev dependencies too: the build needs
# Vite). Skipped when node_modules was installed after the last change to package.json and
# package-lock.json (VELORA_FORCE_INSTALL=1 reinstalls anyway). Sourced by serve.sh and test.sh,
# which already run under build/node.sh.
installed=node_modules/.package-lock.json
if [ -n "${VELORA_FORCE_INSTALL:-}" ] || [ ! -f "$installed" ] \
  || [ package.json -nt "$installed" ] || { [ -f package-lock.json ] && [ package-lock.json -nt "$installed" ]; }; then
  if [ -f package-lock.json ]; then
    npm ci --no-audit --no-fund
  else
    npm install --no-audit --no-fund
  fi
  # A fresh install brings tap's prebuilt plugin set, which loads @tapjs/typescript (broken with
  # TypeScript 7); package.json drops that plugin, and tap only rebuilds after a first run has
  # already failed. Rebuild it now.
  npx tap build >/dev/null
fi
