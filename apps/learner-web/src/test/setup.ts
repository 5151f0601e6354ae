import { i18n } from '@lingui/core'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

// findBy…/waitFor wait up to 1 s by default; a lazy part's first import (transformed on demand)
// can take longer on a busy CI machine running other suites beside this one.
configure({ asyncUtilTimeout: 4000 })

// Macros keep their English source text outside production builds, so an empty catalogue
// renders English; tests that need Arabic activate it through renderWithProviders.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
