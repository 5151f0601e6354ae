import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import type { CaptionCue } from './cue-lookup'
import { TranscriptPanel } from './transcript-panel'

const LINE_HEIGHT = 40
const PANEL_HEIGHT = 120
const cues: CaptionCue[] = Array.from({ length: 10 }, (_, index) => ({
  start: index,
  end: index + 1,
  text: `Line ${index + 1}`,
}))

const scrollTo = vi.fn()
const windowScroll = vi.fn()
let reducedMotion = false

/** jsdom lays nothing out: each line is 40 px tall, the panel shows three of them. */
function stubLayout() {
  const lineTop = {
    configurable: true,
    get(this: HTMLElement) {
      const siblings = this.parentElement ? Array.from(this.parentElement.children) : []
      return this.tagName === 'LI' ? siblings.indexOf(this) * LINE_HEIGHT : 0
    },
  }
  Object.defineProperties(HTMLElement.prototype, {
    offsetTop: lineTop,
    offsetHeight: { configurable: true, get: () => LINE_HEIGHT },
  })
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get: () => PANEL_HEIGHT,
  })
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo']
  vi.stubGlobal('scrollTo', windowScroll)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
  }))
}

beforeEach(() => {
  stubLayout()
  scrollTo.mockClear()
  windowScroll.mockClear()
  reducedMotion = false
})

afterEach(() => {
  for (const name of ['offsetTop', 'offsetHeight']) {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
  }
  delete (Element.prototype as unknown as Record<string, unknown>).clientHeight
  delete (Element.prototype as Partial<Element>).scrollTo
  vi.unstubAllGlobals()
})

/** The panel while playback moves from the first line to the sixth. */
function MovingTranscript() {
  const [activeIndex, setActiveIndex] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setActiveIndex(5)}>
        Play on
      </button>
      <TranscriptPanel
        captions={{ status: 'ready', cues }}
        lang="en"
        activeIndex={activeIndex}
        onSeek={vi.fn()}
      />
    </>
  )
}

function renderPanel(activeIndex: number, onSeek = vi.fn()) {
  return renderWithProviders(
    <TranscriptPanel
      captions={{ status: 'ready', cues }}
      lang="en"
      activeIndex={activeIndex}
      onSeek={onSeek}
    />,
  )
}

describe('TranscriptPanel', () => {
  test('scrolls the panel, not the page, to a current line out of view', async () => {
    await renderWithProviders(<MovingTranscript />)
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Play on' }))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo.mock.contexts[0]).toBe(screen.getByRole('list'))
    expect(scrollTo).toHaveBeenCalledWith({
      top: 5 * LINE_HEIGHT - PANEL_HEIGHT / 3,
      behavior: 'smooth',
    })
    expect(windowScroll).not.toHaveBeenCalled()
  })

  test('jumps without animation when the learner prefers reduced motion', async () => {
    reducedMotion = true
    await renderPanel(7)
    expect(scrollTo).toHaveBeenCalledWith({
      top: 7 * LINE_HEIGHT - PANEL_HEIGHT / 3,
      behavior: 'auto',
    })
  })

  test('leaves the panel alone while the current line is in view', async () => {
    await renderPanel(2)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  test('a line seeks to its cue with a click or Enter (it is a button)', async () => {
    const onSeek = vi.fn()
    await renderPanel(0, onSeek)
    const line = screen.getByRole('button', { name: /Line 4/ })
    fireEvent.click(line)
    expect(onSeek).toHaveBeenCalledWith(cues[3])
    expect(line.tagName).toBe('BUTTON')
  })

  test('says in Arabic when the transcript could not be loaded', async () => {
    await renderWithProviders(
      <TranscriptPanel
        captions={{ status: 'error', cues: [] }}
        lang="ar"
        activeIndex={-1}
        onSeek={vi.fn()}
      />,
      { locale: 'ar' },
    )
    expect(screen.getByRole('region', { name: 'النص المكتوب' }).textContent).toContain(
      'تعذّر تحميل النص المكتوب.',
    )
  })
})
