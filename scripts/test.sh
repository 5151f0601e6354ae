#!/usr/bin/env bash
# The one command that runs every test: lint and format, typecheck, unit and integration
# tests (on PGlite and PostgreSQL), catalogue checks and browser end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

started=$(date +%s)
ensure_node
ensure_pnpm
ensure_dependencies
ensure_chromium
ensure_postgres

log "lint and format (biome ci)"
pnpm exec biome ci --colors=off .

log "build and typecheck"
pnpm exec turbo run build typecheck --concurrency=2 --output-logs=errors-only --log-order=grouped

log "unit and integration tests, catalogue checks"
pnpm exec turbo run test i18n:check --concurrency=2 --output-logs=full --log-order=grouped

log "end-to-end tests"
pnpm exec turbo run e2e --concurrency=1 --output-logs=full --log-order=grouped

log "all tests passed in $(( $(date +%s) - started )) s"
