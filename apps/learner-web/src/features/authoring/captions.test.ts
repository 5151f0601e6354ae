import { describe, expect, it } from 'vitest'
import { captionsAsWebVtt, MAX_CAPTION_BYTES } from './captions'

describe('captionsAsWebVtt', () => {
  it('converts SubRip: numbers dropped, commas made dots, header added', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nHello\r\nthere\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nمرحبا\r\n'
    expect(captionsAsWebVtt(srt)).toEqual({
      ok: true,
      vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\nthere\n\n00:00:03.000 --> 00:00:04.000\nمرحبا\n',
      cueCount: 2,
    })
  })

  it('keeps WebVTT as it is and counts its cues', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000 align:start\nHi\n'
    expect(captionsAsWebVtt(vtt)).toEqual({ ok: true, vtt, cueCount: 1 })
  })

  it('refuses files that are not captions, have no cue, or are too large', () => {
    expect(captionsAsWebVtt('just some notes\nabout the lesson')).toEqual({
      ok: false,
      problem: 'not-captions',
    })
    expect(captionsAsWebVtt('WEBVTT\n\nNOTE nothing timed\n')).toEqual({
      ok: false,
      problem: 'no-cues',
    })
    expect(captionsAsWebVtt('')).toEqual({ ok: false, problem: 'no-cues' })
    expect(captionsAsWebVtt('x'.repeat(MAX_CAPTION_BYTES + 1))).toEqual({
      ok: false,
      problem: 'too-large',
    })
  })
})
