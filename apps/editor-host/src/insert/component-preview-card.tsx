import { useLingui } from '@lingui/react/macro'
import type { ProjectComponent } from '@splendid/change-items'
import { useCallback, useEffect, useRef, useState } from 'react'
import { componentPreviewUrl } from './component-preview-url'

/** How long the pointer rests on an item before its preview loads (passing over loads none). */
const HOVER_DELAY_MS = 300
const CARD_WIDTH = 288
const CARD_HEIGHT = 176

interface Shown {
  readonly component: ProjectComponent
  readonly anchor: DOMRect
  readonly rtl: boolean
}

/**
 * The hover preview of the insert panel's components: `show` (after a short rest of the
 * pointer, at once on focus) and `hide` for each item, and the card to render — the component
 * rendered alone by the project's own dev server, beside the panel on the preview's side.
 * `previewUrl` null: the dev server serves no previews (nothing is shown).
 */
export function useComponentPreview(previewUrl: string | null) {
  const [shown, setShown] = useState<Shown | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setShown(null)
  }, [])
  const show = useCallback(
    (component: ProjectComponent, item: HTMLElement, delay: boolean) => {
      if (previewUrl === null) return
      clearTimeout(timer.current)
      const open = () =>
        setShown({
          component,
          anchor: item.getBoundingClientRect(),
          rtl: getComputedStyle(item).direction === 'rtl',
        })
      if (delay) timer.current = setTimeout(open, HOVER_DELAY_MS)
      else open()
    },
    [previewUrl],
  )
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (shown === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [shown])
  const card =
    shown === null || previewUrl === null ? null : (
      <ComponentPreviewCard previewUrl={previewUrl} {...shown} />
    )
  return { show, hide, card }
}

function ComponentPreviewCard(props: Shown & { previewUrl: string }) {
  const { t } = useLingui()
  const { anchor, rtl, component } = props
  const top = Math.max(8, Math.min(anchor.top, window.innerHeight - CARD_HEIGHT - 8))
  const inline = rtl ? anchor.right + 8 : anchor.left - CARD_WIDTH - 8
  const name = component.name
  // Visual only (the item's own text names the component), so hidden from assistive technology.
  return (
    <div
      aria-hidden="true"
      data-component-preview={name}
      className="pointer-events-none fixed z-50 overflow-hidden rounded-md border border-zinc-300 bg-white shadow-lg"
      style={{ top, left: Math.max(8, inline), width: CARD_WIDTH, height: CARD_HEIGHT }}
    >
      <iframe
        title={t`Preview of ${name}`}
        src={componentPreviewUrl(props.previewUrl, component, {
          noPreview: t`No preview`,
          wrapperHint: t`put the providers it needs in splendid.preview.tsx`,
        })}
        tabIndex={-1}
        className="h-full w-full border-0"
      />
    </div>
  )
}
