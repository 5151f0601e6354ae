import { publicObjectUrl } from '../../../lib/public-object-url'
import type { QuizMedia } from './quiz-question'

/** The content bank's public bucket, where quiz pictures and recordings live. */
const BANK_MEDIA_BUCKET = 'bank-media'

/** A question's media from its stored path: a picture by its extension, else a recording. */
export function quizMediaOf(path: string | null, alt: string): QuizMedia | undefined {
  if (path === null || path === '') return undefined
  const kind = /\.(png|jpe?g|webp|gif)$/i.test(path) ? 'image' : 'audio'
  return { url: publicObjectUrl(BANK_MEDIA_BUCKET, path), kind, alt }
}
