import { useEffect, useId, useRef } from 'react'
import { useFieldDraft } from '../app/use-field-draft'

/**
 * One CSS property: shows the computed value, sends a new one on Enter or blur. `options` make
 * it a select; `suggestions` offer values to pick while any value may still be typed.
 */
export function StyleField(props: {
  label: string
  value: string
  onCommit: (value: string | null) => void
  options?: readonly string[]
  suggestions?: readonly string[]
  type?: 'text' | 'color'
  disabled?: boolean
}) {
  const id = useId()
  const field = useFieldDraft(props.value)
  // What was last sent: Enter then leaving the field (or a refused value still in the field)
  // must not send the same change twice.
  const sent = useRef<string | null>(null)
  useEffect(() => {
    sent.current = null
  }, [props.value])
  const commit = () => {
    const typed = field.take()
    if (typed === null) return
    const next = typed.trim()
    if (next === props.value.trim() || next === sent.current) return
    sent.current = next
    props.onCommit(next === '' ? null : next)
  }
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
      <label htmlFor={id} className="truncate text-xs text-zinc-600">
        {props.label}
      </label>
      {props.options ? (
        <select
          id={id}
          value={props.options.includes(field.draft) ? field.draft : ''}
          disabled={props.disabled}
          onChange={(event) => {
            field.choose(event.target.value)
            if (event.target.value !== props.value) props.onCommit(event.target.value || null)
          }}
          className="h-7 rounded border border-zinc-300 bg-white px-1 text-xs"
        >
          {!props.options.includes(field.draft) && <option value="">{field.draft || '—'}</option>}
          {props.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <div className="flex items-center gap-1">
          {props.type === 'color' && (
            <input
              type="color"
              aria-hidden="true"
              tabIndex={-1}
              disabled={props.disabled}
              value={toHex(field.draft)}
              onChange={(event) => {
                field.choose(event.target.value)
                props.onCommit(event.target.value)
              }}
              className="h-7 w-7 shrink-0 cursor-pointer rounded border border-zinc-300"
            />
          )}
          <input
            id={id}
            dir="ltr"
            list={props.suggestions ? `${id}-suggestions` : undefined}
            value={field.draft}
            disabled={props.disabled}
            onChange={(event) => field.type(event.target.value)}
            onFocus={field.focusProps.onFocus}
            onBlur={() => {
              field.focusProps.onBlur()
              commit()
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                commit()
              } else if (event.key === 'Escape') field.reset()
            }}
            className="h-7 w-full min-w-0 rounded border border-zinc-300 px-2 font-mono text-xs"
          />
          {props.suggestions && (
            <datalist id={`${id}-suggestions`}>
              {props.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </div>
      )}
    </div>
  )
}

/** `rgb(r, g, b)` / `#rgb` / `#rrggbb` as `#rrggbb` for the colour picker (else black). */
export function toHex(value: string): string {
  const rgb = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(value)
  if (rgb) {
    return `#${rgb
      .slice(1, 4)
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('')}`
  }
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value)
  if (short)
    return `#${short
      .slice(1)
      .map((digit) => digit + digit)
      .join('')}`.toLowerCase()
  return '#000000'
}
