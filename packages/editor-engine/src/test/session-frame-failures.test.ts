import { BridgeError } from '@splendid/frame-bridge'
import { describe, expect, it } from 'vitest'
import { ENGLISH_EDITOR_TEXTS } from '../editor-texts'
import { flush, okResponse } from '../testing/fake-mutate-api'
import { applied, restyle, setup } from './session-harness'

/** The session once the preview has connected (failures before that are not shown). */
function connected(options: Parameters<typeof setup>[0] = {}) {
  const s = setup(options)
  s.session.store.setState({ bridgeStatus: 'connected' })
  return s
}

describe('a frame call that fails', () => {
  it('is shown as an error notice, not logged, and the inspection shows what did answer', async () => {
    const s = connected()
    s.frame.failures.set('getCssEvals', new BridgeError('REQUEST_TIMEOUT', 'no answer in 10000 ms'))
    s.session.select(s.page.key(s.ids.B))
    await flush()
    expect(s.state().notices).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'The preview could not run getCssEvals: no answer in 10000 ms',
      }),
    ])
    expect(s.state().inspection).toEqual({
      elementKey: s.page.key(s.ids.B),
      classList: [],
      cssEvals: {},
      rules: [],
    })
    expect(s.logger.warn).not.toHaveBeenCalled()
  })

  it('leaves a change whose instant update failed to go on to mutate-api, with a notice', async () => {
    const s = connected()
    s.frame.failures.set('applyChangeItemToDocument', new BridgeError('FUNCTION_FAILED', 'boom'))
    const outcome = s.session.submit(restyle(s))
    await flush()
    expect(s.api.sent).toHaveLength(1)
    s.api.resolve(0, okResponse('activity-1'))
    await expect(outcome).resolves.toMatchObject({ status: 'applied' })
    expect(s.state().history[0]?.item.lifecycle.instantUpdateSuccessful).toBe(false)
    expect(s.state().notices.map((notice) => notice.message)).toEqual([
      'The preview could not run applyChangeItemToDocument: boom',
    ])
  })

  it('shows nothing when the preview reloaded before answering (the new page is initialised)', async () => {
    const s = connected()
    s.frame.failures.set('refresh', new BridgeError('FRAME_RELOADED', 'The preview reloaded'))
    s.session.navigate('refresh')
    await flush()
    expect(s.frame.callsOf('refresh')).toHaveLength(1)
    expect(s.state().notices).toEqual([])
  })

  it('shows nothing without a preview', async () => {
    const s = connected({ attach: false })
    s.session.setZoom(1.5)
    s.session.hover(s.page.key(s.ids.B))
    await flush()
    expect(s.state().zoom).toBe(1.5)
    expect(s.state().notices).toEqual([])
  })

  it('uses the texts the app passed', async () => {
    const s = connected({
      texts: {
        ...ENGLISH_EDITOR_TEXTS,
        changeFailed: () => 'x',
        frameCallFailed: (name) => `ضاع ${name}`,
      },
    })
    s.frame.failures.set('setZoomPerc', new BridgeError('REQUEST_TIMEOUT', 'late'))
    s.session.setZoom(2)
    await flush()
    expect(s.state().notices[0]?.message).toBe('ضاع setZoomPerc')
  })

  it('shows nothing while the first page is still connecting (initialiseFrame sends the state)', async () => {
    const s = setup()
    s.frame.failures.set('setNewLookups', new BridgeError('REQUEST_TIMEOUT', 'late'))
    await s.session.loadLookups()
    expect(s.state().lookupsStatus).toBe('ready')
    expect(s.state().notices).toEqual([])
  })
  it('sends the whole lookups again when the page did not take a change of them, not when it reloaded', async () => {
    const s = connected()
    s.frame.failures.set('updateCodebaseIds', new BridgeError('REQUEST_TIMEOUT', 'late'))
    await applied(s, restyle(s), 'activity-1')
    expect(s.frame.callsOf('setNewLookups')).toEqual([
      [
        {
          treeElementLookup: s.state().lookups.treeElements,
          scopeLookup: s.state().lookups.scopes,
          storyboardComponentElement: null,
        },
      ],
    ])
    s.frame.failures.set('updateCodebaseIds', new BridgeError('FRAME_RELOADED', 'reloaded'))
    await applied(s, restyle(s), 'activity-2')
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(1)
  })

  it('follows the next change with the whole lookups when the page missed them, until it takes them', async () => {
    const s = connected()
    s.frame.failures.set('setNewLookups', new BridgeError('REQUEST_TIMEOUT', 'late'))
    s.api.lookupsAnswer = () => Promise.resolve(s.lookups)
    await s.session.loadLookups()
    s.frame.failures.delete('setNewLookups')
    // The change applies to the copy the page holds, which is not the editor's: whole again.
    await applied(s, restyle(s), 'activity-1')
    expect(s.frame.callsOf('updateCodebaseIds')).toHaveLength(1)
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(2)
    expect(s.frame.callsOf('setNewLookups')[1]?.[0]).toMatchObject({
      treeElementLookup: s.state().lookups.treeElements,
    })
    // Taken: the next change travels alone.
    await applied(s, restyle(s), 'activity-2')
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(2)
  })
})
