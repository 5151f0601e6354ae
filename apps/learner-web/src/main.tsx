import { i18n } from '@lingui/core'
import { LANGUAGE_CHANGE_EVENT, setupAppI18n } from '@splendid/i18n'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter } from './app/browser-router'
import { keepTypedValues } from './app/keep-typed-values'
import { rememberLanguageForServer } from './app/language-cookie'
import { loadMessages } from './app/load-messages'
import { preloadSignedInParts } from './app/preload-signed-in-parts'
import { routes } from './app/routes'
import { readStoredSessionHint } from './features/auth/stored-session-hint'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The #root element is missing from index.html')

/**
 * Whether the HTML in #root was prerendered for exactly what this visit renders first: the same
 * page and language, no query that changes the page, a visitor who is signed out. Anything else
 * is rendered afresh (the prerendered page stays on screen until then).
 */
function canHydrate(root: HTMLElement, locale: string): boolean {
  return (
    root.dataset.prerendered === locale &&
    root.dataset.path === window.location.pathname &&
    window.location.search === '' &&
    readStoredSessionHint() === 'anonymous'
  )
}

async function start(root: HTMLElement): Promise<void> {
  if (readStoredSessionHint() === 'signed-in') preloadSignedInParts()
  const locale = await setupAppI18n({ i18n, loadMessages }).catch((error: unknown) => {
    // Without a catalogue the app still works in English, the source language.
    console.error('Could not load the translations', error)
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    return 'en' as const
  })
  // A text shown without its translation (its catalogue never loaded) shows Lingui's message id;
  // say so where developers and the browser tests look.
  i18n.on('missing', ({ id, locale: shown }) => {
    console.error(`Missing translation: ${id} (${shown})`)
  })
  // index.html's inline script has set the cookie for this visit; a switch sets it again.
  window.addEventListener(LANGUAGE_CHANGE_EVENT, (event) => {
    rememberLanguageForServer(event.detail.locale)
  })
  const router = await createAppRouter(routes)
  if (canHydrate(root, locale)) {
    // What the visitor typed into the prerendered page while the app was loading is kept.
    const retype = keepTypedValues(root)
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} onPageRendered={retype} />
      </StrictMode>,
    )
  } else {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    )
  }
}

void start(container)
