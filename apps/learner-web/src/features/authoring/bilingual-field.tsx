import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { styles } from './authoring-styles'

/** A text in both languages. */
export interface BilingualValue {
  readonly en: string
  readonly ar: string
}

/** Props of {@link BilingualField}. */
export interface BilingualFieldProps {
  /** Prefix of the two inputs' ids: `<id>-en`, `<id>-ar`. */
  readonly id: string
  readonly label: ReactNode
  readonly value: BilingualValue
  readonly onChange: (value: BilingualValue) => void
  readonly multiline?: boolean
  readonly required?: boolean
  readonly disabled?: boolean
  readonly maxLength?: number
}

/**
 * One text in English and Arabic side by side (stacked on small screens), each input in its own
 * language and direction, so Arabic is typed right to left whatever the interface language.
 */
export function BilingualField(props: BilingualFieldProps) {
  const { id, value, onChange } = props
  function input(lang: 'en' | 'ar') {
    const common = {
      id: `${id}-${lang}`,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      value: value[lang],
      required: props.required,
      disabled: props.disabled,
      maxLength: props.maxLength,
      className: styles.input,
    } as const
    const change = (next: string) => onChange({ ...value, [lang]: next })
    return props.multiline ? (
      <textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />
    ) : (
      <input {...common} onChange={(event) => change(event.target.value)} />
    )
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{props.label}</legend>
      <div className="mt-1 grid gap-3 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-en`} className={styles.label}>
            <Trans>English</Trans>
          </label>
          {input('en')}
        </div>
        <div>
          <label htmlFor={`${id}-ar`} className={styles.label}>
            <Trans>Arabic</Trans>
          </label>
          {input('ar')}
        </div>
      </div>
    </fieldset>
  )
}
