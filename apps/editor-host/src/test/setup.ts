import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

// Macros keep their English source text outside production builds, so an empty catalogue
// renders English; tests that need Arabic activate it through renderWithProviders.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
