import { useLingui } from '@lingui/react/macro'
import { VIEWPORTS } from '@splendid/editor-engine'
import { createParentBridge } from '@splendid/frame-bridge'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { INSERT_DRAG_TYPE, insertDragItem, useInsertDragging } from '../insert/insert-drag-item'

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
  const insertDragging = useInsertDragging()

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
        className="relative mx-auto origin-top-left"
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
        {/* While an item of the insert panel is dragged, the preview's area takes the drag: the
            frame says where the item would land (and shows it), and the drop inserts it there. */}
        {insertDragging && <InsertDropZone iframe={iframeRef} zoom={zoom} />}
      </div>
    </div>
  )
}

/**
 * While an item of the insert panel is dragged, the preview's area takes the drag (the preview
 * is another origin's page): the frame says where the item would land and shows it, and the drop
 * inserts it there. The panel's click is the keyboard's way to insert.
 */
function InsertDropZone(props: { iframe: RefObject<HTMLIFrameElement | null>; zoom: number }) {
  const session = useSession()
  const zoneRef = useRef<HTMLDivElement>(null)
  const { iframe, zoom } = props

  useEffect(() => {
    const zone = zoneRef.current
    if (!zone) return
    // A point of the preview's own viewport: the iframe is scaled by the zoom.
    const pointIn = (event: DragEvent) => {
      const rect = iframe.current?.getBoundingClientRect()
      return {
        clientX: (event.clientX - (rect?.left ?? 0)) / zoom,
        clientY: (event.clientY - (rect?.top ?? 0)) / zoom,
      }
    }
    const ours = (event: DragEvent) => event.dataTransfer?.types.includes(INSERT_DRAG_TYPE) ?? false
    const onDragOver = (event: DragEvent) => {
      if (!ours(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
      void session.insertDragOver(pointIn(event))
    }
    const onDragLeave = () => session.hideInsertPlace()
    const onDrop = (event: DragEvent) => {
      const item = insertDragItem.get()
      if (!ours(event) || item === null) return
      event.preventDefault()
      insertDragItem.set(null)
      void session.insertDrop(pointIn(event), item.build, item.componentName)
    }
    zone.addEventListener('dragover', onDragOver)
    zone.addEventListener('dragleave', onDragLeave)
    zone.addEventListener('drop', onDrop)
    return () => {
      zone.removeEventListener('dragover', onDragOver)
      zone.removeEventListener('dragleave', onDragLeave)
      zone.removeEventListener('drop', onDrop)
    }
  }, [session, iframe, zoom])

  return <div ref={zoneRef} data-insert-drop-zone="" className="absolute inset-0" />
}
