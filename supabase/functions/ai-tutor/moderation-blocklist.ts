import { searchForm } from './search-form.ts'

// A small bilingual list of what a learning tutor does not discuss (sexual content, abuse,
// weapons), compared word-wise in search form so Arabic spelling variants are caught too. It is
// the fallback when no provider moderation is configured; refusals are logged without the text.
const BLOCKED_PHRASES = [
  'porn',
  'porno',
  'pornography',
  'nude',
  'nudes',
  'sex video',
  'fuck',
  'bitch',
  'whore',
  'make a bomb',
  'build a bomb',
  'kill you',
  'سكس',
  'اباحي',
  'اباحيه',
  'عاهره',
  'شرموط',
  'شرموطه',
  'متناكه',
  'صنع قنبله',
  'اقتلك',
].map(searchForm)

/** Whether `message` contains a blocked word or phrase (whole words, any spelling variant). */
export function isBlockedMessage(message: string): boolean {
  const text = ` ${searchForm(message)} `
  return BLOCKED_PHRASES.some((phrase) => text.includes(` ${phrase} `))
}
