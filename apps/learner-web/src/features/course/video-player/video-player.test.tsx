import type { Locale } from '@splendid/i18n'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type FakeMedia, installFakeMedia } from '../../../test/fake-media-element'
import { renderWithProviders } from '../../../test/render-with-providers'
import type { ProgressReport } from './use-progress-reports'
import { VideoPlayer } from './video-player'

const CUES = {
  en: [
    { startTime: 0, endTime: 3, text: 'Hello! We say hello when we meet someone.' },
    { startTime: 3, endTime: 6, text: 'Good morning! We say it before noon.' },
    { startTime: 6, endTime: 9, text: 'Goodbye! We say goodbye when we leave.' },
  ],
  ar: [
    { startTime: 0, endTime: 3, text: 'نقول Hello (مرحبًا) عندما نلتقي بشخص ما.' },
    { startTime: 3, endTime: 6, text: 'نقول Good morning (صباح الخير) قبل الظهر.' },
    { startTime: 6, endTime: 9, text: 'نقول Goodbye (مع السلامة) عندما نغادر.' },
  ],
}

let media: FakeMedia
let reports: ProgressReport[]

beforeEach(() => {
  media = installFakeMedia({ duration: 9, cues: CUES })
  reports = []
})

afterEach(() => {
  media.restore()
  vi.useRealTimers()
})

async function renderPlayer(options: { locale?: Locale; startAt?: number } = {}) {
  const result = await renderWithProviders(
    <VideoPlayer
      src="https://media.test/greetings.webm"
      title="Greetings"
      startAt={options.startAt}
      captions={[
        { lang: 'en', src: 'https://media.test/greetings.en.vtt', label: 'English' },
        { lang: 'ar', src: 'https://media.test/greetings.ar.vtt', label: 'العربية' },
      ]}
      onProgress={(report) => reports.push(report)}
    />,
    { locale: options.locale ?? 'en' },
  )
  act(() => media.fire('loadedmetadata'))
  return result
}

const player = () => screen.getByRole('group', { name: 'Greetings' })
const press = (key: string, target: Element = player()) =>
  act(() => fireEvent.keyDown(target, { key }))

describe('VideoPlayer controls', () => {
  test('plays and pauses from its button, whose name says what it does', async () => {
    await renderPlayer()
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(media.video().play).toHaveBeenCalled()
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }))
    expect(media.video().pause).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy()
  })

  test('resumes at startAt, and the seek bar says where playback is in words and seeks', async () => {
    await renderPlayer({ startAt: 2 })
    const seek = screen.getByRole('slider', { name: 'Seek' })
    expect(media.video().currentTime).toBe(2)
    expect(seek.getAttribute('aria-valuetext')).toBe('0:02 of 0:09')
    expect(seek.getAttribute('dir')).toBe('ltr')
    fireEvent.change(seek, { target: { value: '7' } })
    expect(media.video().currentTime).toBe(7)
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe(
      '0:07 of 0:09',
    )
  })

  test('resumes a video whose metadata arrived before the player listened', async () => {
    media.restore()
    media = installFakeMedia({ duration: 9, cues: CUES, metadataLoaded: true })
    await renderWithProviders(
      <VideoPlayer
        src="https://media.test/greetings.webm"
        title="Greetings"
        captions={[]}
        startAt={4}
      />,
    )
    expect(media.video().currentTime).toBe(4)
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe(
      '0:04 of 0:09',
    )
    expect(screen.queryByRole('status')).toBeNull()
  })

  test('a saved position at the very end starts the video over', async () => {
    await renderPlayer({ startAt: 8.8 })
    expect(media.video().currentTime).toBe(0)
  })

  test('offers the six speeds in a menu and applies the chosen one', async () => {
    await renderPlayer()
    const button = screen.getByRole('button', { name: 'Playback speed: 1×' })
    fireEvent.click(button)
    const menu = screen.getByRole('menu', { name: 'Playback speed' })
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '2×',
    ])
    expect(within(menu).getByRole('menuitemradio', { checked: true }).textContent).toContain('1×')
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '1.5×' }))
    expect(media.video().playbackRate).toBe(1.5)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: 'Playback speed: 1.5×' })).toBe(
      document.activeElement,
    )
  })

  test('a menu closes on Escape and gives focus back to its button', async () => {
    await renderPlayer()
    const button = screen.getByRole('button', { name: 'Playback speed: 1×' })
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  test('mutes, unmutes and sets the volume', async () => {
    await renderPlayer()
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }))
    expect(media.video().muted).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(media.video().muted).toBe(false)
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.4' } })
    expect(media.video().volume).toBe(0.4)
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe(
      '40%',
    )
  })

  test('shows loading until the media can play, and a translated error with a retry', async () => {
    await renderWithProviders(
      <VideoPlayer src="https://media.test/missing.webm" title="Greetings" captions={[]} />,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading video…')
    act(() => media.fire('error'))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The video could not be loaded.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(media.video().load).toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('This video has no transcript.')).toBeTruthy()
  })

  test('goes full screen with the player, not the page', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve())
    HTMLElement.prototype.requestFullscreen = requestFullscreen
    try {
      await renderPlayer()
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }))
      expect(requestFullscreen.mock.contexts[0]).toBe(player())
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen
    }
  })
})

