import { type ReactNode, useId, useState } from 'react'

/** What a group of style fields gets from the panel: computed values and a setter. */
export interface StyleGroupProps {
  /** The computed styles of the selection (`inspection.cssEvals`). */
  readonly evals: Readonly<Record<string, string>>
  /** The commit handler of one property: sends a styling change (null unsets it). */
  readonly style: (property: string) => (value: string | null) => void
}

/**
 * A collapsible group of the styles panel: a heading whose button shows or hides the fields
 * (the disclosure pattern: `aria-expanded` on the button, the fields' region named by it).
 */
export function StyleSection(props: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(props.defaultOpen ?? false)
  const id = useId()
  return (
    <section className="flex flex-col gap-1.5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-xs font-semibold text-zinc-700">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={() => setOpen((was) => !was)}
          className="flex w-full items-center gap-1 rounded text-start hover:text-zinc-900"
        >
          <span
            aria-hidden="true"
            className={`inline-block transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`}
          >
            ▸
          </span>
          {props.title}
        </button>
      </h3>
      <div id={`${id}-fields`} hidden={!open} className="flex flex-col gap-1.5">
        {props.children}
      </div>
    </section>
  )
}
