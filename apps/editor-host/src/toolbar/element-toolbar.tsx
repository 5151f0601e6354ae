import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  addElement,
  changeTag,
  duplicateElements,
  removeElements,
  selectedKeys,
  wrapElements,
} from '@splendid/editor-engine'
import { ClipboardCopy, ClipboardPaste, Copy, Group, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { ImageButtons } from '../images/image-buttons'
import type { ImageServer } from '../images/upload-image'
import { IconButton } from './icon-button'

const NEW_ELEMENT_TAGS = ['div', 'p', 'span', 'h2', 'button', 'a', 'section'] as const

/** Structural edits of the selection: add, wrap, duplicate, copy, paste, delete, change tag. */
export function ElementToolbar(props: { imageServer: ImageServer }) {
  const { t } = useLingui()
  const session = useSession()
  const count = useEditor((state) => selectedKeys({ ...state, index: state.navTree }).length)
  const selectedNode = useEditor((state) =>
    state.selectedKey === null ? undefined : state.navTree.nodes.get(state.selectedKey),
  )
  const hasCopies = useEditor((state) => state.copied !== null)
  const [newTag, setNewTag] = useState<string>('div')
  const [tagName, setTagName] = useState('')
  const single = count === 1 && selectedNode !== undefined
  const nothing = count === 0

  return (
    <div
      role="toolbar"
      aria-label={t`Element`}
      className="flex flex-wrap items-center gap-1 border-b border-zinc-300 bg-zinc-50 px-2 py-1 text-sm"
    >
      <span className="me-2 min-w-24 truncate text-xs text-zinc-600" aria-live="polite">
        {nothing
          ? t`Nothing selected`
          : count > 1
            ? plural(count, { one: '# element', other: '# elements' })
            : (selectedNode?.name ?? '')}
      </span>
      <label className="sr-only" htmlFor="new-element-tag">
        {t`New element`}
      </label>
      <select
        id="new-element-tag"
        value={newTag}
        onChange={(event) => setNewTag(event.target.value)}
        className="h-8 rounded border border-zinc-300 bg-white px-1 text-xs"
      >
        {NEW_ELEMENT_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {`<${tag}>`}
          </option>
        ))}
      </select>
      <IconButton
        label={t`Add element`}
        disabled={!single}
        onClick={() => void session.act((target) => addElement(target, newTag))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </IconButton>
      <ImageButtons server={props.imageServer} single={single} />
      <IconButton
        label={t`Wrap in div`}
        shortcut="Ctrl+G"
        disabled={nothing}
        onClick={() => void session.act(wrapElements)}
      >
        <Group aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton
        label={t`Duplicate`}
        shortcut="Ctrl+D"
        disabled={nothing}
        onClick={() => void session.act(duplicateElements)}
      >
        <Copy aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={t`Copy`} shortcut="Ctrl+C" disabled={nothing} onClick={session.copy}>
        <ClipboardCopy aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton
        label={t`Paste`}
        shortcut="Ctrl+V"
        disabled={!single || !hasCopies}
        onClick={() => void session.paste()}
      >
        <ClipboardPaste aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton
        label={t`Delete`}
        shortcut="Delete"
        disabled={nothing}
        onClick={() => void session.act(removeElements)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </IconButton>
      <form
        className="ms-2 flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault()
          void session
            .act((target) => changeTag(target, tagName))
            .then((outcome) => {
              if (outcome?.status === 'applied') setTagName('')
            })
        }}
      >
        <input
          aria-label={t`Tag name`}
          placeholder={selectedNode?.tagName ?? 'div'}
          value={tagName}
          dir="ltr"
          disabled={!single || selectedNode?.isComponent}
          onChange={(event) => setTagName(event.target.value)}
          className="h-8 w-24 rounded border border-zinc-300 px-2 font-mono text-xs disabled:bg-zinc-100"
        />
        <button
          type="submit"
          disabled={!single || selectedNode?.isComponent || tagName.trim() === ''}
          className="h-8 rounded bg-zinc-200 px-2 text-xs hover:bg-zinc-300 disabled:opacity-40"
        >
          {t`Change tag`}
        </button>
      </form>
    </div>
  )
}
