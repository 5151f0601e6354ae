import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { BridgeError } from './bridge-error'
import type { CssRuleEntry } from './entities/css-rule-entry'
import type { HydrationStatusMessage } from './hydration-status'
import { createFunctions, createHarness, renewHarness } from './test/harness'

let harness = createHarness()

afterEach(() => {
  harness = renewHarness(harness)
})

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('createParentBridge', () => {
  it('calls a frame function and resolves with its typed result', async () => {
    const getElementClassList = vi.fn((key: string) => ['p-4', key])
    harness.createEndpoint({ functions: createFunctions({ getElementClassList }) })
    const bridge = harness.createBridge()

    const classes = bridge.call('getElementClassList', 'tempo-a|sb1|0')
    expectTypeOf(classes).resolves.toEqualTypeOf<readonly string[]>()
    await expect(classes).resolves.toEqual(['p-4', 'tempo-a|sb1|0'])
    expect(getElementClassList).toHaveBeenCalledWith('tempo-a|sb1|0')
    expect(bridge.status).toBe('connected')
  })

  it('types every function by name: arguments and results', async () => {
    harness.createEndpoint()
    const bridge = harness.createBridge()
    expectTypeOf(bridge.call('setSelectedElement', 'k')).resolves.toEqualTypeOf<void>()
    expectTypeOf(
      bridge.call('checkIfHydrationError'),
    ).resolves.toEqualTypeOf<HydrationStatusMessage>()
    expectTypeOf(
      bridge.call('processRulesForSelectedElement', { selectedElementKey: 'k', knownRules: [] }),
    ).resolves.toEqualTypeOf<readonly CssRuleEntry[]>()
    // @ts-expect-error setZoomPerc takes a number
    void bridge.call('setZoomPerc', '100%').catch(() => undefined)
    // @ts-expect-error there is no such function
    void bridge.call('deleteEverything').catch(() => undefined)

    const item = createChangeItem({ type: 'REMOVE_JSX', changeFields: { codebaseIdsToRemove: [] } })
    const result = await bridge.call('applyChangeItemToDocument', serialiseChangeItem(item))
    expect(result.changeItemId).toBe(item.id)
    await expect(
      bridge.call('ruleMatchesElement', { elementKey: 'k', selector: '.match' }),
    ).resolves.toBe(true)
  })

  it('queues calls made before the frame script runs and sends them in order once it connects', async () => {
    const calls: string[] = []
    const bridge = harness.createBridge()
    const first = bridge.call('setHoveredElement', 'first')
    const second = bridge.call('setSelectedElement', 'second')
    expect(bridge.status).toBe('connecting')

    // The frame loads later: its ready message makes the parent send a fresh port.
    harness.createEndpoint({
      functions: createFunctions({
        setHoveredElement: (key) => void calls.push(`hover ${key}`),
        setSelectedElement: (key) => void calls.push(`select ${key}`),
      }),
    })
    await Promise.all([first, second])
    expect(calls).toEqual(['hover first', 'select second'])
  })

  it('resolves concurrent requests by id when the frame answers them out of order', async () => {
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()]
    let started = 0
    harness.createEndpoint({
      functions: createFunctions({
        getCssEvals: async (elementKey) => {
          const gate = gates[started++]
          await gate?.promise
          return { key: elementKey }
        },
      }),
    })
    const bridge = harness.createBridge()
    const order: string[] = []
    const requests = ['a', 'b', 'c'].map((key) =>
      bridge.call('getCssEvals', key).then((evals) => {
        order.push(key)
        return evals
      }),
    )
    await vi.waitFor(() => expect(started).toBe(3))
    gates[2]?.resolve()
    await vi.waitFor(() => expect(order).toEqual(['c']))
    gates[0]?.resolve()
    gates[1]?.resolve()
    await expect(Promise.all(requests)).resolves.toEqual([{ key: 'a' }, { key: 'b' }, { key: 'c' }])
    expect(order).toEqual(['c', 'a', 'b'])
  })

  it('rejects with REQUEST_TIMEOUT when the frame never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // No frame script: the request can never be answered.
    const bridge = harness.createBridge({ timeoutMs: 2500 })
    const call = bridge.call('refresh')
    const assertion = expect(call).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'REQUEST_TIMEOUT',
      message: 'The frame did not answer refresh within 2500 ms',
    })
    vi.advanceTimersByTime(2500)
    await assertion
  })

  it('rejects with REQUEST_TIMEOUT when a connected frame never finishes the function', async () => {
    harness.createEndpoint({
      functions: createFunctions({ goBack: () => new Promise<void>(() => {}) }),
    })
    const bridge = harness.createBridge({ timeoutMs: 60 })
    await bridge.call('goForward')
    await expect(bridge.call('goBack')).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' })
    // The bridge stays usable afterwards.
    await expect(bridge.call('getElementClassList', 'k')).resolves.toEqual(['p-4', 'k'])
  })

  it('rejects with the frame error when a function is missing or throws', async () => {
    harness.createEndpoint({
      functions: createFunctions({
        refresh: () => {
          throw new Error('location is gone')
        },
      }),
    })
    const bridge = harness.createBridge()
    await expect(bridge.call('refresh')).rejects.toMatchObject({
      code: 'FUNCTION_FAILED',
      message: 'location is gone',
    })
    const missing = (bridge.call as (name: string) => Promise<unknown>)('noSuchFunction')
    await expect(missing).rejects.toMatchObject({
      code: 'FUNCTION_NOT_FOUND',
      message: 'Function to execute not found: noSuchFunction',
    })
  })

  it('rejects arguments that are not JSON-compatible with INVALID_ARGUMENT, without sending', async () => {
    const bridge = harness.createBridge()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const call = bridge.call('setNewLookups', {
      treeElementLookup: cyclic as never,
      scopeLookup: {},
      storyboardComponentElement: null,
    })
    await expect(call).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  })

  it('rejects with INVALID_ARGUMENT arguments JSON cannot carry, and goes on working', async () => {
    harness.createEndpoint()
    const bridge = harness.createBridge()
    await bridge.call('refresh')
    const lookups = {
      treeElementLookup: { a: { line: 1n } } as never,
      scopeLookup: {},
      storyboardComponentElement: null,
    }
    await expect(bridge.call('setNewLookups', lookups)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    })
    await expect(bridge.call('getElementClassList', 'k')).resolves.toEqual(['p-4', 'k'])
  })

  it('rejects pending and later requests with BRIDGE_CLOSED once closed', async () => {
    const bridge = harness.createBridge()
    const pending = bridge.call('refresh')
    bridge.close()
    await expect(pending).rejects.toMatchObject({ code: 'BRIDGE_CLOSED' })
    await expect(bridge.call('refresh')).rejects.toBeInstanceOf(BridgeError)
    expect(bridge.status).toBe('closed')
  })
})
