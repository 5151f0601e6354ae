#!/usr/bin/env bash
# The one command that runs every test: lint and format, typecheck, unit and integration
# tests (on PGlite and PostgreSQL), catalogue checks and browser end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

started=$(date +%s)
# Whatever happens, end with the per-suite summary of what ran (strict only on the green path).
trap 'status=$?; [ "$status" = 0 ] || node scripts/test-summary.mjs --since "$started" || true' EXIT
ensure_node
ensure_pnpm
ensure_dependencies
ensure_chromium
ensure_postgres

log "lint and format (biome ci)"
pnpm exec biome ci --colors=off .

log "unused exports and duplicate exports (knip)"
pnpm exec knip

log "file sizes: none over 400 lines"
node scripts/check-file-sizes.mjs

log "import graph: no cycles, apps never import apps (dependency-cruiser)"
pnpm exec depcruise apps/*/src packages/*/src --config .dependency-cruiser.cjs --output-type err

log "build and typecheck"
pnpm exec turbo run build typecheck --concurrency=2 --output-logs=errors-only --log-order=grouped

log "the published package: publint and attw (@splendid/change-items)"
pnpm --filter @splendid/change-items run check:package

log "unit and integration tests, catalogue checks"
pnpm exec turbo run test i18n:check --concurrency=2 --continue --output-logs=full --log-order=grouped

log "end-to-end tests"
pnpm exec turbo run e2e --concurrency=1 --output-logs=full --log-order=grouped

log "summary: every suite ran, nothing skipped, nothing retried"
node scripts/test-summary.mjs --since "$started" --strict

log "all tests passed in $(( $(date +%s) - started )) s"