describe('VideoPlayer captions and transcript', () => {
  test('captions default to the interface language and are drawn by the player', async () => {
    await renderPlayer({ locale: 'ar' })
    const [en, ar] = Array.from(document.querySelectorAll('track'))
    expect(ar?.track.mode).toBe('hidden')
    expect(en?.track.mode).toBe('disabled')
    act(() => media.playTo(1))
    const caption = screen.getByText(CUES.ar[0]?.text ?? '', { selector: 'video ~ div p' })
    expect(caption.getAttribute('dir')).toBe('rtl')
    expect(caption.getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('button', { name: 'الترجمة المرئية: العربية' })).toBeTruthy()
  })

  test('switches captions to English, off, and back with C', async () => {
    await renderPlayer()
    act(() => media.playTo(4))
    fireEvent.click(screen.getByRole('button', { name: 'Captions: English' }))
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }))
    expect(screen.getByText(CUES.ar[1]?.text ?? '', { selector: 'video ~ div p' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Captions: العربية' }))
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }))
    expect(document.querySelector('video ~ div p')).toBeNull()
    press('c')
    expect(screen.getByRole('button', { name: 'Captions: العربية' })).toBeTruthy()
    expect(screen.getByText(CUES.ar[1]?.text ?? '', { selector: 'video ~ div p' })).toBeTruthy()
  })

  test('the transcript lists the cues, marks the current one and seeks on click', async () => {
    await renderPlayer()
    const transcript = screen.getByRole('region', { name: 'Transcript' })
    const lines = within(transcript).getAllByRole('button')
    expect(lines).toHaveLength(3)
    act(() => media.playTo(4))
    expect(lines[1]?.getAttribute('aria-current')).toBe('true')
    expect(lines[0]?.getAttribute('aria-current')).toBeNull()
    fireEvent.click(within(transcript).getByRole('button', { name: /Goodbye!/ }))
    expect(media.video().currentTime).toBe(6)
    expect(lines[2]?.getAttribute('aria-current')).toBe('true')
  })
})

describe('VideoPlayer keyboard shortcuts', () => {
  test('space and K play and pause, arrows seek 5 s and change the volume, M mutes', async () => {
    await renderPlayer({ startAt: 3 })
    press(' ')
    expect(media.video().paused).toBe(false)
    press('k')
    expect(media.video().paused).toBe(true)
    press('ArrowRight')
    expect(media.video().currentTime).toBe(8)
    press('ArrowRight')
    expect(media.video().currentTime).toBe(9)
    press('ArrowLeft')
    expect(media.video().currentTime).toBe(4)
    press('ArrowDown')
    expect(media.video().volume).toBeCloseTo(0.9)
    press('m')
    expect(media.video().muted).toBe(true)
  })

  test('arrows keep media time in Arabic: the left arrow still goes back', async () => {
    await renderPlayer({ locale: 'ar', startAt: 6 })
    press('ArrowLeft')
    expect(media.video().currentTime).toBe(1)
  })

  test('space on a focused button presses that button only', async () => {
    await renderPlayer()
    press(' ', screen.getByRole('button', { name: 'Mute' }))
    expect(media.video().play).not.toHaveBeenCalled()
  })

  test('says its shortcuts to assistive technology', async () => {
    await renderPlayer()
    const hint = document.getElementById(player().getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toContain('space or K plays and pauses')
  })
})

describe('VideoPlayer progress reports', () => {
  test('reports the watched segment on pause, and nothing skipped by a seek', async () => {
    await renderPlayer({ startAt: 2 })
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => {
      for (const time of [2.5, 3, 3.5, 4]) media.playTo(time)
    })
    act(() => {
      media.video().currentTime = 7
    })
    act(() => media.playTo(7.5))
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    expect(reports).toEqual([
      { position: 7, watchedFrom: 2, watchedTo: 4, reason: 'interval' },
      { position: 7.5, watchedFrom: 7, watchedTo: 7.5, reason: 'pause' },
    ])
  })

  test('reports every 10 s while playing, on ended and on leaving', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { unmount } = await renderPlayer()
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => {
      for (const time of [1, 2, 3]) media.playTo(time)
      vi.advanceTimersByTime(10_000)
    })
    expect(reports).toEqual([{ position: 3, watchedFrom: 0, watchedTo: 3, reason: 'interval' }])
    act(() => {
      for (const time of [4, 5, 6, 7, 8]) media.playTo(time)
      media.end()
    })
    expect(reports.at(-1)).toEqual({ position: 9, watchedFrom: 3, watchedTo: 9, reason: 'ended' })
    act(() => {
      media.video().currentTime = 4
    })
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => media.playTo(5))
    act(() => window.dispatchEvent(new Event('pagehide')))
    expect(reports.at(-1)).toEqual({ position: 5, watchedFrom: 4, watchedTo: 5, reason: 'leave' })
    const count = reports.length
    unmount()
    expect(reports).toHaveLength(count)
  })

  test('leaving by unmounting reports what was watched', async () => {
    const { unmount } = await renderPlayer()
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => media.playTo(1.5))
    unmount()
    expect(reports).toEqual([{ position: 1.5, watchedFrom: 0, watchedTo: 1.5, reason: 'leave' }])
  })

  test('reports nothing when the video never played', async () => {
    const { unmount } = await renderPlayer({ startAt: 4 })
    unmount()
    expect(reports).toEqual([])
  })
})
