#!/usr/bin/env node
// Opens a Vite + React project in Splendid's visual editor (see launcher/cli.ts). The package's
// build bundles the launcher into prebuilt/launcher/; that bundle runs while every file it was
// made of is unchanged (and SPLENDID_EDITOR_DEV is not 1), else tsx loads the TypeScript sources.
import { bundleInputsUnchanged } from './prebuilt-inputs.mjs'

if (
  process.env.SPLENDID_EDITOR_DEV !== '1' &&
  bundleInputsUnchanged(new URL('../prebuilt/launcher-inputs.json', import.meta.url))
) {
  await import('../prebuilt/launcher/cli.js')
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../launcher/cli.ts')
}
