#!/usr/bin/env bash
# The run command: installs, builds and serves the site at http://localhost:3000 with the
# embedded defaults (sandbox upstream, quote simulator, in-memory caches: no Redis needed).
#   bash build/serve.sh            PORT=8000 bash build/serve.sh
# Any variable of server/config.ts (see README) can be set in the environment.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if [ -z "${VELORA_NODE_SH:-}" ]; then
  export VELORA_NODE_SH=1
  exec bash "$root/build/node.sh" bash "$root/build/serve.sh" "$@"
fi

# Dependencies exactly as locked (dev dependencies too: the build needs Vite). Skipped when
# node_modules was installed after the last change to the manifests (VELORA_FORCE_INSTALL=1).
installed=node_modules/.package-lock.json
if [ -n "${VELORA_FORCE_INSTALL:-}" ] || [ ! -f "$installed" ] \
  || [ package.json -nt "$installed" ] || { [ -f package-lock.json ] && [ package-lock.json -nt "$installed" ]; }; then
  if [ -f package-lock.json ]; then
    npm ci --no-audit --no-fund
  else
    npm install --no-audit --no-fund
  fi
fi
npm run build
echo "build/serve.sh: serving on http://localhost:${PORT:-3000}" >&2
NODE_ENV=production exec npm start
