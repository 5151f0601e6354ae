import { describe, expect, it, vi } from 'vitest'
import { TypedEmitter } from './typed-emitter'

describe('TypedEmitter', () => {
  it('calls handlers of a kind in subscription order until they unsubscribe', () => {
    const emitter = new TypedEmitter<{ ping: number; pong: string }>()
    const calls: string[] = []
    const off = emitter.on('ping', (n) => calls.push(`a${n}`))
    emitter.on('ping', (n) => calls.push(`b${n}`))
    emitter.on('pong', (text) => calls.push(text))
    emitter.emit('ping', 1)
    off()
    emitter.emit('ping', 2)
    emitter.emit('pong', 'p')
    expect(calls).toEqual(['a1', 'b1', 'b2', 'p'])
  })

  it('reports a throwing handler and still calls the others', () => {
    const onHandlerError = vi.fn()
    const emitter = new TypedEmitter<{ ping: number }>(onHandlerError)
    const second = vi.fn()
    emitter.on('ping', () => {
      throw new Error('boom')
    })
    emitter.on('ping', second)
    emitter.emit('ping', 1)
    expect(second).toHaveBeenCalledWith(1)
    expect(onHandlerError).toHaveBeenCalledWith(new Error('boom'))
  })

  it('forgets every handler on clear', () => {
    const emitter = new TypedEmitter<{ ping: number }>()
    const handler = vi.fn()
    emitter.on('ping', handler)
    emitter.clear()
    emitter.emit('ping', 1)
    expect(handler).not.toHaveBeenCalled()
  })
})
