import type { StylingRequestBody } from '@splendid/change-items'
import { twMerge } from 'tailwind-merge'
import type { ClassHelper } from '../source/class-helper'
import { planClassChange } from '../source/class-name-source'
import type { TextEdit } from '../source/text-edit'
import {
  arbitraryPropertyPrefix,
  cssToTailwind,
  tailwindSentinel,
} from '../styling/css-to-tailwind'
import { parseModifiers, tailwindPrefix } from '../styling/modifiers'
import type { ElementInFile, ElementRef } from './operation-context'

/** Whether `existing` is replaced by `incoming` under tailwind-merge's conflict rules. */
export function conflicts(existing: string, incoming: string): boolean {
  return existing !== incoming && !twMerge(`${existing} ${incoming}`).split(' ').includes(existing)
}

/**
 * Turns styling into Tailwind classes merged into the element's className: conflicting classes
 * (same property and same variants) are replaced, a null value removes the property's classes.
 */
export function planTailwindStyling(
  target: ElementInFile,
  body: Pick<StylingRequestBody<ElementRef>, 'styling' | 'modifiers' | 'customProperties'>,
  helper: ClassHelper | null,
  themeFonts: ReadonlySet<string> = new Set(),
): TextEdit[] {
  const prefix = tailwindPrefix(parseModifiers(body.modifiers))
  const add: string[] = []
  const unsetSentinels: string[] = []
  const unsetArbitrary: string[] = []
  const entries = [...Object.entries(body.styling), ...Object.entries(body.customProperties)]
  for (const [property, value] of entries) {
    if (value === null) {
      unsetSentinels.push(`${prefix}${tailwindSentinel(property)}`)
      unsetArbitrary.push(`${prefix}${arbitraryPropertyPrefix(property)}`)
    } else {
      add.push(`${prefix}${cssToTailwind(property, value, { themeFonts })}`)
    }
  }
  const merged = twMerge(add.join(' '))
    .split(' ')
    .filter((each) => each !== '')
  const { edits } = planClassChange(
    target.file,
    target.node,
    {
      add: merged,
      drop: (className) =>
        merged.some((incoming) => conflicts(className, incoming)) ||
        unsetSentinels.some((sentinel) => conflicts(className, sentinel)) ||
        unsetArbitrary.some((start) => className.startsWith(start)),
      dropConditional: false,
    },
    helper,
  )
  return edits
}
