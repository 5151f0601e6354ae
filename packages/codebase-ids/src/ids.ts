/**
 * The browser-safe entry, `@splendid/codebase-ids/ids`: the id definition without the parser,
 * the instrumentation or the Vite plugin (no TypeScript, no Node APIs), for code that runs in the
 * preview frame or the editor.
 */
export {
  CODEBASE_ID_NAMESPACE,
  codebaseIdFor,
  isTempoId,
  TEMPO_ELEMENT_ID_ATTRIBUTE,
  TEMPO_ID_PREFIX,
} from './codebase-id'
export { CodebaseIdError, type CodebaseIdErrorCode } from './codebase-id-error'
export { normalizeRelativePath } from './normalize-relative-path'
