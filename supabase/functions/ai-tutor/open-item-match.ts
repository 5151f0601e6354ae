import type { OpenItem } from './open-item.ts'
import { searchForm } from './search-form.ts'

function words(text: string): Set<string> {
  return new Set(
    searchForm(text)
      .split(' ')
      .filter((word) => word.length >= 3),
  )
}

/**
 * The open item `message` asks about, if any: most of the words of its prompt (in either
 * language) appear in the message — the learner pasted or retyped their quiz or homework question.
 */
export function askedOpenItem(message: string, items: readonly OpenItem[]): OpenItem | null {
  const asked = words(message)
  for (const item of items) {
    for (const prompt of [item.prompt_en, item.prompt_ar]) {
      const needed = [...words(prompt)]
      if (needed.length < 3) continue
      const found = needed.filter((word) => asked.has(word)).length
      if (found / needed.length >= 0.6) return item
    }
  }
  return null
}
