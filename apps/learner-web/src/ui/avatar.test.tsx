import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Avatar } from './avatar'

/** An IntersectionObserver the test moves by hand: `reveal()` brings every watched element near. */
function stubIntersectionObserver() {
  const watched: { element: Element; callback: IntersectionObserverCallback }[] = []
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.push({ element, callback: this.callback })
    }
    disconnect() {
      watched.length = 0
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    reveal() {
      for (const { element, callback } of [...watched]) {
        callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        )
      }
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Avatar', () => {
  test('is generated only once it comes near the viewport', async () => {
    const observer = stubIntersectionObserver()
    const { container } = render(<Avatar seed="Sarah Ahmed" name="Sarah Ahmed" size={24} />)
    // Far below the fold: a placeholder of the final size, and no generator downloaded.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelector('img')).toBeNull()
    const placeholder = container.querySelector('span[aria-hidden="true"]')
    expect(placeholder?.getAttribute('style')).toContain('width: 24px')

    act(() => observer.reveal())
    await vi.waitFor(() => {
      expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    })
  })

  test('without IntersectionObserver it is generated at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = render(<Avatar seed="Omar Hassan" name="Omar Hassan" />)
    await vi.waitFor(() => {
      expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    })
  })
})
