import { describe, expect, it } from 'vitest'
import { createPreviewControls } from './preview-controls'
import { attachedFrame } from './test/attached-frame'

function setup() {
  const { store, link, frame } = attachedFrame()
  return { store, link, preview: createPreviewControls(store, frame) }
}

describe('createPreviewControls', () => {
  it('zooms by levels within 25–200 % and tells the frame', () => {
    const { store, link, preview } = setup()
    preview.zoomBy(1)
    preview.setZoom(9)
    preview.zoomBy(1)
    expect(store.getState().zoom).toBe(2)
    expect(link.callsOf('setZoomPerc')).toEqual([[1.25], [2]])
  })

  it('drive mode clears the hover; the viewport stays in the editor', () => {
    const { store, link, preview } = setup()
    store.setState({ hoveredKey: 'k' })
    preview.setDriveMode(true)
    preview.setViewport('md')
    expect(store.getState()).toMatchObject({ driveMode: true, hoveredKey: null, viewport: 'md' })
    expect(link.calls.map((call) => call.name)).toEqual(['enableDriveMode'])
  })

  it('navigates and forces modifiers in the frame', async () => {
    const { link, preview } = setup()
    preview.navigate('goForward')
    await preview.forceModifiers('k', ['focus'])
    expect(link.callsOf('goForward')).toHaveLength(1)
    expect(link.callsOf('setModifiersForSelectedElement')).toEqual([
      [{ selectedElementKey: 'k', modifiers: ['focus'] }],
    ])
  })
})
