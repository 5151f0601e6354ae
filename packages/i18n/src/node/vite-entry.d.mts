export {
  LINGUI_MACRO_IMPORT,
  type LinguiMacroOptions,
  linguiMacro,
  MACRO_SOURCE_FILE,
  type MacroTransformResult,
  transformLinguiMacros,
} from './lingui-macro'
