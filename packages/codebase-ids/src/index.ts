export {
  CODEBASE_ID_NAMESPACE,
  codebaseIdFor,
  isTempoId,
  TEMPO_ELEMENT_ID_ATTRIBUTE,
  TEMPO_ID_PREFIX,
} from './codebase-id'
export { CodebaseIdError, type CodebaseIdErrorCode } from './codebase-id-error'
export {
  type IndexJsxOptions,
  indexJsx,
  type JsxElementEntry,
  type JsxIndex,
  type JsxSyntaxError,
  type JsxTextChild,
  type SourcePosition,
  type SourceRange,
  type StaticText,
} from './index-jsx'
export {
  type InstrumentedJsx,
  type InstrumentedSourceMap,
  type InstrumentJsxOptions,
  instrumentJsx,
} from './instrument-jsx'
export { jsxTextValue } from './jsx-text'
export { LINGUI_TRANS_MODULES, linguiTransNames } from './lingui-trans'
export { type LiteralPropValue, literalValueOfExpression } from './literal-props'
export { normalizeRelativePath } from './normalize-relative-path'
export {
  type FrameScriptOptions,
  type SplendidCodebaseIdsOptions,
  splendidCodebaseIds,
} from './splendid-codebase-ids'
