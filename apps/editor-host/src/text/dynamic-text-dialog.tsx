import { useLingui } from '@lingui/react/macro'
import {
  changePropOf,
  type DynamicTextSource,
  editText,
  findDynamicTextSource,
} from '@splendid/editor-engine'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { ModalDialog } from '../app/modal-dialog'
import { useEditor, useSession } from '../app/session-context'

/**
 * The 'Edit Dynamic Text' dialog (spec §2): the preview's button on a text that cannot be edited
 * in place opens it. It says where the text comes from and, when the source allows, edits it
 * there: a literal prop of the component instance that passes it (a CHANGE_PROP), or the source
 * text of a translated message (an EDIT_TEXT, which also updates the catalogues). Text computed
 * by code is shown with its file and line, to change in a code editor.
 */
export function DynamicTextDialog() {
  const session = useSession()
  const request = useEditor((state) => state.dynamicText)
  const navTree = useEditor((state) => state.navTree)
  const lookups = useEditor((state) => state.lookups)
  const source = useMemo(
    () =>
      request === null
        ? null
        : findDynamicTextSource(navTree, lookups, request.elementKey, request.text),
    [request, navTree, lookups],
  )
  if (request === null || source === null) return null
  return (
    <DialogBody
      key={request.elementKey}
      shownText={request.text}
      source={source}
      onClose={() => session.closeDynamicText()}
    />
  )
}

function DialogBody(props: { shownText: string; source: DynamicTextSource; onClose: () => void }) {
  const { t } = useLingui()
  const session = useSession()
  const inputId = useId()
  const { source, onClose } = props
  const initial =
    source.kind === 'prop' ? source.value : source.kind === 'translation' ? source.sourceText : ''
  const [text, setText] = useState(initial)

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (text === initial) {
      onClose()
      return
    }
    if (source.kind === 'prop') {
      void session.submit(changePropOf(source.instanceCodebaseId, source.propName, text))
    } else if (source.kind === 'translation') {
      const input = editText(source.elementKey, source.sourceText, text)
      if (input) void session.submit(input)
    }
    onClose()
  }

  const propLabel = (propName: string) => t`Value of ${propName}`
  const location = source.kind === 'unknown' ? null : `${source.filePath}:${source.line}`
  let explanation: string
  switch (source.kind) {
    case 'prop': {
      const { propName, componentName } = source
      explanation = t`This text comes from the ${propName} prop of ${componentName}. Changing it here rewrites that prop in the source.`
      break
    }
    case 'translation':
      explanation = t`This is a translation of a text in the source. Editing it changes the source text; the other languages' translations are marked for review.`
      break
    case 'code':
      explanation = t`This text is computed by the code (a variable, a function call or data). Change it where it is computed:`
      break
    case 'unknown':
      explanation = t`This text does not come from the project's source, so it cannot be edited here.`
      break
    default: {
      const unreachable: never = source
      explanation = unreachable
    }
  }
  const editable = source.kind === 'prop' || source.kind === 'translation'

  return (
    <ModalDialog
      title={t`Edit Dynamic Text`}
      width="28rem"
      onCancel={onClose}
      onSubmit={save}
      // The button that opens the dialog is in the preview: focus must come out of the iframe,
      // or Escape and typing would go to the page.
      initialFocus='textarea, button[type="button"]'
    >
      <p className="rounded bg-zinc-100 px-2 py-1 text-zinc-700" dir="auto">
        {props.shownText}
      </p>
      <p className="text-zinc-700">{explanation}</p>
      {location !== null && (
        <p className="font-mono text-xs text-zinc-600" dir="ltr">
          {location}
        </p>
      )}
      {editable && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-medium">
            {source.kind === 'prop' ? propLabel(source.propName) : t`Source text`}
          </label>
          <textarea
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            dir="auto"
            className="rounded border border-zinc-300 px-2 py-1"
          />
        </div>
      )}
      <div className="flex justify-end gap-2">
        {location !== null && !editable && (
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(location).then(
                () => session.notify('success', t`Location copied`),
                () => session.notify('error', t`The location could not be copied`),
              )
            }}
            className="rounded border border-zinc-300 px-3 py-1 hover:bg-zinc-100"
          >
            {t`Copy location`}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="rounded border border-zinc-300 px-3 py-1 hover:bg-zinc-100"
        >
          {editable ? t`Cancel` : t`Close`}
        </button>
        {editable && (
          <button
            type="submit"
            className="rounded bg-blue-600 px-3 py-1 font-medium text-white hover:bg-blue-700"
          >
            {t`Save`}
          </button>
        )}
      </div>
    </ModalDialog>
  )
}
