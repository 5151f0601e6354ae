import { useLingui } from '@lingui/react/macro'
import { redoTarget, undoTarget, VIEWPORTS, type Viewport } from '@splendid/editor-engine'
import { LanguageSwitcher } from '@splendid/i18n'
import {
  ArrowLeft,
  ArrowRight,
  Monitor,
  Play,
  Redo2,
  RotateCw,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { IconButton } from './icon-button'

const MOD =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+'

/** Navigation of the preview, undo/redo, drive mode, zoom, viewport and language. */
export function TopToolbar(props: { previewUrl: string; onNavigate: (src: string) => void }) {
  const { t } = useLingui()
  const session = useSession()
  const href = useEditor((state) => state.href)
  const zoom = useEditor((state) => state.zoom)
  const viewport = useEditor((state) => state.viewport)
  const driveMode = useEditor((state) => state.driveMode)
  const canUndo = useEditor((state) => undoTarget(state.history) !== null)
  const canRedo = useEditor((state) => redoTarget(state.history) !== null)
  const flushing = useEditor((state) => state.flushing)
  const [address, setAddress] = useState('')
  const [addressError, setAddressError] = useState<string | null>(null)

  useEffect(() => {
    if (href !== null) setAddress(href)
  }, [href])

  const go = () => {
    const origin = new URL(props.previewUrl).origin
    let url: URL
    try {
      url = new URL(address, origin)
    } catch {
      setAddressError(t`Enter a path such as /courses`)
      return
    }
    if (url.origin !== origin) {
      setAddressError(t`Only pages of ${origin} can be edited`)
      return
    }
    setAddressError(null)
    props.onNavigate(url.href)
  }

  const viewportLabels: Record<Viewport, string> = {
    full: t`Full width`,
    sm: 'sm',
    md: 'md',
    lg: 'lg',
    xl: 'xl',
  }

  return (
    <header className="flex flex-wrap items-center gap-1 border-b border-zinc-300 bg-white px-2 py-1">
      <span className="me-2 font-semibold text-blue-700">Splendid</span>
      <IconButton label={t`Back`} onClick={() => session.navigate('goBack')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </IconButton>
      <IconButton label={t`Forward`} onClick={() => session.navigate('goForward')}>
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </IconButton>
      <IconButton label={t`Refresh`} onClick={() => session.navigate('refresh')}>
        <RotateCw aria-hidden="true" className="size-4" />
      </IconButton>
      <form
        className="flex min-w-48 flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault()
          go()
        }}
      >
        <input
          aria-label={t`Preview address`}
          aria-invalid={addressError !== null}
          aria-describedby={addressError ? 'address-error' : undefined}
          dir="ltr"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          className="h-8 rounded border border-zinc-300 px-2 font-mono text-xs aria-invalid:border-red-500"
        />
        {addressError && (
          <span id="address-error" className="text-xs text-red-700">
            {addressError}
          </span>
        )}
      </form>
      <span className="mx-1 h-6 w-px bg-zinc-300" />
      <IconButton
        label={t`Undo`}
        shortcut={`${MOD}Z`}
        disabled={!canUndo}
        onClick={() => void session.undo()}
      >
        <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </IconButton>
      <IconButton
        label={t`Redo`}
        shortcut={`⇧${MOD}Z`}
        disabled={!canRedo}
        onClick={() => void session.redo()}
      >
        <Redo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </IconButton>
      <span role="status" className="w-20 text-xs text-zinc-500">
        {flushing ? t`Saving…` : ''}
      </span>
      <IconButton
        label={t`Drive mode`}
        pressed={driveMode}
        onClick={() => session.setDriveMode(!driveMode)}
      >
        <Play aria-hidden="true" className="size-4" />
        <span className="ms-1 hidden text-xs lg:inline">{t`Drive`}</span>
      </IconButton>
      <span className="mx-1 h-6 w-px bg-zinc-300" />
      <IconButton label={t`Zoom out`} shortcut={`${MOD}−`} onClick={() => session.zoomBy(-1)}>
        <ZoomOut aria-hidden="true" className="size-4" />
      </IconButton>
      <button
        type="button"
        title={t`Reset zoom`}
        onClick={() => session.setZoom(1)}
        className="w-12 text-center text-xs tabular-nums"
      >
        {Math.round(zoom * 100)}%
      </button>
      <IconButton label={t`Zoom in`} shortcut={`${MOD}+`} onClick={() => session.zoomBy(1)}>
        <ZoomIn aria-hidden="true" className="size-4" />
      </IconButton>
      <span className="mx-1 h-6 w-px bg-zinc-300" />
      <fieldset className="flex items-center gap-0.5">
        <legend className="sr-only">{t`Preview width`}</legend>
        {(Object.keys(VIEWPORTS) as Viewport[]).map((name) => (
          <IconButton
            key={name}
            label={viewportLabels[name]}
            pressed={viewport === name}
            onClick={() => session.setViewport(name)}
          >
            <span className="text-xs">
              {name === 'full' ? <Monitor aria-hidden="true" className="size-4" /> : name}
            </span>
          </IconButton>
        ))}
      </fieldset>
      <span className="mx-1 h-6 w-px bg-zinc-300" />
      <LanguageSwitcher className="h-8 rounded px-2 text-sm hover:bg-zinc-200" />
    </header>
  )
}
