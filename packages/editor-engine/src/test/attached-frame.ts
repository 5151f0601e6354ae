import { createEditorStore } from '../editor-state'
import { createFrameConnection } from '../frame/frame-connection'
import { FakeFrameLink } from '../testing/fake-frame-link'

/** A fresh store and a connection with a recording fake frame attached, for module tests. */
export function attachedFrame() {
  const store = createEditorStore()
  const link = new FakeFrameLink()
  const frame = createFrameConnection({ onFailure: () => {} })
  frame.attach(link)
  return { store, link, frame }
}
