import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { StylingFramework } from '@splendid/change-items'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStylingFramework } from './styling-choice'
import { StylingFrameworkField } from './styling-framework-field'

function Choice(props: { canvasId: string; detected: StylingFramework }) {
  const [framework, choose] = useStylingFramework(props.canvasId, props.detected)
  return (
    <I18nProvider i18n={i18n}>
      <StylingFrameworkField value={framework} detected={props.detected} onChange={choose} />
      <output>{framework}</output>
    </I18nProvider>
  )
}

const selected = () => (screen.getByLabelText('Write styles as') as HTMLSelectElement).value

describe('the styling framework choice', () => {
  it("starts at the project's framework and says which one that is", () => {
    render(<Choice canvasId="app" detected="CSS" />)
    expect(selected()).toBe('CSS')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tailwind classes',
      "CSS rules in a stylesheet (this project's)",
      'Inline style',
    ])
  })

  it('keeps a switch for the same project across reloads, and only for it', () => {
    const first = render(<Choice canvasId="app" detected="CSS" />)
    fireEvent.change(screen.getByLabelText('Write styles as'), { target: { value: 'Inline' } })
    expect(screen.getByRole('status').textContent).toBe('Inline')
    first.unmount()

    const again = render(<Choice canvasId="app" detected="CSS" />)
    expect(selected()).toBe('Inline')
    again.unmount()
    render(<Choice canvasId="other-app" detected="Tailwind" />)
    expect(selected()).toBe('Tailwind')
  })

  it("forgets the switch once the project's own framework is chosen again", () => {
    render(<Choice canvasId="app" detected="Tailwind" />)
    const select = screen.getByLabelText('Write styles as')
    fireEvent.change(select, { target: { value: 'CSS' } })
    expect(window.localStorage.length).toBe(1)
    fireEvent.change(select, { target: { value: 'Tailwind' } })
    expect(window.localStorage.length).toBe(0)
  })

  it('ignores a stored value that is not a framework', () => {
    window.localStorage.setItem('splendid-editor.styling-framework.app', 'Sass')
    render(<Choice canvasId="app" detected="CSS" />)
    expect(selected()).toBe('CSS')
  })
})
