// Vite 8 loads vite.config.ts by bundling it with every bare import left external, so Node
// itself would import this package's TypeScript and fail on Node 20. This entry loads the
// typed source through jiti (the loader Lingui uses for lingui.config.ts) instead.
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)

/** @type {typeof import('./lingui-macro.ts')} */
const source = await jiti.import('./lingui-macro.ts')

export const { LINGUI_MACRO_IMPORT, MACRO_SOURCE_FILE, linguiMacro, transformLinguiMacros } = source
