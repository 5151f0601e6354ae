import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import type { NavTreeNode } from '../entities/nav-tree-node'
import { FRAME_EVENT_KINDS } from '../frame-events'
import { FRAME_FUNCTION_NAMES } from '../frame-functions'
import { treeElement } from '../test/tree-element'
import { FRAME_EVENT_SCHEMAS, parseFrameEventPayload } from './event-schemas'
import {
  FRAME_FUNCTION_SCHEMAS,
  parseFrameFunctionArgs,
  parseFrameFunctionResult,
} from './function-schemas'

const leaf: NavTreeNode = {
  key: 'tempo-b|sb1|0-0',
  identity: { codebaseId: 'tempo-b', storyboardId: 'sb1', uniquePath: '0-0' },
  name: 'span',
  tagName: 'span',
  isComponent: false,
  children: [],
  parentKey: 'tempo-a|sb1|0',
  classList: ['text-sm'],
  directlySetClassList: ['text-sm'],
  props: {
    title: { type: 'LITERAL', value: 'Hi' },
    onClick: { type: 'FUNCTION' },
    style: { type: 'JSON_OBJECT', value: { color: 'red' } },
  },
  literalChildren: ['Hi'],
  pageBoundingBox: { pageX: 0, pageY: 10, width: 20, height: 30 },
  display: 'inline',
  position: 'static',
  flexDirection: 'row',
  float: 'none',
  scope: 'tempo-root',
  level: 1,
}
const root: NavTreeNode = {
  ...leaf,
  key: 'tempo-a|sb1|0',
  children: [leaf],
  parentKey: null,
  level: 0,
}

describe('event schemas', () => {
  it('cover every outbound kind', () => {
    expect(Object.keys(FRAME_EVENT_SCHEMAS).sort()).toEqual([...FRAME_EVENT_KINDS].sort())
  })

  it('accept a nested navigation tree and refuse a malformed node deep inside', () => {
    expect(parseFrameEventPayload('navTree', { tree: root, outerHtml: '<html/>' })).toEqual({
      tree: root,
      outerHtml: '<html/>',
    })
    const broken = { ...root, children: [{ ...leaf, props: { onClick: { type: 'CALLBACK' } } }] }
    expect(parseFrameEventPayload('navTree', { tree: broken, outerHtml: '' })).toBeNull()
  })

  it('check pointer, keyboard and hydration payloads', () => {
    expect(
      parseFrameEventPayload('mouseMove', { pageX: 1, pageY: 2, clientX: 1, clientY: 2 }),
    ).not.toBeNull()
    expect(parseFrameEventPayload('mouseMove', { pageX: 1, pageY: 2 })).toBeNull()
    const key = {
      key: 'z',
      metaKey: true,
      shiftKey: false,
      ctrlKey: false,
      activeElement: { tagName: 'input', isContentEditable: false, inputType: 'text' },
    }
    expect(parseFrameEventPayload('keyDown', key)).toEqual(key)
    expect(parseFrameEventPayload('hydrationErrorStatus', { status: 'error' })).not.toBeNull()
    expect(parseFrameEventPayload('hydrationErrorStatus', { status: 'broken' })).toBeNull()
  })
})

describe('function schemas', () => {
  it('cover every frame function', () => {
    expect(Object.keys(FRAME_FUNCTION_SCHEMAS).sort()).toEqual([...FRAME_FUNCTION_NAMES].sort())
  })

  it('check arguments as tuples and say what is wrong', () => {
    expect(parseFrameFunctionArgs('setZoomPerc', [0.5])).toEqual({ ok: true, value: [0.5] })
    expect(parseFrameFunctionArgs('setZoomPerc', ['50%'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid arguments of setZoomPerc at 0: /),
    })
    expect(parseFrameFunctionArgs('refresh', [])).toEqual({ ok: true, value: [] })
    expect(parseFrameFunctionArgs('refresh', ['extra']).ok).toBe(false)
  })

  it('check a change item with the change-items package', () => {
    const item = createChangeItem({
      type: 'CHANGE_TAG',
      changeFields: {
        codebaseIdToChange: 'tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479',
        newTagName: 'section',
      },
    })
    const json = serialiseChangeItem(item)
    expect(parseFrameFunctionArgs('applyChangeItemToDocument', [json]).ok).toBe(true)
    expect(
      parseFrameFunctionArgs('applyChangeItemToDocument', [{ ...json, type: 'NOPE' }]).ok,
    ).toBe(false)
  })

  it('check the lookups against change-items lookup types, keeping fields they do not know', () => {
    const entry = { ...treeElement('tempo-a', { textIsStatic: true }), addedLater: 1 }
    const lookups = {
      treeElementLookup: { 'tempo-a': entry },
      scopeLookup: {
        'src/App.tsx#App': {
          type: 'component',
          componentName: 'App',
          filePath: 'src/App.tsx',
          codebaseIds: ['tempo-a'],
          rootCodebaseIds: ['tempo-a'],
        },
      },
      storyboardComponentElement: null,
    }
    expect(parseFrameFunctionArgs('setNewLookups', [lookups])).toEqual({
      ok: true,
      value: [lookups],
    })
    const withoutText = { ...lookups, treeElementLookup: { 'tempo-a': { codebaseId: 'tempo-a' } } }
    expect(parseFrameFunctionArgs('setNewLookups', [withoutText])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid arguments of setNewLookups at 0\.treeElementLookup/),
    })
    expect(
      parseFrameFunctionArgs('setNewLookups', [
        { ...lookups, scopeLookup: { x: { type: 'file' } } },
      ]).ok,
    ).toBe(false)
  })

  it('check a change of the lookups: changed entries and removed keys, nothing whole', () => {
    const change = {
      treeElementLookup: { 'tempo-a': treeElement('tempo-a') },
      scopeLookup: {},
      removedTreeElements: ['tempo-b'],
      removedScopes: ['src/App.tsx#Old'],
    }
    const args = { prevIdToNewIdMap: { 'tempo-x': 'tempo-a' }, lookupsChange: change }
    expect(parseFrameFunctionArgs('updateCodebaseIds', [args])).toEqual({ ok: true, value: [args] })
    expect(
      parseFrameFunctionArgs('updateCodebaseIds', [
        { ...args, lookupsChange: { ...change, removedTreeElements: [1] } },
      ]),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Invalid arguments of updateCodebaseIds at 0\.lookupsChange\.removedTreeElements\.0/,
      ),
    })
    // The whole lookups (protocol 4's shape) are not a change.
    const whole = { treeElementLookup: {}, scopeLookup: {}, storyboardComponentElement: null }
    expect(
      parseFrameFunctionArgs('updateCodebaseIds', [{ prevIdToNewIdMap: {}, ...whole }]).ok,
    ).toBe(false)
  })

  it('check results', () => {
    expect(parseFrameFunctionResult('getElementClassList', ['a'])).toEqual({
      ok: true,
      value: ['a'],
    })
    expect(parseFrameFunctionResult('getElementClassList', 'a').ok).toBe(false)
    expect(parseFrameFunctionResult('refresh', undefined).ok).toBe(true)
  })
})
