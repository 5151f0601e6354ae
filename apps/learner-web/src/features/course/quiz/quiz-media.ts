import { bankMediaUrl } from '../../../lib/bank-media-url'
import type { QuizMedia } from './quiz-question'

/** A question's media from its stored path: a picture by its extension, else a recording. */
export function quizMediaOf(path: string | null, alt: string): QuizMedia | undefined {
  if (path === null || path === '') return undefined
  const kind = /\.(png|jpe?g|webp|gif)$/i.test(path) ? 'image' : 'audio'
  return { url: bankMediaUrl(path), kind, alt }
}
