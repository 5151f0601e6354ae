import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FieldSubject } from '../app/use-field-draft'
import { StyleField, toHex } from './style-field'

describe('StyleField', () => {
  it('sends a new value on Enter, and not again when the field is left', () => {
    const onCommit = vi.fn()
    render(<StyleField label="Padding" value="0px" onCommit={onCommit} />)
    const input = screen.getByLabelText('Padding')
    fireEvent.change(input, { target: { value: '16px' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    fireEvent.blur(input)
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenCalledWith('16px')
  })

  it('sends null for an emptied field (the property is removed) and nothing when unchanged', () => {
    const onCommit = vi.fn()
    render(<StyleField label="Margin" value="8px" onCommit={onCommit} />)
    const input = screen.getByLabelText('Margin')
    fireEvent.blur(input)
    expect(onCommit).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '' } })
    fireEvent.blur(input)
    expect(onCommit).toHaveBeenCalledWith(null)
  })

  it('keeps what is being typed when a new computed value arrives, and shows it once sent', () => {
    const onCommit = vi.fn()
    const { rerender } = render(<StyleField label="Top" value="auto" onCommit={onCommit} />)
    const input = screen.getByLabelText('Top') as HTMLInputElement
    fireEvent.change(input, { target: { value: '16px' } })
    rerender(<StyleField label="Top" value="96px" onCommit={onCommit} />)
    expect(input.value).toBe('16px')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).toHaveBeenCalledWith('16px')
    rerender(<StyleField label="Top" value="16px" onCommit={onCommit} />)
    rerender(<StyleField label="Top" value="17px" onCommit={onCommit} />)
    expect(input.value).toBe('17px')
  })

  it('holds a value arriving after the field was entered until it is left, so typing never joins it', () => {
    const onCommit = vi.fn()
    const { rerender } = render(<StyleField label="Top" value="auto" onCommit={onCommit} />)
    const input = screen.getByLabelText('Top') as HTMLInputElement
    input.focus()
    // What is typed replaces the value.
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4])
    rerender(<StyleField label="Top" value="226px" onCommit={onCommit} />)
    expect(input.value).toBe('auto')
    fireEvent.change(input, { target: { value: '16px' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).toHaveBeenCalledWith('16px')
  })

  it('leaving an entered but untouched field sends nothing and shows the value that came meanwhile', () => {
    const onCommit = vi.fn()
    const { rerender } = render(<StyleField label="Top" value="auto" onCommit={onCommit} />)
    const input = screen.getByLabelText('Top') as HTMLInputElement
    input.focus()
    rerender(<StyleField label="Top" value="226px" onCommit={onCommit} />)
    act(() => input.blur())
    expect(onCommit).not.toHaveBeenCalled()
    expect(input.value).toBe('226px')
  })

  it('keeps a sent value shown when the field is left before the answer, then shows the answer', () => {
    const onCommit = vi.fn()
    const { rerender } = render(<StyleField label="Top" value="auto" onCommit={onCommit} />)
    const input = screen.getByLabelText('Top') as HTMLInputElement
    input.focus()
    fireEvent.change(input, { target: { value: '16px' } })
    // A refresh from an earlier change lands while typing; it is older than what is sent.
    rerender(<StyleField label="Top" value="226px" onCommit={onCommit} />)
    fireEvent.keyDown(input, { key: 'Enter' })
    act(() => input.blur())
    expect(input.value).toBe('16px')
    rerender(<StyleField label="Top" value="16px" onCommit={onCommit} />)
    expect(input.value).toBe('16px')
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('drops what it held for the element before when another is selected, focus kept', () => {
    const onCommit = vi.fn()
    const field = (subject: string, value: string) => (
      <FieldSubject value={subject}>
        <StyleField label="Top" value={value} onCommit={onCommit} />
      </FieldSubject>
    )
    const { rerender } = render(field('a', 'auto'))
    const input = screen.getByLabelText('Top') as HTMLInputElement
    input.focus()
    fireEvent.change(input, { target: { value: '16px' } })
    // A click in the preview selects another element without taking the focus.
    rerender(field('b', '8px'))
    expect(input.value).toBe('8px')
    rerender(field('b', '9px'))
    expect(input.value).toBe('9px')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).not.toHaveBeenCalled()
  })

  it('Escape puts the current value back', () => {
    render(<StyleField label="Width" value="100px" onCommit={vi.fn()} />)
    const input = screen.getByLabelText('Width') as HTMLInputElement
    fireEvent.change(input, { target: { value: '3px' } })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('100px')
  })
})

describe('toHex', () => {
  it('turns computed colours into the picker form', () => {
    expect(toHex('rgb(69, 151, 247)')).toBe('#4597f7')
    expect(toHex('#ABC')).toBe('#aabbcc')
    expect(toHex('oklch(0.6 0.2 250)')).toBe('#000000')
  })
})

describe('StyleField suggestions', () => {
  it('offers them in a list tied to the field, still taking any value', () => {
    const onCommit = vi.fn()
    render(
      <StyleField
        label="Shadow"
        value="none"
        suggestions={['none', '0 1px 2px red']}
        onCommit={onCommit}
      />,
    )
    const input = screen.getByLabelText('Shadow')
    const list = document.getElementById(input.getAttribute('list') ?? '')
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'none',
      '0 1px 2px red',
    ])
    fireEvent.change(input, { target: { value: '0 0 4px blue' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).toHaveBeenCalledWith('0 0 4px blue')
  })
})
