import { describe, expect, it } from 'vitest'
import type { InitProjectInput } from '../frame-functions'
import { treeElement } from '../test/tree-element'
import { createFrameProject, DEFAULT_STORYBOARD_ID } from './frame-project'

const input: InitProjectInput = {
  projectId: 'p',
  canvasId: 'c',
  storyboardId: 'sb',
  storyboardType: 'STORY',
  treeElementLookup: { 'tempo-a': treeElement('tempo-a') },
  scopeLookup: {},
  storyboardComponentElement: null,
  zoomPerc: 1,
  driveModeEnabled: false,
  aiContextEnabled: false,
}

describe('createFrameProject', () => {
  it('starts as the preview application with empty lookups', () => {
    const project = createFrameProject()
    expect(project.storyboardId).toBe(DEFAULT_STORYBOARD_ID)
    expect(project.storyboardType).toBe('APPLICATION')
    expect(project.lookups.treeElementLookup).toEqual({})
  })

  it('takes the storyboard and lookups of initProject, an empty storyboard id keeping the default', () => {
    const project = createFrameProject()
    project.init(input)
    expect([project.storyboardId, project.storyboardType]).toEqual(['sb', 'STORY'])
    expect(Object.keys(project.lookups.treeElementLookup)).toEqual(['tempo-a'])
    project.init({ ...input, storyboardId: '' })
    expect(project.storyboardId).toBe(DEFAULT_STORYBOARD_ID)
  })

  it('replaces the lookups whole', () => {
    const project = createFrameProject()
    project.init(input)
    project.setLookups({ treeElementLookup: {}, scopeLookup: {}, storyboardComponentElement: null })
    expect(project.lookups.treeElementLookup).toEqual({})
    expect(project.storyboardId).toBe('sb')
  })
})
