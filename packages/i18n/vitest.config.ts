import { defineProjectConfig } from '@splendid/vitest-config'
import { linguiMacro } from './src/node/lingui-macro.ts'

// The language switcher uses Lingui macros, so tests compile them exactly as the apps do.
export default defineProjectConfig({ plugins: [linguiMacro()] })
