import { type FormEvent, type ReactNode, useState } from 'react'
import { styles } from './authoring-styles'
import { BilingualField, type BilingualValue } from './bilingual-field'

/** Props of {@link NewTitleForm}. */
export interface NewTitleFormProps {
  readonly id: string
  readonly label: ReactNode
  readonly submitLabel: ReactNode
  readonly initial?: BilingualValue
  readonly disabled?: boolean
  /** Extra fields shown before the title (e.g. the lesson's kind). */
  readonly children?: ReactNode
  /** Resolves `true` when the title was taken (the form then empties). */
  readonly onSubmit: (title: BilingualValue) => Promise<boolean>
  readonly onCancel?: () => void
  readonly cancelLabel?: ReactNode
}

/** A bilingual title and a button: adding a chapter or a lesson, renaming one. */
export function NewTitleForm(props: NewTitleFormProps) {
  const [title, setTitle] = useState<BilingualValue>(props.initial ?? { en: '', ar: '' })
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (await props.onSubmit(title)) setTitle(props.initial ?? { en: '', ar: '' })
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      {props.children}
      <BilingualField
        id={props.id}
        label={props.label}
        value={title}
        onChange={setTitle}
        required
        maxLength={120}
        disabled={props.disabled === true}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={styles.small} disabled={props.disabled}>
          {props.submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" className={styles.small} onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
        ) : null}
      </div>
    </form>
  )
}
