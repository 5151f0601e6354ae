// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { readHydrationStatus } from './hydration-check'

function showOverlay(message: string): void {
  const overlay = document.createElement('vite-error-overlay')
  const shadow = overlay.attachShadow({ mode: 'open' })
  shadow.innerHTML = `<div class="message-body">${message}</div><div class="file">src/App.tsx:3:1</div><pre class="stack">at App</pre>`
  document.body.append(overlay)
}

describe('readHydrationStatus', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is no_error without an overlay', () => {
    expect(readHydrationStatus(document)).toEqual({
      status: 'no_error',
      errorDescription: null,
      errorLabel: null,
      errorBody: null,
    })
  })

  it('is error when the overlay message contains Hydration failed, other_error otherwise', () => {
    showOverlay('Hydration failed because the server rendered HTML did not match')
    expect(readHydrationStatus(document)).toEqual({
      status: 'error',
      errorDescription: 'Hydration failed because the server rendered HTML did not match',
      errorLabel: 'src/App.tsx:3:1',
      errorBody: 'at App',
    })
    document.body.innerHTML = ''
    showOverlay('x is not defined')
    expect(readHydrationStatus(document).status).toBe('other_error')
  })
})
