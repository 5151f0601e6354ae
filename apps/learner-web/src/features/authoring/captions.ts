/** The largest caption file accepted (WebVTT or SubRip). */
export const MAX_CAPTION_BYTES = 1024 * 1024

/** Why a caption file was refused. */
export type CaptionProblem = 'too-large' | 'not-captions' | 'no-cues'

/** A caption file read as WebVTT, or why it cannot be. */
export type CaptionResult =
  | { readonly ok: true; readonly vtt: string; readonly cueCount: number }
  | { readonly ok: false; readonly problem: CaptionProblem }

const TIMING =
  /^\s*((?:\d+:)?\d{1,2}:\d{2})[.,](\d{3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2})[.,](\d{3})(.*)$/

/**
 * Reads a caption file's text as WebVTT: a WebVTT file is kept as it is (line endings made
 * `\n`); a SubRip (.srt) file is converted — cue numbers dropped, `,` in timings made `.`, and
 * the `WEBVTT` header added. Anything with no timed cue is refused.
 *
 * @example
 * ```ts
 * captionsAsWebVtt('1\n00:00:01,000 --> 00:00:02,500\nHello\n')
 * // { ok: true, vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\n', cueCount: 1 }
 * ```
 */
export function captionsAsWebVtt(text: string): CaptionResult {
  if (new TextEncoder().encode(text).length > MAX_CAPTION_BYTES) {
    return { ok: false, problem: 'too-large' }
  }
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
  if (lines[0]?.startsWith('WEBVTT')) {
    const cueCount = lines.filter((line) => TIMING.test(line)).length
    return cueCount === 0
      ? { ok: false, problem: 'no-cues' }
      : { ok: true, vtt: `${lines.join('\n').trimEnd()}\n`, cueCount }
  }
  const blocks = lines
    .join('\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((block) => block.length > 0)
  const cues: string[] = []
  for (const block of blocks) {
    const timingIndex = block.findIndex((line) => TIMING.test(line))
    // A SubRip cue is an optional number, the timing line, then the text.
    if (timingIndex < 0 || timingIndex > 1) return { ok: false, problem: 'not-captions' }
    const timing = block[timingIndex]?.replace(TIMING, '$1.$2 --> $3.$4$5') ?? ''
    cues.push([timing, ...block.slice(timingIndex + 1)].join('\n'))
  }
  if (cues.length === 0) return { ok: false, problem: 'no-cues' }
  return { ok: true, vtt: `WEBVTT\n\n${cues.join('\n\n')}\n`, cueCount: cues.length }
}
