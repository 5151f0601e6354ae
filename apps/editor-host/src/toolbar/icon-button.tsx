import type { DragEvent, ReactNode } from 'react'

/** A compact toolbar button whose accessible name is its label (also shown as a tooltip). */
export function IconButton(props: {
  label: string
  onClick: () => void
  children: ReactNode
  pressed?: boolean
  disabled?: boolean
  shortcut?: string
  /** For a button that also takes dropped files. */
  onDragOver?: (event: DragEvent<HTMLButtonElement>) => void
  onDrop?: (event: DragEvent<HTMLButtonElement>) => void
}) {
  const title = props.shortcut ? `${props.label} (${props.shortcut})` : props.label
  return (
    <button
      type="button"
      aria-label={props.label}
      title={title}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      className="inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm text-zinc-700 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-blue-100 aria-pressed:text-blue-800"
    >
      {props.children}
    </button>
  )
}
