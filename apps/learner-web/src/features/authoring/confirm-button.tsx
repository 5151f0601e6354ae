import { Trans } from '@lingui/react/macro'
import { type ReactNode, useId, useRef } from 'react'
import { styles } from './authoring-styles'

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** The button's text (e.g. "Delete"). */
  readonly label: ReactNode
  /** The button's accessible name when its text is not enough (e.g. "Delete Chapter 1"). */
  readonly ariaLabel?: string
  /** The question asked, e.g. "Delete the chapter "Basics" and its 3 lessons?". */
  readonly question: ReactNode
  /** The confirming button's text. */
  readonly confirmLabel: ReactNode
  readonly onConfirm: () => void
  readonly disabled?: boolean
}

/**
 * A destructive action behind a modal confirmation (the native `<dialog>`: focus is kept inside,
 * Escape cancels and focus returns to the button).
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        className={styles.danger}
        aria-label={props.ariaLabel}
        disabled={props.disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {props.label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <p id={titleId} className="text-slate-900">
          {props.question}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={styles.secondary}
            onClick={() => dialog.current?.close()}
          >
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
            onClick={() => {
              dialog.current?.close()
              props.onConfirm()
            }}
          >
            {props.confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  )
}
