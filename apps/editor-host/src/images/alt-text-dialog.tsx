import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { ModalDialog } from '../app/modal-dialog'

/**
 * Asks for the alt text of an image being inserted: required, unless the designer ticks
 * "Decorative image" (then `alt=""`).
 */
export function AltTextDialog(props: {
  fileName: string
  onCancel: () => void
  onSubmit: (alt: string) => void
}) {
  const { t } = useLingui()
  const [alt, setAlt] = useState('')
  const [decorative, setDecorative] = useState(false)
  const { onCancel } = props

  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit(decorative ? '' : alt.trim())
  }

  return (
    <ModalDialog title={t`Insert image`} width="24rem" onCancel={onCancel} onSubmit={submit}>
      <p className="truncate text-zinc-600" dir="auto">
        {props.fileName}
      </p>
      <label className="flex flex-col gap-1">
        {t`Alternative text`}
        <input
          value={alt}
          dir="auto"
          required={!decorative}
          disabled={decorative}
          onChange={(event) => setAlt(event.target.value)}
          className="rounded border border-zinc-300 px-2 py-1 disabled:bg-zinc-100"
        />
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => setDecorative(event.target.checked)}
        />
        {t`Decorative image (no alternative text)`}
      </label>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className="rounded px-3 py-1 hover:bg-zinc-100">
          {t`Cancel`}
        </button>
        <button
          type="submit"
          disabled={!decorative && alt.trim() === ''}
          className="rounded bg-blue-600 px-3 py-1 text-white disabled:opacity-40"
        >
          {t`Insert`}
        </button>
      </div>
    </ModalDialog>
  )
}
