// Configuration, then the frame script (as the codebase-ids plugin injects it), then the helpers
// the bench drives from inside the frame.
import './frame-config'
import '../../../src/runtime/frame-script'
import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { buildNavTree } from '../../../src/runtime/build-nav-tree'

Object.assign(globalThis, { benchHelpers: { buildNavTree, createChangeItem, serialiseChangeItem } })
