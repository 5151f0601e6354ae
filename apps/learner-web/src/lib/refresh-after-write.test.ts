import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refreshAfterWrite } from './refresh-after-write'

/** A stored list, and a read of it that answers only when told to. */
function storedList() {
  let stored = ['unread item']
  const answers: Array<() => void> = []
  const read = () =>
    new Promise<string[]>((resolve) => {
      const seen = [...stored]
      answers.push(() => resolve(seen))
    })
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer()
  }
  return {
    read,
    answerAll,
    write: async () => {
      stored = []
    },
    pending: () => answers.length,
  }
}

async function settle(predicate: () => boolean) {
  for (let turn = 0; turn < 50 && !predicate(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

describe('refreshAfterWrite', () => {
  it('shows what the write stored even when a read with no answer yet started before it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const list = storedList()
    const observer = new QueryObserver(queryClient, {
      queryKey: ['items', 'list'],
      queryFn: list.read,
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await settle(() => list.pending() === 1)

    const writing = refreshAfterWrite(queryClient, [['items']], list.write)
    await settle(() => list.pending() === 2)
    // The read from before the write answers last, with the old list.
    list.answerAll()
    await writing
    await settle(() => observer.getCurrentResult().isFetched)

    expect(observer.getCurrentResult().data).toEqual([])
    unsubscribe()
  })

  it('refreshes after a failed write too, and passes the failure on', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const list = storedList()
    queryClient.setQueryData(['items', 'list'], ['unread item'])
    const observer = new QueryObserver(queryClient, {
      queryKey: ['items', 'list'],
      queryFn: list.read,
      staleTime: Infinity,
    })
    const unsubscribe = observer.subscribe(() => undefined)

    const failing = refreshAfterWrite(queryClient, [['items']], async () => {
      throw new Error('refused')
    })
    await settle(() => list.pending() === 1)
    expect(list.pending()).toBe(1)
    list.answerAll()
    await expect(failing).rejects.toThrow('refused')
    unsubscribe()
  })

  it('passes on what the write returns', async () => {
    const queryClient = new QueryClient()
    await expect(refreshAfterWrite(queryClient, [['items']], async () => 7)).resolves.toBe(7)
  })
})
