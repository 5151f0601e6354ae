#!/usr/bin/env node
// The command runs the built server (`pnpm --filter @splendid/backend build`); this file exists
// before the build so that pnpm links the command at install time, also on a fresh clone.
await import('../dist/cli.js')
