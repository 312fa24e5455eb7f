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

# JavaScript dependencies exactly as locked.
source "$root/build/install-deps.sh"
npm run build
echo "build/serve.sh: serving on http://localhost:${PORT:-3000}" >&2
NODE_ENV=production exec npm start
