import { describe, expect, it } from 'vitest'
import {
  attachmentName,
  attachmentProblem,
  MAX_HOMEWORK_FILE_BYTES,
  safeFileName,
} from './homework-files'

describe('attachmentProblem', () => {
  const pdf = { size: 1000, type: 'application/pdf' }
  it('accepts up to three files of the allowed types and size', () => {
    expect(attachmentProblem([pdf, pdf], 1)).toBeNull()
  })
  it('names the first problem', () => {
    expect(attachmentProblem([pdf, pdf], 2)).toBe('too-many')
    expect(
      attachmentProblem([{ size: MAX_HOMEWORK_FILE_BYTES + 1, type: 'application/pdf' }], 0),
    ).toBe('too-large')
    expect(attachmentProblem([{ size: 10, type: 'application/x-msdownload' }], 0)).toBe(
      'wrong-type',
    )
  })
})

describe('file names', () => {
  it('keeps Storage-safe names and shows the last part of a path', () => {
    expect(safeFileName('My essay (final).pdf')).toBe('My-essay-final.pdf')
    expect(safeFileName('مقال.pdf')).toBe('file.pdf')
    expect(safeFileName('notes')).toBe('notes')
    expect(attachmentName('a/b/essay.pdf')).toBe('essay.pdf')
  })
})
