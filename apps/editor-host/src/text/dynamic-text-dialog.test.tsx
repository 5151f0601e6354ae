import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Lookups } from '@splendid/editor-engine'
import { createEditorSession, indexNavTree } from '@splendid/editor-engine'
import {
  buildNavTree,
  codebaseId,
  comp,
  el,
  FakeFrameLink,
  FakeMutateApi,
  flush,
  nodeOf,
  okResponse,
  treeElement,
} from '@splendid/editor-engine/testing'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '../app/session-context'
import { DynamicTextDialog } from './dynamic-text-dialog'

const [MAIN, CARD, TITLE, BODY] = [1, 2, 3, 4].map(codebaseId) as [string, string, string, string]

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

function setup(lookups: Lookups) {
  const tree = buildNavTree(
    el('body', 'body', [el(MAIN, 'main', [comp(CARD, [el(TITLE, 'h3'), el(BODY, 'p')])])]),
  )
  const api = new FakeMutateApi()
  api.autoAnswer = (_request, index) => okResponse(`activity-${index}`)
  const session = createEditorSession({
    canvasId: 'learner-web',
    api,
    logger: { warn: vi.fn(), error: vi.fn() },
    noticeMs: 0,
  })
  session.attachFrame(new FakeFrameLink())
  session.store.setState({ lookups, lookupsStatus: 'ready', navTree: indexNavTree(tree) })
  render(
    <I18nProvider i18n={i18n}>
      <SessionProvider session={session}>
        <DynamicTextDialog />
      </SessionProvider>
    </I18nProvider>,
  )
  const open = (id: string, text: string) =>
    session.store.setState({ dynamicText: { elementKey: nodeOf(tree, id).key, text } })
  return { api, session, open, keyOf: (id: string) => nodeOf(tree, id).key }
}

const lookups = (entries: Record<string, Parameters<typeof treeElement>[1]>): Lookups => ({
  treeElements: Object.fromEntries(
    Object.entries(entries).map(([id, overrides]) => [id, treeElement(id, overrides)]),
  ),
  scopes: {},
})

describe('DynamicTextDialog', () => {
  it('edits a text passed as a literal prop by changing that prop on the component instance', async () => {
    const { api, session, open } = setup(
      lookups({
        [CARD]: {
          type: 'component-instance',
          filePath: 'src/pages/home.tsx',
          line: 9,
          literalProps: { title: 'Algebra' },
        },
        [TITLE]: { textIsStatic: false },
      }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    open(TITLE, 'Algebra')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dynamic Text' })
    expect(dialog.textContent).toContain('src/pages/home.tsx:9')
    const input = screen.getByLabelText('Value of title')
    expect(input).toHaveProperty('value', 'Algebra')
    fireEvent.change(input, { target: { value: 'الجبر' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.sent).toHaveLength(1))
    expect(api.sent[0]?.request.pathSuffix).toBe('mutate/changePropValue')
    expect(JSON.stringify(api.sent[0]?.request.body)).toContain('الجبر')
    expect(session.store.getState().dynamicText).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    await flush()
  })

  it('edits the source text of a translated message through EDIT_TEXT', async () => {
    const { api, open } = setup(
      lookups({ [TITLE]: { textIsStatic: true, editableText: 'Welcome' } }),
    )
    open(TITLE, 'مرحبا')
    await screen.findByRole('dialog')
    const input = screen.getByLabelText('Source text')
    expect(input).toHaveProperty('value', 'Welcome')
    fireEvent.change(input, { target: { value: 'Welcome back' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.sent).toHaveLength(1))
    expect(api.sent[0]?.request.pathSuffix).toBe('mutate/editText')
    await flush()
  })

  it('explains computed text with its location, sends nothing, and closes on Close', async () => {
    const { api, session, open } = setup(
      lookups({ [BODY]: { textIsStatic: false, filePath: 'src/card.tsx', line: 14 } }),
    )
    open(BODY, 'Hello, Amira')
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('computed by the code')
    expect(dialog.textContent).toContain('src/card.tsx:14')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy location' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(session.store.getState().dynamicText).toBeNull()
    expect(api.sent).toHaveLength(0)
  })

  it('saving an unchanged value closes without a change', async () => {
    const { api, session, open } = setup(
      lookups({ [CARD]: { type: 'component-instance', literalProps: { title: 'Algebra' } } }),
    )
    open(TITLE, 'Algebra')
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(session.store.getState().dynamicText).toBeNull()
    expect(api.sent).toHaveLength(0)
  })
})
