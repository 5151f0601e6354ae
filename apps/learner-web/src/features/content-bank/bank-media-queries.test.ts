import { describe, expect, test } from 'vitest'
import { BANK_MEDIA_MAX_BYTES, bankMediaFileProblem } from './bank-media-queries'

describe('bankMediaFileProblem', () => {
  test('takes pictures and recordings up to 10 MB, nothing else', () => {
    expect(bankMediaFileProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(bankMediaFileProblem({ type: 'audio/mpeg', size: BANK_MEDIA_MAX_BYTES })).toBeNull()
    expect(bankMediaFileProblem({ type: 'application/pdf', size: 10 })).toBe('type')
    expect(bankMediaFileProblem({ type: 'video/mp4', size: 10 })).toBe('type')
    expect(bankMediaFileProblem({ type: 'image/jpeg', size: BANK_MEDIA_MAX_BYTES + 1 })).toBe(
      'size',
    )
  })
})
