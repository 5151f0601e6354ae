import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ParsedTsx } from '../source/parsed-tsx'

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures')

/**
 * Every fixture input (all operations and cases: CRLF, Arabic, `.map()`, `cn()`, `<Trans>`, mixed
 * runs…) that parses, read as `file`: what the derived-index tests run over.
 */
export function fixtureInputs(file: string): { name: string; text: string }[] {
  const inputs: { name: string; text: string }[] = []
  for (const operation of readdirSync(FIXTURES)) {
    for (const fixture of readdirSync(path.join(FIXTURES, operation))) {
      let text: string
      try {
        text = readFileSync(path.join(FIXTURES, operation, fixture, 'input.tsx'), 'utf8')
      } catch {
        continue
      }
      if (new ParsedTsx(file, text).syntaxErrors.length === 0)
        inputs.push({ name: `${operation}/${fixture}`, text })
    }
  }
  return inputs
}
