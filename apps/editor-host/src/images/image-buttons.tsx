import { useLingui } from '@lingui/react/macro'
import { addImage, codebaseIdOf, replaceImageSource } from '@splendid/editor-engine'
import { ImagePlus, RefreshCw } from 'lucide-react'
import { useRef, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { IconButton } from '../toolbar/icon-button'
import { AltTextDialog } from './alt-text-dialog'
import { type ImageServer, uploadImage } from './upload-image'

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif,image/avif'

/**
 * The element toolbar's image buttons: "Insert image" picks a file (or takes one dropped on it), asks for its alt text, copies
 * it into the project and inserts an `<img>` (inside the selected container, else after the
 * selection); "Replace image" (on a selected `<img>`) copies a new file and changes its `src`.
 */
export function ImageButtons(props: { server: ImageServer; single: boolean }) {
  const { t } = useLingui()
  const session = useSession()
  const insertInput = useRef<HTMLInputElement>(null)
  const replaceInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const selectedFile = useEditor((state) =>
    state.selectedKey === null
      ? undefined
      : state.lookups.treeElements[codebaseIdOf(state.selectedKey)]?.filePath,
  )
  const onImage = useEditor(
    (state) =>
      state.selectedKey !== null && state.navTree.nodes.get(state.selectedKey)?.tagName === 'img',
  )

  const insert = async (chosen: File, alt: string) => {
    setFile(null)
    try {
      const image = await uploadImage(props.server, chosen)
      setError(null)
      await session.act((target) => addImage(target, image, alt))
    } catch (caught) {
      setError(t`The image could not be added: ${(caught as Error).message}`)
    }
  }
  const replace = async (chosen: File) => {
    try {
      const image = await uploadImage(props.server, chosen)
      setError(null)
      await session.act((target) => replaceImageSource(target, image, selectedFile ?? ''))
    } catch (caught) {
      setError(t`The image could not be added: ${(caught as Error).message}`)
    }
  }

  return (
    <>
      <input
        ref={insertInput}
        type="file"
        accept={ACCEPTED}
        aria-label={t`Image file to insert`}
        className="hidden"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          event.target.value = ''
          if (chosen) setFile(chosen)
        }}
      />
      {/* An image file dropped on the button is inserted like a picked one. */}
      <IconButton
        label={t`Insert image`}
        disabled={!props.single}
        onClick={() => insertInput.current?.click()}
        onDragOver={(event) => {
          if (props.single && event.dataTransfer.types.includes('Files')) event.preventDefault()
        }}
        onDrop={(event) => {
          const dropped = event.dataTransfer.files[0]
          if (!props.single || dropped === undefined) return
          event.preventDefault()
          setFile(dropped)
        }}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
      </IconButton>
      <input
        ref={replaceInput}
        type="file"
        accept={ACCEPTED}
        aria-label={t`Image file to replace with`}
        className="hidden"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          event.target.value = ''
          if (chosen) void replace(chosen)
        }}
      />
      <IconButton
        label={t`Replace image`}
        disabled={!props.single || !onImage}
        onClick={() => replaceInput.current?.click()}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
      </IconButton>
      {error !== null && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
      {file !== null && (
        <AltTextDialog
          fileName={file.name}
          onCancel={() => setFile(null)}
          onSubmit={(alt) => void insert(file, alt)}
        />
      )}
    </>
  )
}
