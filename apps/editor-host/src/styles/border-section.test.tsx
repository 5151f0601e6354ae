import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BorderSection, sharedValue } from './border-section'

const EVALS = {
  'border-top-width': '2px',
  'border-right-width': '0px',
  'border-bottom-width': '0px',
  'border-left-width': '0px',
  'border-top-left-radius': '8px',
  'border-top-right-radius': '8px',
  'border-bottom-right-radius': '8px',
  'border-bottom-left-radius': '8px',
}

function renderSection() {
  const sent: Array<[string, string | null]> = []
  const style = vi.fn((property: string) => (value: string | null) => {
    sent.push([property, value])
  })
  render(
    <I18nProvider i18n={i18n}>
      <BorderSection evals={EVALS} style={style} />
    </I18nProvider>,
  )
  return sent
}

function commit(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter' })
}

describe('BorderSection', () => {
  it('is collapsed until its heading is pressed', () => {
    renderSection()
    const toggle = screen.getByRole('button', { name: 'Borders' })
    expect(toggle).toHaveProperty('ariaExpanded', 'false')
    expect(screen.getByLabelText('Border width').closest('[hidden]')).not.toBeNull()
    fireEvent.click(toggle)
    expect(toggle).toHaveProperty('ariaExpanded', 'true')
    expect(screen.getByLabelText('Border width').closest('[hidden]')).toBeNull()
  })

  it('edits all sides, or the one side picked, and one corner', () => {
    const sent = renderSection()
    expect(screen.getByLabelText('Border width')).toHaveProperty('value', '')
    commit('Border width', '1px')
    fireEvent.change(screen.getByLabelText('Border side'), { target: { value: 'top' } })
    expect(screen.getByLabelText('Border width')).toHaveProperty('value', '2px')
    commit('Border width', '4px')
    fireEvent.change(screen.getByLabelText('Border style'), { target: { value: 'dashed' } })
    expect(screen.getByLabelText('Corner radius')).toHaveProperty('value', '8px')
    fireEvent.change(screen.getByLabelText('Corner'), { target: { value: 'bottom-left' } })
    commit('Corner radius', '0px')
    expect(sent).toEqual([
      ['border-width', '1px'],
      ['border-top-width', '4px'],
      ['border-top-style', 'dashed'],
      ['border-bottom-left-radius', '0px'],
    ])
  })
})

describe('sharedValue', () => {
  it('is the value every property has, else empty', () => {
    expect(sharedValue(EVALS, ['border-top-left-radius', 'border-top-right-radius'])).toBe('8px')
    expect(sharedValue(EVALS, ['border-top-width', 'border-left-width'])).toBe('')
  })
})
