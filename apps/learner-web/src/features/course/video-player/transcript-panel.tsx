import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { CaptionCue } from './cue-lookup'
import { formatTime } from './format-time'
import type { CaptionCues } from './use-caption-cues'

interface TranscriptPanelProps {
  readonly captions: CaptionCues
  readonly lang: 'en' | 'ar' | null
  readonly activeIndex: number
  readonly onSeek: (cue: CaptionCue) => void
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * The transcript of the shown caption track: every cue as a button that seeks to it, the current
 * one marked (aria-current) and kept in view by scrolling the panel only — never the page.
 */
export function TranscriptPanel({ captions, lang, activeIndex, onSeek }: TranscriptPanelProps) {
  const { t } = useLingui()
  const list = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const panel = list.current
    const item = panel?.children[activeIndex] as HTMLElement | undefined
    if (!panel || !item) return
    const top = item.offsetTop
    const visible =
      top >= panel.scrollTop && top + item.offsetHeight <= panel.scrollTop + panel.clientHeight
    if (visible) return
    panel.scrollTo?.({
      top: Math.max(0, top - panel.clientHeight / 3),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }, [activeIndex])

  return (
    <section
      aria-label={t`Transcript`}
      className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white lg:w-80"
    >
      <h3 className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        <Trans>Transcript</Trans>
      </h3>
      {captions.status === 'ready' && captions.cues.length > 0 ? (
        <ol
          ref={list}
          lang={lang ?? undefined}
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          className="relative max-h-64 overflow-y-auto p-2 lg:max-h-96"
        >
          {captions.cues.map((cue, index) => (
            <li key={`${cue.start}-${index}`}>
              <button
                type="button"
                aria-current={index === activeIndex ? 'true' : undefined}
                className="flex min-h-11 w-full gap-3 rounded-md px-2 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 aria-[current]:bg-blue-50 aria-[current]:font-semibold aria-[current]:text-blue-900"
                onClick={() => onSeek(cue)}
              >
                <span dir="ltr" className="shrink-0 text-slate-600 tabular-nums">
                  {formatTime(cue.start)}
                </span>
                <span>{cue.text}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="px-4 py-3 text-sm text-slate-600">
          {captions.status === 'error' ? (
            <Trans>The transcript could not be loaded.</Trans>
          ) : captions.status === 'none' ? (
            <Trans>This video has no transcript.</Trans>
          ) : (
            <Trans>Loading the transcript…</Trans>
          )}
        </p>
      )}
    </section>
  )
}
