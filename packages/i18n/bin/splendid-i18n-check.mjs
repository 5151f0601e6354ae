#!/usr/bin/env node
// Node 20 cannot run TypeScript, so the command loads its typed source through jiti (the
// loader Lingui itself uses for lingui.config.ts) instead of keeping a second copy in JS.
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)
const { runCatalogueCheck } = await jiti.import('../src/node/run-catalogue-check.ts')
process.exitCode = await runCatalogueCheck(process.argv.slice(2), process)
