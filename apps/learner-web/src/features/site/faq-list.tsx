import type { ReactNode } from 'react'

/** One question and its answer. */
export interface FaqItem {
  readonly id: string
  readonly question: string
  readonly answer: ReactNode
}

/**
 * Questions as an accordion of native `<details>`/`<summary>`: keyboard-operable and announced
 * as expandable by browsers and screen readers without extra ARIA.
 */
export function FaqList({ items }: { readonly items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              fill="none"
            >
              <path
                d="M5 7.5l5 5 5-5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className="pb-4 leading-relaxed text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
