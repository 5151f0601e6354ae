/** Joins the truthy class names with single spaces (a small stand-in for clsx). */
export function cn(...classNames: ReadonlyArray<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ')
}
