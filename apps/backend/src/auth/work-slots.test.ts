import { describe, expect, it } from 'vitest'
import { WorkSlots } from './work-slots.js'

describe('WorkSlots', () => {
  it('runs at most `size` tasks at once, in arrival order, and survives failures', async () => {
    const slots = new WorkSlots(2)
    let running = 0
    let peak = 0
    const order: number[] = []
    const task = (id: number, fail = false) =>
      slots.run(async () => {
        running += 1
        peak = Math.max(peak, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running -= 1
        order.push(id)
        if (fail) throw new Error(`task ${id} failed`)
        return id
      })
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => task(id, id === 2)))
    expect(peak).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(results[1]?.status).toBe('rejected')
    expect(results[4]).toEqual({ status: 'fulfilled', value: 5 })
    expect(await task(6)).toBe(6)
  })
})
