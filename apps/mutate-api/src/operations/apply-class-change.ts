import type { AddClassRequestBody, RemoveClassRequestBody } from '@splendid/change-items'
import { MutateError } from '../mutate-error'
import { classHelperFor } from '../source/class-helper'
import { planClassChange } from '../source/class-name-source'
import type { TextEdit } from '../source/text-edit'
import { checkDeclarationValue } from '../styling/css-declaration'
import { cssToTailwind } from '../styling/css-to-tailwind'
import { parseModifiers, tailwindPrefix } from '../styling/modifiers'
import { planEachElement } from './each-element'
import type { ElementRef, OperationContext } from './operation-context'
import { conflicts } from './styling-tailwind'

const CLASS_NAME = /^[^\s"'`\\{}<>]+$/

function checkClassName(className: string): void {
  if (!CLASS_NAME.test(className)) {
    throw new MutateError(
      'BAD_REQUEST',
      `"${className}" is not a single class name (no spaces, quotes, braces or backslashes)`,
    )
  }
}

/**
 * `mutate/addClass`: adds a class to the element's className. A Tailwind class gets the
 * modifiers as variant prefix and replaces the classes it conflicts with (tailwind-merge);
 * custom properties become arbitrary-property classes (`[--brand:#f00]`).
 */
export async function applyAddClass(
  ctx: OperationContext,
  body: AddClassRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  checkClassName(body.className)
  for (const [name, value] of Object.entries(body.customProperties))
    checkDeclarationValue(name, value)
  const tailwind = body.stylingFramework === 'Tailwind'
  const parsed = parseModifiers(body.modifiers)
  if (!tailwind && (body.modifiers.length > 0 || Object.keys(body.customProperties).length > 0)) {
    throw new MutateError(
      'BAD_REQUEST',
      'Modifiers and custom properties apply to Tailwind classes only (stylingFramework "Tailwind")',
    )
  }
  const prefix = tailwind ? tailwindPrefix(parsed) : ''
  const withPrefix = body.className.startsWith(prefix)
    ? body.className
    : `${prefix}${body.className}`
  const add = [
    withPrefix,
    ...Object.entries(body.customProperties).map(
      ([name, value]) => `${prefix}${cssToTailwind(name, value)}`,
    ),
  ]
  return planEachElement(ctx, body.reactElement, body.alsoReactElements, async (target) => {
    const { edits } = planClassChange(
      target.file,
      target.node,
      {
        add,
        drop: (className) => tailwind && add.some((incoming) => conflicts(className, incoming)),
        dropConditional: false,
      },
      await classHelperFor(ctx, target.file, target.node),
    )
    if (edits.length === 0) {
      throw new MutateError(
        'NOTHING_TO_CHANGE',
        `<${target.entry.tagName}> already has the class "${withPrefix}"`,
      )
    }
    return edits
  })
}

/** `mutate/removeClass`: removes every written occurrence of the class from the className. */
export async function applyRemoveClass(
  ctx: OperationContext,
  body: RemoveClassRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  checkClassName(body.className)
  return planEachElement(ctx, body.reactElement, body.alsoReactElements, async (target) => {
    const { edits, dropped } = planClassChange(target.file, target.node, {
      add: [],
      drop: (className) => className === body.className,
      dropConditional: true,
    })
    if (dropped.length === 0) {
      throw new MutateError(
        'NOTHING_TO_CHANGE',
        `<${target.entry.tagName}> has no removable class "${body.className}" written in its className`,
      )
    }
    return edits
  })
}
