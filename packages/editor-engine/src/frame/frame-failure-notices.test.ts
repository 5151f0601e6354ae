import { describe, expect, it } from 'vitest'
import { createEditorStore } from '../editor-state'
import { ENGLISH_EDITOR_TEXTS } from '../editor-texts'
import { createNotices } from '../notices'
import type { FrameCallError } from './frame-call-result'
import { frameFailureNotices } from './frame-failure-notices'

function setup() {
  const store = createEditorStore()
  store.setState({ bridgeStatus: 'connected' })
  const report = frameFailureNotices(
    store,
    createNotices(store, { noticeMs: 0 }),
    ENGLISH_EDITOR_TEXTS,
  )
  return { store, report }
}

const timeout: FrameCallError = {
  code: 'REQUEST_TIMEOUT',
  functionName: 'getCssEvals',
  message: 'The frame did not answer getCssEvals within 10000 ms',
}

describe('frameFailureNotices', () => {
  it('shows a failed call as an error notice naming the function and the reason', () => {
    const { store, report } = setup()
    report(timeout)
    expect(store.getState().notices).toEqual([
      {
        id: 1,
        kind: 'error',
        message:
          'The preview could not run getCssEvals: The frame did not answer getCssEvals within 10000 ms',
      },
    ])
  })

  it('shows the same failure once while its notice is shown', () => {
    const { store, report } = setup()
    report(timeout)
    report(timeout)
    expect(store.getState().notices).toHaveLength(1)
  })

  it('shows nothing for a passing failure', () => {
    const { store, report } = setup()
    report({ code: 'FRAME_RELOADED', functionName: 'refresh', message: 'reloaded' })
    report({ code: 'BRIDGE_CLOSED', functionName: 'setZoomPerc', message: 'closed' })
    report({ code: 'NO_FRAME', functionName: 'setSelectedElement', message: 'none' })
    expect(store.getState().notices).toEqual([])
  })

  it('shows nothing before the preview first connected (initialiseFrame sends the state)', () => {
    const { store, report } = setup()
    store.setState({ bridgeStatus: 'connecting' })
    report(timeout)
    expect(store.getState().notices).toEqual([])
  })
})
