import { i18n } from '@lingui/core'
import { setupAppI18n } from '@splendid/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { loadMessages } from './app/load-messages'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The #root element is missing from index.html')
const root = createRoot(container)

setupAppI18n({ i18n, loadMessages })
  .catch((error: unknown) => {
    // Without a catalogue the app still works in English, the source language.
    console.error('Could not load the translations', error)
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
