#!/usr/bin/env node
// Opens a Vite + React project in Splendid's visual editor (see launcher/cli.ts). The launcher
// and the packages it imports are TypeScript sources: tsx loads them.
import { register } from 'tsx/esm/api'

register()
await import('../launcher/cli.ts')
