// The form texts are compared in, mirroring public.passage_search_form in SQL: Arabic letter
// forms folded (أ إ آ ٱ → ا, ؤ → و, ئ ى → ي, ة → ه), diacritics and tatweel dropped, Arabic-Indic
// digits made ASCII, lower case, punctuation turned into spaces, white space collapsed.

const LETTER_FOLDS: Record<string, string> = {
  آ: 'ا',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ة: 'ه',
}

const MARKS = /[\u0640\u064B-\u0655\u0670]/g
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g
const PUNCTUATION =
  /[!-/:-@[-`{-~\u060C\u061B\u061F\u00AB\u00BB\u201C\u201D\u2018\u2019\u2013\u2014\u2026]+/g

/** `text` as search compares it: `searchForm('أسْئلة؟')` is `'اسيله'`. */
export function searchForm(text: string): string {
  return text
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[آأإٱؤئىة]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(PUNCTUATION, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
