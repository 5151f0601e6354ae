import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from 'react-router'
import { messages as en } from '../locales/en/messages.po'
import { router } from './router'

i18n.loadAndActivate({ locale: 'en', messages: en })

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  )
}
