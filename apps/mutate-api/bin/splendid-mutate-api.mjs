#!/usr/bin/env node
// The command runs the built server (`pnpm --filter @splendid/mutate-api build`); this file
// exists before the build so that pnpm links the command at install time.
await import('../dist/cli.js')
