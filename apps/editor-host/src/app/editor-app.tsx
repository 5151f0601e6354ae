import { useLingui } from '@lingui/react/macro'
import { isTypingTarget } from '@splendid/editor-engine'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import type { EditorConfig } from '../config'
import { HistoryPanel } from '../history/history-panel'
import { InsertPanel } from '../insert/insert-panel'
import { PropsPanel } from '../inspector/props-panel'
import { LayersPanel } from '../layers/layers-panel'
import { PreviewPane } from '../preview/preview-pane'
import { StylesPanel } from '../styles/styles-panel'
import { useStylingFramework } from '../styles/styling-choice'
import { DynamicTextDialog } from '../text/dynamic-text-dialog'
import { ElementToolbar } from '../toolbar/element-toolbar'
import { TopToolbar } from '../toolbar/top-toolbar'
import { Notices } from './notices'
import { useEditor, useSession } from './session-context'

type Tab = 'insert' | 'styles' | 'props' | 'history'
const TABS: readonly Tab[] = ['insert', 'styles', 'props', 'history']

/** The editor: toolbars on top, layers on the start side, the preview, and the inspector tabs. */
export function EditorApp(props: { config: EditorConfig }) {
  const { t } = useLingui()
  const session = useSession()
  const [src, setSrc] = useState(`${props.config.previewUrl}/`)
  const [tab, setTab] = useState<Tab>('styles')
  const [stylingFramework, setStylingFramework] = useStylingFramework(
    props.config.canvasId,
    props.config.stylingFramework,
  )
  const tabsId = useId()
  const lookupsStatus = useEditor((state) => state.lookupsStatus)
  const lookupsError = useEditor((state) => state.lookupsError)
  const hydration = useEditor((state) => state.hydration)
  const serverUrl = props.config.mutateApiUrl

  useEffect(() => {
    void session.loadLookups()
  }, [session])

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Text selected in the editor's own panels is copied as text, not as elements.
      const copyingText =
        event.key.toLowerCase() === 'c' && window.getSelection()?.isCollapsed === false
      if (copyingText) return
      const handled = session.handleKey({
        key: event.key,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        typing: isTypingTarget(event.target),
      })
      if (handled) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [session])

  const tabLabels: Record<Tab, string> = {
    insert: t`Insert`,
    styles: t`Styles`,
    props: t`Props`,
    history: t`History`,
  }
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const direction = document.documentElement.dir === 'rtl' ? -step : step
    const next = TABS[(TABS.indexOf(tab) + direction + TABS.length) % TABS.length] ?? 'styles'
    setTab(next)
    document.getElementById(`${tabsId}-${next}`)?.focus()
  }

  return (
    <div className="grid h-full grid-rows-[auto_auto_auto_1fr]">
      <TopToolbar previewUrl={props.config.previewUrl} onNavigate={setSrc} />
      <ElementToolbar imageServer={props.config} />
      <div>
        {lookupsStatus === 'error' && (
          <div
            role="alert"
            className="flex items-center gap-3 bg-amber-100 px-3 py-2 text-sm text-amber-950"
          >
            <span>
              {t`The editing server (${serverUrl}) cannot be reached, so changes cannot be saved.`}{' '}
              <span className="text-amber-800">{lookupsError}</span>
            </span>
            <button
              type="button"
              onClick={() => void session.loadLookups()}
              className="rounded bg-amber-200 px-2 py-0.5 hover:bg-amber-300"
            >
              {t`Retry`}
            </button>
          </div>
        )}
        {hydration !== 'no_error' && (
          <div role="status" className="bg-red-50 px-3 py-1 text-sm text-red-800">
            {hydration === 'error'
              ? t`The preview failed to hydrate; what you see may not match the code.`
              : t`The preview shows an error.`}
          </div>
        )}
      </div>
      <main className="grid min-h-0 grid-cols-[16rem_1fr_20rem]">
        <aside className="min-h-0 border-e border-zinc-300 bg-white">
          <LayersPanel />
        </aside>
        <PreviewPane previewUrl={props.config.previewUrl} src={src} />
        <aside className="flex min-h-0 flex-col border-s border-zinc-300 bg-white">
          <div
            role="tablist"
            aria-label={t`Inspector`}
            className="flex border-b border-zinc-200"
            onKeyDown={onTabKey}
          >
            {TABS.map((name) => (
              <button
                key={name}
                id={`${tabsId}-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${tabsId}-${name}-panel`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                className="flex-1 border-b-2 border-transparent px-2 py-2 text-sm aria-selected:border-blue-600 aria-selected:font-medium"
              >
                {tabLabels[name]}
              </button>
            ))}
          </div>
          <div
            id={`${tabsId}-${tab}-panel`}
            role="tabpanel"
            aria-labelledby={`${tabsId}-${tab}`}
            className="min-h-0 flex-1 overflow-auto"
          >
            {tab === 'insert' && (
              <InsertPanel
                stylingFramework={stylingFramework}
                componentPreviewUrl={
                  props.config.componentPreviews ? props.config.previewUrl : null
                }
              />
            )}
            {tab === 'styles' && (
              <StylesPanel
                stylingFramework={stylingFramework}
                detectedFramework={props.config.stylingFramework}
                onStylingFrameworkChange={setStylingFramework}
              />
            )}
            {tab === 'props' && <PropsPanel />}
            {tab === 'history' && <HistoryPanel />}
          </div>
        </aside>
      </main>
      <Notices />
      <DynamicTextDialog />
    </div>
  )
}
