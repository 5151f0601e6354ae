import { BridgeError } from '@splendid/frame-bridge'
import { describe, expect, it, vi } from 'vitest'
import { FakeFrameLink } from '../testing/fake-frame-link'
import { createFrameConnection } from './frame-connection'

function setup() {
  const onFailure = vi.fn()
  return { onFailure, frame: createFrameConnection({ onFailure }), link: new FakeFrameLink() }
}

describe('createFrameConnection', () => {
  it('answers with the function result', async () => {
    const { frame, link, onFailure } = setup()
    frame.attach(link)
    await expect(frame.call('getElementClassList', 'key')).resolves.toEqual({ ok: true, value: [] })
    expect(link.callsOf('getElementClassList')).toEqual([['key']])
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('turns a rejected call into a typed failure, handed to onFailure, without throwing', async () => {
    const { frame, link, onFailure } = setup()
    link.failures.set('getCssEvals', new BridgeError('REQUEST_TIMEOUT', 'no answer'))
    frame.attach(link)
    const result = await frame.call('getCssEvals', 'key')
    const error = { code: 'REQUEST_TIMEOUT', functionName: 'getCssEvals', message: 'no answer' }
    expect(result).toEqual({ ok: false, error })
    expect(onFailure).toHaveBeenCalledWith(error)
  })

  it('fails with NO_FRAME while no link is attached', async () => {
    const { frame, onFailure } = setup()
    const result = await frame.call('refresh')
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NO_FRAME', functionName: 'refresh' },
    })
    expect(onFailure).toHaveBeenCalledTimes(1)
  })

  it('detaching an older link keeps the newer one; close closes and forgets it', () => {
    const { frame, link } = setup()
    const newer = new FakeFrameLink()
    frame.attach(link)
    frame.attach(newer)
    frame.detach(link)
    expect(frame.current()).toBe(newer)
    frame.close()
    expect(newer.closed).toBe(true)
    expect(frame.current()).toBeNull()
  })
})
