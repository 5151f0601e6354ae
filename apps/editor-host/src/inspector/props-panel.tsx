import { useLingui } from '@lingui/react/macro'
import { changeProp, codebaseIdOf } from '@splendid/editor-engine'
import type { InspectElementReply } from '@splendid/frame-bridge'
import { useEffect, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { FieldSubject, useFieldDraft } from '../app/use-field-draft'
import { parsePropInput } from './prop-input'

const HIDDEN_PROPS = new Set(['className', 'children', 'tempoelementid', 'key', 'ref'])

/** The selected element's props (literal ones editable) and, for components, its live state. */
export function PropsPanel() {
  const { t } = useLingui()
  const session = useSession()
  const node = useEditor((state) =>
    state.selectedKey === null ? undefined : state.navTree.nodes.get(state.selectedKey),
  )
  const [reply, setReply] = useState<InspectElementReply | null>(null)
  const [newName, setNewName] = useState('')
  const [newValue, setNewValue] = useState('')

  useEffect(() => {
    setReply(null)
    if (!node?.isComponent) return
    let current = true
    void session
      .inspectComponent({
        isComponent: true,
        componentName: node.name,
        tempoElementID: codebaseIdOf(node.key),
        componentElementId: node.key,
      })
      .then((answer) => {
        if (current) setReply(answer)
      })
    return () => {
      current = false
    }
  }, [session, node])

  if (!node)
    return <p className="p-3 text-sm text-zinc-500">{t`Select an element to see its props.`}</p>

  const submit = (
    name: string,
    text: string,
    previous: string | number | boolean | null | undefined,
  ) => {
    const parsed = parsePropInput(text, previous)
    if ('error' in parsed) {
      session.notify('error', parsed.error)
      return
    }
    void session.act((target) => changeProp(target, name, parsed.value))
  }
  const componentName = node.name
  const entries = Object.entries(node.props).filter(([name]) => !HIDDEN_PROPS.has(name))

  return (
    <FieldSubject value={node.key}>
      <div className="flex flex-col gap-4 p-3 text-sm">
        <section aria-labelledby="props-heading">
          <h3 id="props-heading" className="mb-2 text-xs font-semibold text-zinc-700">
            {t`Props of ${componentName}`}
          </h3>
          {entries.length === 0 && <p className="text-xs text-zinc-500">{t`No props.`}</p>}
          <dl className="flex flex-col gap-1.5">
            {entries.map(([name, prop]) => (
              <div key={name} className="grid grid-cols-[7rem_1fr_auto] items-center gap-2">
                <dt className="truncate font-mono text-xs" dir="ltr">
                  {name}
                </dt>
                <dd className="min-w-0">
                  {prop.type === 'LITERAL' ? (
                    <PropValueInput
                      label={name}
                      value={prop.value === null ? '' : String(prop.value)}
                      onCommit={(text) => submit(name, text, prop.value)}
                    />
                  ) : prop.type === 'FUNCTION' ? (
                    <span className="font-mono text-xs text-zinc-500">ƒ()</span>
                  ) : (
                    <code className="block truncate text-xs text-zinc-600" dir="ltr">
                      {JSON.stringify(prop.value)}
                    </code>
                  )}
                </dd>
                <button
                  type="button"
                  aria-label={t`Remove prop ${name}`}
                  onClick={() => void session.act((target) => changeProp(target, name, null))}
                  className="rounded px-1 text-zinc-500 hover:bg-zinc-200"
                >
                  ×
                </button>
              </div>
            ))}
          </dl>
          <form
            className="mt-3 grid grid-cols-[7rem_1fr_auto] gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              if (newName.trim() === '') return
              submit(newName, newValue, undefined)
              setNewName('')
              setNewValue('')
            }}
          >
            <input
              aria-label={t`New prop name`}
              placeholder={t`name`}
              dir="ltr"
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              className="h-7 rounded border border-zinc-300 px-2 font-mono text-xs"
            />
            <input
              aria-label={t`New prop value`}
              placeholder={t`value`}
              dir="ltr"
              value={newValue}
              onChange={(event) => setNewValue(event.target.value)}
              className="h-7 rounded border border-zinc-300 px-2 font-mono text-xs"
            />
            <button
              type="submit"
              className="h-7 rounded bg-zinc-200 px-2 text-xs hover:bg-zinc-300"
            >
              {t`Add`}
            </button>
          </form>
        </section>
        {node.isComponent && (
          <section aria-labelledby="state-heading">
            <h3 id="state-heading" className="mb-2 text-xs font-semibold text-zinc-700">
              {t`Live props and state`}
            </h3>
            {reply === null ? (
              <p className="text-xs text-zinc-500">{t`Reading…`}</p>
            ) : 'error' in reply ? (
              <p className="text-xs text-zinc-500">{reply.error}</p>
            ) : (
              <pre className="overflow-auto rounded bg-zinc-100 p-2 text-[11px]" dir="ltr">
                {JSON.stringify({ props: reply.props, state: reply.state }, null, 2)}
              </pre>
            )}
          </section>
        )}
      </div>
    </FieldSubject>
  )
}

function PropValueInput(props: { label: string; value: string; onCommit: (text: string) => void }) {
  const field = useFieldDraft(props.value)
  const commit = () => {
    const typed = field.take()
    if (typed !== null && typed !== props.value) props.onCommit(typed)
  }
  return (
    <input
      aria-label={props.label}
      dir="auto"
      value={field.draft}
      onChange={(event) => field.type(event.target.value)}
      onFocus={field.focusProps.onFocus}
      onBlur={() => {
        field.focusProps.onBlur()
        commit()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
        if (event.key === 'Escape') field.reset()
      }}
      className="h-7 w-full rounded border border-zinc-300 px-2 text-xs"
    />
  )
}
