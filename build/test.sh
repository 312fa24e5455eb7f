#!/usr/bin/env bash
# The test command: installs everything a fresh Linux x86_64 machine lacks and runs every test
# (type check, build, unit and integration tests with tap, end-to-end tests in Chromium and
# Firefox ESR, the Nu Html Checker).
#   bash build/test.sh
# Needs the Debian packages chromium, firefox-esr, default-jre-headless, redis-server and nginx
# (installed here when running as root).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Re-run under build/node.sh, which puts Node 24 first on PATH (fetching it when the system
# Node is older).
if [ -z "${VELORA_NODE_SH:-}" ]; then
  export VELORA_NODE_SH=1
  exec bash "$root/build/node.sh" bash "$root/build/test.sh" "$@"
fi

echo "build/test.sh: node $(node --version), npm $(npm --version)" >&2

# System packages: Chromium and Firefox ESR for the end-to-end tests (Firefox driven through
# WebDriver BiDi), Java for the Nu Html Checker (npm package vnu-jar), redis-server for the Redis
# integration tests, nginx for the edge-cache test and the resilience suite (npm run stack),
# fonts so every locale (CJK, Arabic, Thai, ...) renders in screenshots.
have_chromium() { command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; }
have_firefox() { command -v firefox-esr >/dev/null 2>&1 || [ -x /usr/bin/firefox-esr ]; }
have_java() { command -v java >/dev/null 2>&1; }
have_redis() { command -v redis-server >/dev/null 2>&1; }
have_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
if ! have_chromium || ! have_firefox || ! have_java || ! have_redis || ! have_nginx; then
  packages="chromium firefox-esr default-jre-headless redis-server nginx fonts-noto-core fonts-noto-cjk"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "build/test.sh: installing $packages" >&2
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $packages
  else
    missing=""
    have_chromium || missing="$missing chromium"
    have_firefox || missing="$missing firefox-esr"
    have_java || missing="$missing default-jre-headless"
    have_redis || missing="$missing redis-server"
    have_nginx || missing="$missing nginx"
    echo "build/test.sh: missing system packages:$missing" >&2
    echo "  install them first, e.g.: sudo apt-get install -y $packages" >&2
    exit 1
  fi
fi

# JavaScript dependencies exactly as locked.
source "$root/build/install-deps.sh"

# nginx lives in /usr/sbin, which a non-login root shell may not have on PATH.
export PATH="$PATH:/usr/sbin:/sbin"

# typecheck, build, tap, e2e, then the resilience suite against nginx + 2 replicas + Redis
# (package.json "test"). CI keeps only the tail of a long output: on a failure, the failing
# tests and their diagnostics are printed again at the end, so a red run names its cause.
log="$(mktemp)"
status=0
npm test 2>&1 | tee "$log" || status=$?
if [ "$status" != 0 ]; then
  echo "build/test.sh: the tests failed (exit $status). What failed:"
  grep -n -A30 -E '^[[:space:]]*not ok' "$log" | tail -n 400 || true
fi
rm -f "$log"
exit "$status"
