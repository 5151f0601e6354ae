/**
 * A four-sided property (`padding`, `margin`) from its computed sides, as one shorthand value:
 * `16px` when all sides agree, else `top right bottom left`.
 */
export function shorthandOf(evals: Readonly<Record<string, string>>, property: string): string {
  const sides = ['top', 'right', 'bottom', 'left'].map((side) => evals[`${property}-${side}`] ?? '')
  if (sides.every((side) => side === '')) return ''
  const [top, right, bottom, left] = sides
  if (sides.every((side) => side === top)) return top ?? ''
  if (top === bottom && right === left) return `${top} ${right}`
  return sides.join(' ')
}

/** Class names the designer sees: without the editor's own marks. */
export function visibleClasses(classList: readonly string[]): string[] {
  return classList.filter((name) => !name.startsWith('arb89-') && !name.startsWith('tempo-'))
}
