import { i18n } from '@lingui/core'
import { ActionRefused, ENGLISH_EDITOR_TEXTS } from '@splendid/editor-engine'
import { describe, expect, it } from 'vitest'
import { editorTexts } from './editor-texts'
import { loadMessages } from './load-messages'

// Every refusal the engine can give, with a value for the ones that carry one.
const REFUSALS = [
  'component-has-no-tag',
  'copied-element-gone',
  'copy-not-in-source',
  'element-not-movable',
  'image-has-no-url',
  'insert-inside-itself',
  'insert-not-there',
  'invalid-class-name',
  'invalid-import-name',
  'invalid-prop-name',
  'invalid-tag-name',
  'move-into-itself',
  'move-not-there',
  'no-parent-to-add-to',
  'paste-not-here',
  'select-element',
  'select-image',
  'select-paste-place',
  'wrap-different-parents',
] as const

describe('editorTexts', () => {
  it('words the engine notices with their placeholders filled in', () => {
    expect(editorTexts.changeFailed('Styling', 'src/app.tsx changed on disk')).toBe(
      'Could not apply "Styling": src/app.tsx changed on disk',
    )
    expect(editorTexts.frameCallFailed('getCssEvals', 'no answer within 10000 ms')).toBe(
      'The preview could not run getCssEvals: no answer within 10000 ms',
    )
  })

  it('says every refusal as the engine does in English, and in Arabic from the catalogue', async () => {
    for (const refusal of REFUSALS) {
      expect(editorTexts.refused(refusal, 'x y')).toBe(new ActionRefused(refusal, 'x y').message)
      expect(editorTexts.refused(refusal, 'x y')).toBe(ENGLISH_EDITOR_TEXTS.refused(refusal, 'x y'))
    }
    i18n.loadAndActivate({ locale: 'ar', messages: (await loadMessages('ar')).messages })
    for (const refusal of REFUSALS) {
      const arabic = editorTexts.refused(refusal, 'x y')
      expect(arabic, refusal).toMatch(/[\u0600-\u06FF]/)
      if (refusal.startsWith('invalid-') || refusal === 'insert-inside-itself')
        expect(arabic, refusal).toContain('x y')
    }
  })
})
