import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  CODEBASE_ID_NAMESPACE,
  clearIdCache,
  codebaseIdFor,
  isTempoId,
  TEMPO_ELEMENT_ID_ATTRIBUTE,
  TEMPO_ID_PREFIX,
} from './codebase-id'
import { CodebaseIdError } from './codebase-id-error'

/** RFC 9562 UUID v5, written out independently of the `uuid` package. */
function referenceUuidV5(name: string, namespace: string): string {
  const namespaceBytes = Buffer.from(namespace.replaceAll('-', ''), 'hex')
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

describe('codebaseIdFor', () => {
  it('is tempo- plus the UUID v5 of "<path>:<ordinal>" in the fixed namespace', () => {
    expect(codebaseIdFor('src/App.tsx', 7)).toBe(
      `tempo-${referenceUuidV5('src/App.tsx:7', CODEBASE_ID_NAMESPACE)}`,
    )
    expect(TEMPO_ID_PREFIX).toBe('tempo-')
    expect(TEMPO_ELEMENT_ID_ATTRIBUTE).toBe('tempoelementid')
  })

  it('gives the same id for the same path and ordinal, every time, memoised or not', () => {
    const first = codebaseIdFor('src/App.tsx', 0)
    expect(codebaseIdFor('src/App.tsx', 0)).toBe(first)
    clearIdCache()
    expect(codebaseIdFor('src/App.tsx', 0)).toBe(first)
    expect(first).toBe(`tempo-${referenceUuidV5('src/App.tsx:0', CODEBASE_ID_NAMESPACE)}`)
  })

  it('gives different ids for different paths or ordinals', () => {
    const ids = new Set([
      codebaseIdFor('src/App.tsx', 0),
      codebaseIdFor('src/App.tsx', 1),
      codebaseIdFor('src/app.tsx', 0),
      codebaseIdFor('src/Other.tsx', 0),
    ])
    expect(ids.size).toBe(4)
  })

  it('hashes the normalised path, so spellings of one path agree', () => {
    const id = codebaseIdFor('src/components/Card.tsx', 2)
    expect(codebaseIdFor('./src/components/Card.tsx', 2)).toBe(id)
    expect(codebaseIdFor('src\\components\\Card.tsx', 2)).toBe(id)
    expect(codebaseIdFor('src//components/./x/../Card.tsx', 2)).toBe(id)
  })

  it('refuses an ordinal that is not a non-negative integer', () => {
    for (const ordinal of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => codebaseIdFor('src/App.tsx', ordinal)).toThrow(
        expect.objectContaining({ code: 'INVALID_ORDINAL' }),
      )
    }
  })

  it('refuses an absolute path with INVALID_PATH', () => {
    expect(() => codebaseIdFor('/home/me/src/App.tsx', 0)).toThrow(CodebaseIdError)
  })
})

describe('isTempoId', () => {
  it('accepts tempo- followed by a UUID', () => {
    expect(isTempoId(codebaseIdFor('src/App.tsx', 3))).toBe(true)
    expect(isTempoId('tempo-c4db6684-14eb-4980-b76e-1dfa17ac4b6e')).toBe(true)
  })

  it('rejects other strings and non-strings', () => {
    for (const value of [
      'tempo-',
      'tempo-not-a-uuid',
      'c4db6684-14eb-4980-b76e-1dfa17ac4b6e',
      'TEMPO-c4db6684-14eb-4980-b76e-1dfa17ac4b6e',
      'tempo-c4db6684-14eb-4980-b76e-1dfa17ac4b6e-x',
      'root',
      42,
      null,
      undefined,
    ]) {
      expect(isTempoId(value)).toBe(false)
    }
  })
})
