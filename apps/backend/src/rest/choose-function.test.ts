import { describe, expect, it } from 'vitest'
import { chooseFunction } from './choose-function.js'
import type { FunctionArg, FunctionInfo, SchemaCache } from './schema-cache.js'

function fn(name: string, args: FunctionArg[]): FunctionInfo {
  return {
    name,
    args,
    returnType: 'text',
    returnsSet: false,
    returnsRow: false,
    volatility: 'v',
    returnTable: undefined,
    outColumns: [],
  }
}

const arg = (name: string, type = 'integer', hasDefault = false) => ({ name, type, hasDefault })

const cache: SchemaCache = {
  schema: 'public',
  tables: new Map(),
  foreignKeys: [],
  roleSettings: new Map(),
  functions: new Map([
    ['over', [fn('over', [arg('a')]), fn('over', [arg('a', 'text'), arg('b', 'text', true)])]],
    ['both', [fn('both', [arg('x'), arg('y', 'integer', true)])]],
    ['echo', [fn('echo', [arg('', 'jsonb')]), fn('echo', [arg('named')])]],
    ['none', [fn('none', [])]],
  ]),
}

describe('choosing a function', () => {
  it('needs every required argument and allows any subset of the optional ones', () => {
    expect(chooseFunction(cache, 'both', ['x'], true, 'json').args).toHaveLength(2)
    expect(chooseFunction(cache, 'both', ['x', 'y'], true, 'json').name).toBe('both')
    expect(() => chooseFunction(cache, 'both', ['y'], true, 'json')).toThrow(
      expect.objectContaining({ code: 'PGRST202', status: 404 }),
    )
    expect(() => chooseFunction(cache, 'both', ['x', 'z'], true, 'json')).toThrow(
      expect.objectContaining({ code: 'PGRST202' }),
    )
  })

  it('reports overloads that all match as ambiguous', () => {
    expect(() => chooseFunction(cache, 'over', ['a'], true, 'json')).toThrow(
      expect.objectContaining({
        code: 'PGRST203',
        status: 300,
        message:
          'Could not choose the best candidate function between: public.over(a => integer), public.over(a => text, b => text)',
      }),
    )
    expect(chooseFunction(cache, 'over', ['a', 'b'], true, 'json').args).toHaveLength(2)
  })

  it('falls back to one unnamed parameter of the body media type only for POST', () => {
    expect(chooseFunction(cache, 'echo', ['named'], true, 'json').args[0]?.name).toBe('named')
    expect(chooseFunction(cache, 'echo', ['anything'], true, 'json').args[0]?.type).toBe('jsonb')
    expect(() => chooseFunction(cache, 'echo', ['anything'], false, 'json')).toThrow(
      expect.objectContaining({ code: 'PGRST202' }),
    )
    expect(() => chooseFunction(cache, 'none', [], true, 'text')).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.none in the schema cache',
      }),
    )
    expect(chooseFunction(cache, 'none', [], false, 'json').args).toEqual([])
  })
})
