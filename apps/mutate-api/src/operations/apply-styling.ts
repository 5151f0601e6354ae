import type { StylingRequestBody } from '@splendid/change-items'
import { classHelperFor } from '../source/class-helper'
import type { TextEdit } from '../source/text-edit'
import { checkDeclarationValue, checkPropertyName } from '../styling/css-declaration'
import { projectThemeFonts } from '../styling/project-theme-fonts'
import { planEachElement } from './each-element'
import type { ElementRef, OperationContext } from './operation-context'
import { planCssStyling } from './styling-css'
import { planInlineStyling } from './styling-inline'
import { planTailwindStyling } from './styling-tailwind'

/**
 * `mutate/styling`: writes CSS properties to the source in the element's styling framework —
 * Tailwind classes, the inline `style={{…}}` object, or a rule in the project's stylesheet.
 * Every value must be one declaration value (see `checkDeclarationValue`), whatever the
 * framework: 400 `INVALID_CSS_VALUE` otherwise, before any file is read. The other elements of
 * a multi-selection (`alsoReactElements`) are restyled in the same change.
 */
export async function applyStyling(
  ctx: OperationContext,
  body: StylingRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  for (const [property, value] of [
    ...Object.entries(body.styling),
    ...Object.entries(body.customProperties),
  ]) {
    if (value === null) checkPropertyName(property)
    else checkDeclarationValue(property, value)
  }
  const themeFonts = await projectThemeFonts(ctx, body.styling)
  return planEachElement(ctx, body.reactElement, body.alsoReactElements, async (target) => {
    switch (body.stylingFramework) {
      case 'Tailwind':
        return planTailwindStyling(
          target,
          body,
          await classHelperFor(ctx, target.file, target.node),
          themeFonts,
        )
      case 'Inline':
        return planInlineStyling(target, body)
      case 'CSS':
        return planCssStyling(ctx, target, body)
      default: {
        const unreachable: never = body.stylingFramework
        return unreachable
      }
    }
  })
}
