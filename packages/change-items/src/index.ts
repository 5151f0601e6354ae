export type {
  AddClassRequestBody,
  AddJsxRequestBody,
  ApiPathSuffix,
  ApiRequest,
  ApiRequestBodies,
  ApiRequestOf,
  ChangePropRequestBody,
  ChangeTagRequestBody,
  EditTextRequestBody,
  MoveJsxRequestBody,
  NativeNewElement,
  ReactElementsRequestBody,
  RedoRequestBody,
  RemoveClassRequestBody,
  RemoveJsxRequestBody,
  RequestableChangeType,
  StylingRequestBody,
  TreeElementLookup,
  UndoRequestBody,
} from './api-request'
export { API_PATH_SUFFIXES, buildApiUrlPath, buildLookupsUrlPath } from './api-request'
export type {
  AddClassFields,
  AddJsxFields,
  ChangeFieldsByType,
  ChangePropFields,
  ChangeTagFields,
  DuplicateFields,
  EditTextFields,
  MoveJsxFields,
  RedoFields,
  RemoveClassFields,
  RemoveJsxFields,
  StylingFields,
  StylingFramework,
  UndoFields,
  UnknownFields,
  WrapDivFields,
} from './change-fields'
export { STYLING_FRAMEWORKS } from './change-fields'
export type {
  ChangeItem,
  ChangeItemOf,
  CreateChangeItemInput,
  CreateChangeItemOptions,
  ElementSelection,
  LifecycleFlags,
} from './change-item'
export { createChangeItem, EMPTY_SELECTION, isChangeItem } from './change-item'
export type { ChangeItemErrorCode } from './change-item-error'
export { ChangeItemError, isChangeItemError } from './change-item-error'
export type { ChangeType } from './change-type'
export { CHANGE_TYPE_LABELS, CHANGE_TYPES, isChangeType } from './change-type'
export { CLASS_PREFIXES } from './class-prefixes'
export type { ElementKeyParts } from './element-key'
export {
  buildElementKey,
  ELEMENT_KEY_SEPARATOR,
  isAncestorOf,
  isElementKey,
  isParentOf,
  isSiblingOf,
  joinUniquePath,
  parseElementKey,
  UNIQUE_PATH_SEPARATOR,
} from './element-key'
export { generateUuid } from './generate-uuid'
export type { CodebaseIdMap } from './id-remap'
export { remapChangeItemIds, remapElementKey } from './id-remap'
export {
  canInstantUpdateWhileFlushing,
  INSTANT_UNDO_CHANGE_TYPES,
  supportsInstantUndo,
} from './instant-undo'
export type { JsonValue } from './json-value'
export { isJsonValue } from './json-value'
export type { ChangeItemAction, LifecycleStage } from './lifecycle'
export { getLifecycleStage, needsInstantUpdate, reduceChangeItem } from './lifecycle'
export type {
  Lookups,
  LookupsChange,
  ScopeEntry,
  TreeElement,
  TreeElementType,
} from './lookups'
export type { AppliedLookupsChange, MutableLookups } from './lookups-change'
export { applyLookupsChange, applyLookupsChangeInPlace, copyLookups } from './lookups-change'
export type {
  MutateApiClient,
  MutateApiClientOptions,
  MutateApiFetch,
} from './mutate-api-client'
export { createMutateApiClient, MutateApiError } from './mutate-api-client'
export type {
  ElementRef,
  MutateBodies,
  MutatePathSuffix,
} from './mutate-api-request-schemas'
export {
  ELEMENT_REF_SCHEMA,
  JSON_VALUE_SCHEMA,
  MUTATE_BODY_SCHEMAS,
  REDO_BODY_SCHEMA,
  UNDO_BODY_SCHEMA,
} from './mutate-api-request-schemas'
export {
  LOOKUPS_CHANGE_SCHEMA,
  LOOKUPS_SCHEMA,
  MUTATE_API_ERROR_BODY_SCHEMA,
  MUTATION_RESPONSE_SCHEMA,
  SCOPE_ENTRY_SCHEMA,
  TREE_ELEMENT_SCHEMA,
} from './mutate-api-response-schemas'
export type { MutateApiErrorBody, MutationResponse } from './mutation-response'
export { isMutateApiErrorBody } from './mutation-response'
export { prepareApiRequest } from './prepare-api-request'
export type {
  ComponentProp,
  ComponentPropKind,
  ProjectComponent,
  ProjectComponents,
} from './project-components'
export { buildComponentsUrlPath, PROJECT_COMPONENTS_SCHEMA } from './project-components'
export type {
  SerialisedChangeFieldsByType,
  SerialisedChangeItem,
  SerialisedChangeItemOf,
} from './serialisation'
export { deserialiseChangeItem, serialiseChangeItem } from './serialisation'
export type { SpecialCodebaseId } from './special-codebase-ids'
export {
  DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX,
  isSpecialCodebaseId,
  SPECIAL_CODEBASE_IDS,
  TEMPO_CODEBASE_ID_PREFIX,
  WRAP_PLACEHOLDER_CODEBASE_ID,
} from './special-codebase-ids'
export { assertUuid, isUuid } from './uuid'
export type { ResponsivePrefix, StateModifier } from './validation'
export {
  DARK_MODE_MODIFIER,
  isResponsivePrefix,
  isStateModifier,
  isValidCodebaseId,
  RESPONSIVE_PREFIXES,
  STATE_MODIFIERS,
  sanitizeClassName,
} from './validation'
