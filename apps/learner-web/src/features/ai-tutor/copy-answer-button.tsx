import { Trans } from '@lingui/react/macro'
import { useState } from 'react'

/** Copies an answer's text; says whether it worked (the clipboard can be refused). */
export function CopyAnswerButton({ text }: { readonly text: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setResult('copied')
    } catch {
      setResult('failed')
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50"
      >
        <Trans>Copy</Trans>
      </button>
      <span role="status" className="text-xs text-slate-600">
        {result === 'copied' ? <Trans>Copied</Trans> : null}
        {result === 'failed' ? <Trans>Could not copy</Trans> : null}
      </span>
    </span>
  )
}
