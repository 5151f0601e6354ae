import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMutateApiClient } from '@splendid/change-items'
import { createEditorSession } from '@splendid/editor-engine'
import { setupAppI18n } from '@splendid/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startAnalytics } from './analytics/analytics'
import { EditorApp } from './app/editor-app'
import { editorTexts } from './app/editor-texts'
import { loadMessages } from './app/load-messages'
import { SessionProvider } from './app/session-context'
import { readEditorConfig, runtimeEditorEnv } from './config'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The #root element is missing from index.html')
const root = createRoot(container)
const config = readEditorConfig({ ...import.meta.env, ...runtimeEditorEnv(window) })
const session = createEditorSession({
  canvasId: config.canvasId,
  api: createMutateApiClient({ baseUrl: config.mutateApiUrl }),
  texts: editorTexts,
})
void startAnalytics(config.analytics).catch((error: unknown) =>
  console.warn('Analytics did not start', error),
)

setupAppI18n({ i18n, loadMessages })
  .catch((error: unknown) => {
    console.error('Could not load the translations', error)
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })
  .finally(() => {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <SessionProvider session={session}>
            <EditorApp config={config} />
          </SessionProvider>
        </I18nProvider>
      </StrictMode>,
    )
  })
