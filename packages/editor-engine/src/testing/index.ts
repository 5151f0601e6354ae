// Test doubles and fixtures for the engine and the apps that render it: a recording frame link,
// a mutate-api whose answers the test gives, and navigation trees of known shape.
export type { FrameCall, InstantAnswer } from './fake-frame-link'
export { FakeFrameLink } from './fake-frame-link'
export type { Deferred, SentRequest } from './fake-mutate-api'
export { deferred, FakeMutateApi, flush, okResponse } from './fake-mutate-api'
export type { NodeSpec } from './nav-tree-fixtures'
export {
  allNodes,
  buildNavTree,
  codebaseId,
  comp,
  el,
  keyOf,
  lookupsFor,
  nodeOf,
  STORYBOARD,
  samplePage,
  treeElement,
} from './nav-tree-fixtures'
