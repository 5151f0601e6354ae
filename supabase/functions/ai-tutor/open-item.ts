/** A quiz question or homework assignment the learner has not finished (rpc tutor_open_items). */
export interface OpenItem {
  kind: 'quiz' | 'homework'
  item_id: string
  course_id: string
  prompt_en: string
  prompt_ar: string
  /** The answers the tutor must not give: accepted answers, right options, expected answers. */
  answers: string[]
}
