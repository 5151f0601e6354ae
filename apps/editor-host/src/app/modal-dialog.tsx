import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * The editor's modal dialog: a `<dialog>` shown with `showModal()` (focus kept inside, the page
 * inert behind it) holding one form with a title. Escape and the close request cancel; keys
 * typed in it never reach the editor's shortcuts. Focus goes to the first element matching
 * `initialFocus` when given — a dialog opened from the preview must take focus out of the iframe.
 */
export function ModalDialog(props: {
  title: string
  width: string
  onCancel: () => void
  onSubmit: (event: FormEvent) => void
  initialFocus?: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { onCancel, initialFocus } = props

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    if (initialFocus !== undefined) element?.querySelector<HTMLElement>(initialFocus)?.focus()
    return () => element?.close()
  }, [initialFocus])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      // The editor's shortcuts (Delete, ⌘Z, Esc…) are for the page, not for this dialog.
      onKeyDown={(event) => {
        event.stopPropagation()
        if (event.key === 'Escape') {
          event.preventDefault()
          onCancel()
        }
      }}
      style={{ width: props.width }}
      className="m-auto max-w-[calc(100vw-2rem)] rounded-lg p-0 text-sm shadow-xl backdrop:bg-black/30"
    >
      <form onSubmit={props.onSubmit} className="flex flex-col gap-3 p-4">
        <h2 id={titleId} className="text-base font-semibold">
          {props.title}
        </h2>
        {props.children}
      </form>
    </dialog>
  )
}
