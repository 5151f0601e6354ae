/**
 * Starts downloading the code only a signed-in user sees (the header's controls, the second
 * factor's gate, the celebrations), which the app otherwise loads when it first renders them: a
 * visitor with a stored session gets them beside supabase-js instead of one round trip after.
 */
export function preloadSignedInParts(): void {
  const parts = [
    import('../features/site/signed-in-header-parts'),
    import('../features/account/second-factor-gate'),
    import('../features/progress/celebration-toast'),
  ]
  // A failed download is retried, and reported, when the part is rendered.
  for (const part of parts) part.catch(() => {})
}
