import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

// src/app/load-messages.ts merges every catalogue of a locale into one: a message that two
// features translate differently would show one of them at random, depending on load order.

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The .po catalogues of `locale`: each feature's and the shared components'. */
function catalogues(locale: string): string[] {
  const features = join(SRC, 'features')
  return [
    ...readdirSync(features).map((feature) => join(features, feature, 'locales', `${locale}.po`)),
    join(SRC, 'ui', 'locales', `${locale}.po`),
  ].filter((path) => {
    try {
      readFileSync(path)
      return true
    } catch {
      return false
    }
  })
}

/** msgid → msgstr of one .po file (multi-line strings joined). */
function entries(path: string): Map<string, string> {
  const joined = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '').join('')
  const found = new Map<string, string>()
  for (const match of readFileSync(path, 'utf8').matchAll(
    /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm,
  )) {
    const id = joined(match[1] ?? '')
    if (id !== '') found.set(id, joined(match[2] ?? ''))
  }
  return found
}

describe('the catalogues agree', () => {
  test.each(['ar', 'en'])(
    'a message has one translation in %s, whichever feature has it',
    (locale) => {
      const seen = new Map<string, { text: string; where: string }>()
      const disagreements: string[] = []
      for (const path of catalogues(locale)) {
        const where = path.slice(SRC.length + 1)
        for (const [id, text] of entries(path)) {
          const earlier = seen.get(id)
          if (earlier === undefined) seen.set(id, { text, where })
          else if (earlier.text !== text && text !== '' && earlier.text !== '') {
            disagreements.push(`${id}: “${earlier.text}” (${earlier.where}) ≠ “${text}” (${where})`)
          }
        }
      }
      expect(disagreements).toEqual([])
      expect(seen.size).toBeGreaterThan(500)
    },
  )
})
