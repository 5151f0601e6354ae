import { useLingui } from '@lingui/react/macro'
import { VIEWPORTS } from '@splendid/editor-engine'
import { createParentBridge } from '@splendid/frame-bridge'
import { useEffect, useRef, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'

/** The app under edit, in an iframe sized by the chosen viewport and scaled by the zoom. */
export function PreviewPane(props: { previewUrl: string; src: string }) {
  const { t } = useLingui()
  const session = useSession()
  const iframeRef = useRef<HTMLIFrameElement>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  const zoom = useEditor((state) => state.zoom)
  const viewport = useEditor((state) => state.viewport)
  const bridgeStatus = useEditor((state) => state.bridgeStatus)
  const [area, setArea] = useState({ width: 1024, height: 768 })

  useEffect(() => {
    const iframe = iframeRef.current
    if (!iframe) return
    const bridge = createParentBridge({
      iframe,
      previewOrigin: new URL(props.previewUrl).origin,
      onConnected: () => void session.initialiseFrame(),
    })
    const detach = session.attachFrame(bridge)
    return () => {
      detach()
      bridge.close()
    }
  }, [session, props.previewUrl])

  useEffect(() => {
    const element = areaRef.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setArea({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const element = areaRef.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return
      event.preventDefault()
      session.zoomBy(event.deltaY < 0 ? 1 : -1)
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [session])

  const fixedWidth = VIEWPORTS[viewport]
  const width = fixedWidth ?? Math.max(320, area.width / zoom)
  const height = Math.max(240, (area.height - 16) / zoom)
  return (
    <div ref={areaRef} className="relative h-full overflow-auto bg-zinc-200 p-2">
      {bridgeStatus === 'connecting' && (
        <p
          role="status"
          className="absolute inset-x-0 top-2 z-10 mx-auto w-fit rounded bg-white/90 px-3 py-1 text-sm shadow"
        >
          {t`Connecting to the preview…`}
        </p>
      )}
      <div
        className="mx-auto origin-top-left"
        style={{
          width: width * zoom,
          height: height * zoom,
        }}
      >
        <iframe
          ref={iframeRef}
          title={t`Preview`}
          src={props.src}
          className="origin-top-left border-0 bg-white shadow-sm"
          style={{ width, height, transform: `scale(${zoom})` }}
        />
      </div>
    </div>
  )
}
