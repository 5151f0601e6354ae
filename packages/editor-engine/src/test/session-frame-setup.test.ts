import { MutateApiError } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { changeTag } from '../changes/change-builders'
import type { Lookups } from '../lookups'
import { flush } from '../testing/fake-mutate-api'
import { codebaseId, lookupsFor, treeElement } from '../testing/nav-tree-fixtures'
import { CANVAS, setup } from './session-harness'

describe('frame set-up and modes', () => {
  it('initialiseFrame sends initProject with the lookups, zoom and drive mode, and re-selects', async () => {
    const s = setup()
    const keyB = s.page.key(s.ids.B)
    s.session.store.setState({ zoom: 1.25, driveMode: true, selectedKey: keyB })
    await s.session.initialiseFrame()
    expect(s.state().bridgeStatus).toBe('connected')
    expect(s.frame.callsOf('initProject')).toEqual([
      [
        {
          projectId: CANVAS,
          canvasId: CANVAS,
          storyboardId: 'preview',
          storyboardType: 'APPLICATION',
          treeElementLookup: s.lookups.treeElements,
          scopeLookup: s.lookups.scopes,
          storyboardComponentElement: null,
          zoomPerc: 1.25,
          driveModeEnabled: true,
          aiContextEnabled: false,
        },
      ],
    ])
    const names = s.frame.calls.map((call) => call.name)
    expect(names.indexOf('initProject')).toBeLessThan(names.indexOf('enableDriveMode'))
    expect(s.frame.callsOf('setSelectedElement')).toEqual([[keyB]])
  })

  it('initialiseFrame turns drive mode off and selects nothing when so', async () => {
    const s = setup()
    await s.session.initialiseFrame()
    expect(s.frame.callsOf('disableDriveMode')).toHaveLength(1)
    expect(s.frame.callsOf('setSelectedElement')).toHaveLength(0)
  })

  it('loadLookups stores the lookups and passes them to the frame', async () => {
    const s = setup()
    const lookups = lookupsFor([codebaseId(50)])
    let release: (value: Lookups) => void = () => {}
    s.api.lookupsAnswer = () =>
      new Promise((resolve) => {
        release = resolve
      })
    const loading = s.session.loadLookups()
    expect(s.state().lookupsStatus).toBe('loading')
    release(lookups)
    await loading
    expect(s.api.lookupCalls).toEqual([CANVAS])
    expect(s.state()).toMatchObject({ lookupsStatus: 'ready', lookupsError: null, lookups })
    expect(s.frame.callsOf('setNewLookups')).toEqual([
      [
        {
          treeElementLookup: lookups.treeElements,
          scopeLookup: {},
          storyboardComponentElement: null,
        },
      ],
    ])
  })

  it('loadLookups records an error', async () => {
    const s = setup()
    s.api.lookupsAnswer = () =>
      Promise.reject(new MutateApiError(0, 'NETWORK', 'The editing server cannot be reached'))
    await s.session.loadLookups()
    expect(s.state()).toMatchObject({
      lookupsStatus: 'error',
      lookupsError: 'The editing server cannot be reached',
    })
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(0)
  })

  it('zoomBy steps through the zoom levels and stops at the ends', () => {
    const s = setup()
    const seen: number[] = []
    for (let step = 0; step < 4; step += 1) {
      s.session.zoomBy(1)
      seen.push(s.state().zoom)
    }
    expect(seen).toEqual([1.25, 1.5, 2, 2])
    s.session.setZoom(1)
    seen.length = 0
    for (let step = 0; step < 4; step += 1) {
      s.session.zoomBy(-1)
      seen.push(s.state().zoom)
    }
    expect(seen).toEqual([0.75, 0.5, 0.25, 0.25])
    expect(s.frame.callsOf('setZoomPerc').map(([zoom]) => zoom)).toEqual([
      1.25, 1.5, 2, 1, 0.75, 0.5, 0.25,
    ])
  })

  it('zoomBy from a zoom between levels goes to the next level', () => {
    const s = setup()
    s.session.setZoom(1.1)
    s.session.zoomBy(1)
    expect(s.state().zoom).toBe(1.25)
    s.session.setZoom(1.1)
    s.session.zoomBy(-1)
    expect(s.state().zoom).toBe(1)
  })

  it('setZoom clamps to 25–200 %', () => {
    const s = setup()
    s.session.setZoom(5)
    expect(s.state().zoom).toBe(2)
    s.session.setZoom(0.1)
    expect(s.state().zoom).toBe(0.25)
  })

  it('zoom shortcuts zoom in, out and reset', () => {
    const s = setup()
    s.session.runShortcut('zoomIn')
    expect(s.state().zoom).toBe(1.25)
    s.session.runShortcut('zoomReset')
    expect(s.state().zoom).toBe(1)
    s.session.runShortcut('zoomOut')
    expect(s.state().zoom).toBe(0.75)
  })

  it('setDriveMode enables and disables drive mode in the frame and clears hover', () => {
    const s = setup()
    s.session.hover(s.page.key(s.ids.B))
    expect(s.frame.callsOf('setHoveredElement')).toEqual([[s.page.key(s.ids.B)]])
    s.session.setDriveMode(true)
    expect(s.state()).toMatchObject({ driveMode: true, hoveredKey: null })
    s.session.setDriveMode(false)
    expect(s.state().driveMode).toBe(false)
    const names = s.frame.calls.map((call) => call.name)
    expect(names.filter((name) => name.endsWith('DriveMode'))).toEqual([
      'enableDriveMode',
      'disableDriveMode',
    ])
  })

  it('select tells the frame, clears the multi-selection and inspects the element', async () => {
    const s = setup()
    s.session.store.setState({ multiselectedKeys: [s.page.key(s.ids.C)] })
    s.session.select(s.page.key(s.ids.B))
    await flush()
    expect(s.state().multiselectedKeys).toEqual([])
    expect(s.frame.callsOf('setSelectedElement')).toEqual([[s.page.key(s.ids.B)]])
    expect(s.frame.callsOf('setMultiselectedElementKeys')).toEqual([[[]]])
    expect(s.frame.callsOf('getCssEvals')).toEqual([[s.page.key(s.ids.B)]])
    expect(s.state().inspection?.elementKey).toBe(s.page.key(s.ids.B))
    s.session.select(null)
    await flush()
    expect(s.state().inspection).toBeNull()
  })

  it('navigate and forceModifiers call the frame', async () => {
    const s = setup()
    s.session.navigate('goBack')
    await s.session.forceModifiers(s.page.key(s.ids.B), ['hover'])
    expect(s.frame.callsOf('goBack')).toHaveLength(1)
    expect(s.frame.callsOf('setModifiersForSelectedElement')).toEqual([
      [{ selectedElementKey: s.page.key(s.ids.B), modifiers: ['hover'] }],
    ])
  })

  it('notices: errors stay, at most four are kept, dismiss removes one', () => {
    const s = setup()
    for (const n of [1, 2, 3, 4, 5]) s.session.notify('error', `e${n}`)
    expect(s.state().notices.map((notice) => notice.message)).toEqual(['e2', 'e3', 'e4', 'e5'])
    const [first] = s.state().notices
    if (first) s.session.dismissNotice(first.id)
    expect(s.state().notices.map((notice) => notice.message)).toEqual(['e3', 'e4', 'e5'])
  })

  it('act turns a refusal into an info notice and sends nothing', async () => {
    const s = setup()
    await expect(s.session.act((target) => changeTag(target, 'h2'))).resolves.toBeNull()
    expect(s.state().notices[0]).toMatchObject({ kind: 'info', message: 'Select an element first' })
    expect(s.api.sent).toHaveLength(0)
  })

  it('act builds from the current selection', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.B))
    void s.session.act((target) => changeTag(target, 'h2'))
    await flush()
    expect(s.api.sent[0]?.request.body).toEqual({
      elementToModify: treeElement(s.ids.B),
      newTag: 'h2',
    })
  })
})
