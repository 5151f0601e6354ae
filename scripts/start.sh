#!/usr/bin/env bash
# The one command that starts Splendid: installs what is missing, builds, then starts every
# app with seed data on the embedded database (PGlite) and prints the URLs. Ctrl-C stops all.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

ensure_node
ensure_pnpm
ensure_dependencies
log "building"
pnpm exec turbo run build --output-logs=errors-only
exec node scripts/start-apps.mjs
