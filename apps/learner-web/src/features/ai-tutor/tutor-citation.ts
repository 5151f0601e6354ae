/** A lesson an answer used, with the app path that opens it (at the second, for a video). */
export interface TutorCitation {
  readonly lessonId: string
  readonly title: string
  readonly startSecond: number | null
  /** `/course/<slug>?lesson=<id>` (and `&t=<seconds>`): always a path inside the app. */
  readonly url: string
}

/** The citations of a `citations` event or a stored message; anything malformed is left out. */
export function parseTutorCitations(value: unknown): TutorCitation[] {
  if (!Array.isArray(value)) return []
  const citations: TutorCitation[] = []
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue
    const row = item as Record<string, unknown>
    const { lesson_id: lessonId, title, url, start_second: second } = row
    // Only paths of this app: a citation never leads off the site.
    if (typeof lessonId !== 'string' || typeof title !== 'string') continue
    if (typeof url !== 'string' || !url.startsWith('/course/')) continue
    citations.push({
      lessonId,
      title,
      url,
      startSecond: typeof second === 'number' && Number.isFinite(second) ? second : null,
    })
  }
  return citations
}
