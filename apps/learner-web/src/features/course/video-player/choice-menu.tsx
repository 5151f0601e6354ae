import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

/** One choice of a {@link ChoiceMenu}. */
export interface Choice<Value extends string> {
  readonly value: Value
  readonly label: string
  /** The language of the label when it differs from the interface's (a caption track's name). */
  readonly lang?: string
}

interface ChoiceMenuProps<Value extends string> {
  /** The button's accessible name, saying the current choice ("Playback speed: 1×"). */
  readonly label: string
  /** The menu's accessible name ("Playback speed"). */
  readonly menuLabel: string
  readonly icon: ReactNode
  readonly choices: readonly Choice<Value>[]
  readonly value: Value
  readonly onChange: (value: Value) => void
}

export const CONTROL_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * A menu button with radio items (WAI-ARIA menu button pattern): opening focuses the current
 * choice, ↑/↓/Home/End move, Enter or space chooses (the items are buttons), Escape closes and returns to the button,
 * leaving the menu closes it. The menu opens above the control bar, at its end side.
 */
export function ChoiceMenu<Value extends string>(props: ChoiceMenuProps<Value>) {
  const { label, menuLabel, icon, choices, value, onChange } = props
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  const menuId = useId()

  const focusItem = (index: number) => {
    const count = choices.length
    items.current[(index + count) % count]?.focus()
  }
  const openMenu = () => {
    setOpen(true)
    const current = Math.max(
      0,
      choices.findIndex((choice) => choice.value === value),
    )
    requestAnimationFrame(() => focusItem(current))
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const choose = (choice: Value) => {
    onChange(choice)
    close(true)
  }
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement)
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(choices.length - 1),
      Escape: () => close(true),
      Tab: () => close(false),
    }
    const action = keys[event.key]
    if (!action) return
    if (event.key !== 'Tab') event.preventDefault()
    event.stopPropagation()
    action()
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={CONTROL_BUTTON}
        onClick={() => (open ? close(false) : openMenu())}
      >
        {icon}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          className="absolute bottom-full end-0 z-20 mb-2 flex min-w-36 flex-col rounded-md bg-slate-900 py-1 shadow-lg ring-1 ring-white/20"
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            // Focus leaving the menu and its button (a click or Tab elsewhere) closes it.
            if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close(false)
          }}
        >
          {choices.map((choice, index) => (
            <button
              type="button"
              key={choice.value}
              ref={(element) => {
                items.current[index] = element
              }}
              role="menuitemradio"
              aria-checked={choice.value === value}
              lang={choice.lang}
              tabIndex={-1}
              className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-start text-sm text-white hover:bg-white/15 focus-visible:bg-white/20 focus-visible:outline-2 focus-visible:outline-white aria-checked:font-semibold"
              onClick={() => choose(choice.value)}
            >
              <span aria-hidden="true" className="w-4">
                {choice.value === value ? '✓' : ''}
              </span>
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
