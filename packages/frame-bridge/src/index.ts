export type { BridgeErrorCode } from './bridge-error'
export { BRIDGE_ERROR_CODES, BridgeError, isBridgeError } from './bridge-error'
export type { EncodedValue } from './compression'
export { COMPRESSION_THRESHOLD, compressValue, decompressValue, encodeValue } from './compression'
export type { CssRuleEntry } from './entities/css-rule-entry'
export type { DragContext } from './entities/drag-context'
export type {
  ActiveElementInfo,
  KeyboardEventPayload,
  PointerEventPayload,
  WheelEventPayload,
} from './entities/input-events'
export type {
  InspectElementError,
  InspectElementErrorReply,
  InspectElementPayload,
  InspectElementReply,
  InspectElementRequest,
  InspectedValue,
  InspectOutcome,
  StateAndPropsReply,
} from './entities/inspect-element'
export { INSPECT_ELEMENT_ERRORS, isInspectElementError } from './entities/inspect-element'
export type {
  NavTreeNode,
  NavTreePayload,
  NavTreePropType,
  NavTreePropValue,
  PageBoundingBox,
} from './entities/nav-tree-node'
export type { FrameEndpoint, FrameEndpointOptions, FrameEndpointStats } from './frame-endpoint'
export { createFrameEndpoint } from './frame-endpoint'
export type { FrameEvent, FrameEventKind, FrameEventPayloads } from './frame-events'
export { DYNAMIC_TEXT_MAX_LENGTH, FRAME_EVENT_KINDS, isFrameEventKind } from './frame-events'
export type {
  CodebaseElementLookup,
  CssEvals,
  FrameFunctionArgs,
  FrameFunctionHandlers,
  FrameFunctionName,
  FrameFunctionResult,
  FrameFunctions,
  FrameLookups,
  FrameLookupsChange,
  InitProjectInput,
  InsertDropPoint,
  InsertDropTarget,
  InstantUpdateResult,
  JsonObject,
  ProcessRulesInput,
  RuleMatchInput,
  ScopeLookup,
  SetModifiersInput,
  StoryboardType,
  TempAddDivInput,
  TempMoveElementInput,
  TempMoveToNewParentInput,
  UpdateCodebaseIdsInput,
  WrittenPlace,
} from './frame-functions'
export { FRAME_FUNCTION_NAMES, isFrameFunctionName } from './frame-functions'
export type {
  FrameRequestHandler,
  FrameRequestHandlerOptions,
} from './frame-request-handler'
export {
  checkInspectElementPayload,
  createFrameRequestHandler,
  FUNCTION_NOT_FOUND_LOG,
} from './frame-request-handler'
export type { HydrationStatus, HydrationStatusMessage } from './hydration-status'
export {
  buildHydrationStatusMessage,
  classifyHydrationError,
  HYDRATION_FAILED_TEXT,
  HYDRATION_STATUSES,
} from './hydration-status'
export type { InspectedValueOptions } from './inspected-value'
export {
  CIRCULAR_PLACEHOLDER,
  DOM_NODE_PLACEHOLDER,
  FUNCTION_PLACEHOLDER,
  OBJECT_PLACEHOLDER,
  REACT_ELEMENT_PLACEHOLDER,
  toInspectedValue,
  UNDEFINED_PLACEHOLDER,
} from './inspected-value'
export type {
  ConnectedMessage,
  EventMessage,
  ExecuteFunctionResultMessage,
  FrameToHostMessage,
  InspectElementErrorMessage,
  InspectElementResultMessage,
  ProtocolVersionMismatchMessage,
  RequestErrorMessage,
} from './messages/frame-to-host-message'
export { parseFrameToHostMessage } from './messages/frame-to-host-message'
export type {
  ExecuteFunctionPayload,
  ExecuteFunctionRequest,
  HostToFrameMessage,
  RequestEnvelope,
  UncheckedExecuteFunctionPayload,
} from './messages/host-to-frame-message'
export {
  HOST_TO_FRAME_MESSAGE_TYPES,
  parseExecuteFunctionPayload,
  parseInspectElementPayload,
  parseRequestEnvelope,
} from './messages/host-to-frame-message'
export type {
  GetStateAndPropsMessage,
  HelloMessage,
  InitMessage,
  ReadyMessage,
} from './messages/window-messages'
export {
  GET_STATE_AND_PROPS_MESSAGE_TYPE,
  HELLO_MESSAGE_TYPE,
  INIT_MESSAGE_TYPE,
  parseGetStateAndPropsMessage,
  parseHelloMessage,
  parseInitMessage,
  parseReadyMessage,
  READY_MESSAGE_TYPE,
} from './messages/window-messages'
export { createOriginCheck, normaliseOrigin } from './origins'
export type {
  ParentBridge,
  ParentBridgeOptions,
  ParentBridgeStats,
  ParentBridgeStatus,
  PreviewTarget,
} from './parent-bridge'
export { createParentBridge, DEFAULT_REQUEST_TIMEOUT_MS } from './parent-bridge'
export { PROTOCOL_VERSION } from './protocol-version'
export type { FrameFramework, FramePreviewType, FrameQueryFlags } from './query-flags'
export { FRAME_QUERY_FLAG_NAMES, parseFrameQueryFlags } from './query-flags'
export { isHorizontalLayout } from './runtime/drop-position'
export {
  cssRuleEntrySchema,
  dragContextSchema,
  jsonValueSchema,
  navTreeNodeSchema,
} from './schemas/entity-schemas'
export { FRAME_EVENT_SCHEMAS, parseFrameEventPayload } from './schemas/event-schemas'
export type { FrameFunctionSchema, SchemaCheck } from './schemas/function-schemas'
export {
  FRAME_FUNCTION_SCHEMAS,
  parseFrameFunctionArgs,
  parseFrameFunctionResult,
} from './schemas/function-schemas'
export type { EventHandler } from './typed-emitter'
export { TypedEmitter } from './typed-emitter'
export type { MessageEventLike, MessageEventTargetLike, PostMessageTargetLike } from './window-like'
