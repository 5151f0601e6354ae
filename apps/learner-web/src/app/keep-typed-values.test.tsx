import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import { keepTypedValues } from './keep-typed-values'

function EmailForm() {
  const [email, setEmail] = useState('')
  const [hydrated, setHydrated] = useState(false)
  // Like the auth forms' submit button: a render right after hydration, which would wipe a value
  // React's state does not have.
  if (typeof window !== 'undefined' && !hydrated) queueMicrotask(() => setHydrated(true))
  return (
    <form>
      <input
        aria-label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <output>{email}</output>
    </form>
  )
}

let container: HTMLElement

afterEach(() => {
  container.remove()
})

describe('keepTypedValues', () => {
  test('what was typed into the prerendered form before hydration ends up in React state', async () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<EmailForm />)
    document.body.append(container)
    const input = container.querySelector('input') as HTMLInputElement
    input.value = 'sara@example.com' // typed on a slow phone, before the app arrived

    const retype = keepTypedValues(container)
    await act(async () => {
      hydrateRoot(container, <EmailForm />)
    })
    await act(async () => retype())

    expect(input.value).toBe('sara@example.com')
    expect(container.querySelector('output')?.textContent).toBe('sara@example.com')
  })

  test('untouched fields are left alone, and it acts only once', async () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<EmailForm />)
    document.body.append(container)
    const input = container.querySelector('input') as HTMLInputElement
    let events = 0
    input.addEventListener('input', () => {
      events += 1
    })
    const retype = keepTypedValues(container)
    await act(async () => {
      hydrateRoot(container, <EmailForm />)
    })
    await act(async () => {
      retype()
      retype()
    })
    expect(events).toBe(0)
    expect(input.value).toBe('')
  })
})
