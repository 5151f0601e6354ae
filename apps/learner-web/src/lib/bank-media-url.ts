import { publicObjectUrl } from './public-object-url'

/** The content bank's public bucket of pictures and recordings: `<uploader id>/<file>`. */
export const BANK_MEDIA_BUCKET = 'bank-media'

/** The address of a content-bank file, as the bank and the quizzes that show it load it. */
export function bankMediaUrl(path: string): string {
  return publicObjectUrl(BANK_MEDIA_BUCKET, path)
}
