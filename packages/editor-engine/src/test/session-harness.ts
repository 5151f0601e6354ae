import type { CreateChangeItemInput } from '@splendid/change-items'
import type { DragContext, KeyboardEventPayload } from '@splendid/frame-bridge'
import { vi } from 'vitest'
import type { ActionTarget } from '../changes/action-target'
import { styleElement } from '../changes/change-builders'
import { createEditorSession } from '../editor-session'
import type { EditorTexts } from '../editor-texts'
import type { Lookups } from '../lookups'
import { FakeFrameLink } from '../testing/fake-frame-link'
import { FakeMutateApi, flush, okResponse } from '../testing/fake-mutate-api'
import { codebaseId, lookupsFor, samplePage, treeElement } from '../testing/nav-tree-fixtures'

// The session with a fake frame and a fake mutate-api, shared by the scenario tests of this folder.
export const CANVAS = 'learner-web'
export const OTHER_FILE_ID = codebaseId(77)

export function setup(options: { attach?: boolean; texts?: EditorTexts } = {}) {
  const log: string[] = []
  const frame = new FakeFrameLink(log)
  const api = new FakeMutateApi(log)
  const page = samplePage()
  const logger = { warn: vi.fn(), error: vi.fn() }
  const session = createEditorSession({
    canvasId: CANVAS,
    api,
    logger,
    noticeMs: 0,
    ...(options.texts ? { texts: options.texts } : {}),
  })
  const appLookups = lookupsFor(Object.values(page.ids), 'src/app.tsx')
  const lookups: Lookups = {
    treeElements: {
      ...appLookups.treeElements,
      [OTHER_FILE_ID]: treeElement(OTHER_FILE_ID, { filePath: 'src/other.tsx' }),
    },
    scopes: {},
  }
  session.store.setState({ lookups, lookupsStatus: 'ready', navTree: page.index })
  if (options.attach ?? true) session.attachFrame(frame)
  const target = (id: string | null, multi: readonly string[] = []): ActionTarget => ({
    index: page.index,
    selectedKey: id === null ? null : page.key(id),
    multiselectedKeys: multi.map(page.key),
  })
  const state = () => session.store.getState()
  return { log, frame, api, page, ids: page.ids, logger, session, target, state, lookups }
}

export type Setup = ReturnType<typeof setup>

export const restyle = (s: Setup, id = s.ids.B) =>
  styleElement(s.target(id), { color: '#ff0000' }, [])

export function keyPayload(
  key: string,
  mods: Partial<KeyboardEventPayload> = {},
): KeyboardEventPayload {
  return { key, metaKey: false, shiftKey: false, ctrlKey: false, activeElement: null, ...mods }
}

export function drag(
  dropParentKey: string | null,
  dropIndex: number | null,
  childIndexes: Pick<DragContext, 'dropChildIndex' | 'selectedChildIndex'> = {
    dropChildIndex: null,
    selectedChildIndex: null,
  },
): DragContext {
  return {
    pageX: 10,
    pageY: 10,
    offsetX: 0,
    offsetY: 0,
    selectedParentKey: null,
    selectedParentDisplay: 'block',
    selectedParentFlexDirection: 'row',
    selectedSourceParentKey: null,
    dropParentKey,
    dropIndex,
    ...childIndexes,
    dragging: false,
  }
}

/** Submits a change and lets the api accept it with this activity id. */
export async function applied(s: Setup, input: CreateChangeItemInput, activityId: string) {
  const index = s.api.sent.length
  const outcome = s.session.submit(input)
  await flush()
  s.api.resolve(index, okResponse(activityId))
  await outcome
  await flush()
  return outcome
}
