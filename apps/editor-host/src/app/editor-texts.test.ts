import { describe, expect, it } from 'vitest'
import { editorTexts } from './editor-texts'

describe('editorTexts', () => {
  it('words the engine notices with their placeholders filled in', () => {
    expect(editorTexts.changeFailed('Styling', 'src/app.tsx changed on disk')).toBe(
      'Could not apply "Styling": src/app.tsx changed on disk',
    )
    expect(editorTexts.frameCallFailed('getCssEvals', 'no answer within 10000 ms')).toBe(
      'The preview could not run getCssEvals: no answer within 10000 ms',
    )
  })
})
