import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEditorStore } from './editor-state'
import { createNotices } from './notices'

afterEach(() => {
  vi.useRealTimers()
})

const messages = (store: ReturnType<typeof createEditorStore>) =>
  store.getState().notices.map((notice) => notice.message)

describe('notices', () => {
  it('keeps errors until dismissed and at most four notices', () => {
    const store = createEditorStore()
    const notices = createNotices(store, { noticeMs: 0 })
    for (const n of [1, 2, 3, 4, 5]) notices.notify('error', `e${n}`)
    expect(messages(store)).toEqual(['e2', 'e3', 'e4', 'e5'])
    const [first] = store.getState().notices
    if (first) notices.dismiss(first.id)
    expect(messages(store)).toEqual(['e3', 'e4', 'e5'])
  })

  it('dismisses a success or info notice after noticeMs, never an error', () => {
    vi.useFakeTimers()
    const store = createEditorStore()
    const notices = createNotices(store, { noticeMs: 4000 })
    notices.notify('success', 'saved')
    notices.notify('info', 'select first')
    notices.notify('error', 'failed')
    vi.advanceTimersByTime(3999)
    expect(messages(store)).toEqual(['saved', 'select first', 'failed'])
    vi.advanceTimersByTime(1)
    expect(messages(store)).toEqual(['failed'])
  })
})
