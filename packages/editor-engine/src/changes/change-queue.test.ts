import { describe, expect, it } from 'vitest'
import { attachedFrame } from '../test/attached-frame'
import { deferred, flush } from '../testing/fake-mutate-api'
import { createChangeQueue } from './change-queue'

function setup() {
  const { store, link, frame } = attachedFrame()
  return { store, link, queue: createChangeQueue(store, frame) }
}

describe('createChangeQueue', () => {
  it('runs each change after the one before it has finished, failed ones included', async () => {
    const { queue } = setup()
    const order: string[] = []
    const first = deferred<string>()
    const a = queue.enqueue(async () => {
      order.push('a starts')
      return first.promise
    })
    const b = queue.enqueue(async () => {
      order.push('b starts')
      throw new Error('b failed')
    })
    const c = queue.enqueue(async () => order.push('c starts'))
    await flush()
    expect(order).toEqual(['a starts'])
    expect(queue.size()).toBe(3)
    first.resolve('a done')
    await expect(a).resolves.toBe('a done')
    await expect(b).rejects.toThrow('b failed')
    await c
    expect(order).toEqual(['a starts', 'b starts', 'c starts'])
  })

  it('is flushing while anything is queued, in the store and in the frame', async () => {
    const { store, link, queue } = setup()
    const answer = deferred<void>()
    void queue.enqueue(() => answer.promise)
    void queue.enqueue(async () => {})
    expect(store.getState().flushing).toBe(true)
    expect(link.callsOf('setIsFlushing')).toEqual([[true], [true]])
    answer.resolve()
    await queue.settled()
    expect(queue.size()).toBe(0)
    expect(store.getState().flushing).toBe(false)
    expect(link.callsOf('setIsFlushing').at(-1)).toEqual([false])
  })

  it('settled resolves at once when nothing is queued', async () => {
    const { queue } = setup()
    await expect(queue.settled()).resolves.toBeUndefined()
  })
})
