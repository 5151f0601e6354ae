import type { CreateChangeItemInput, JsonValue } from '@splendid/change-items'
import { ActionRefused, type ActionTarget, codebaseIdOf, requireSingle } from './action-target'
import { insertPlace } from './insert-place'

/** An image the server copied into the project (the answer of its assets call). */
export interface UploadedImage {
  /** Project-relative path (`src/assets/hero.png`, `public/images/hero.png`). */
  readonly path: string
  /** `public`: written as `src="<url>"`; `module`: imported as `importName`. */
  readonly kind: 'public' | 'module'
  readonly url: string | null
  readonly importName: string | null
  readonly width: number
  readonly height: number
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

function htmlEscape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A JSX attribute value for a string: `"…"` when it can be written so, else `{"…"}`. */
function jsxString(text: string): string {
  return /^[^"\\\n\r{}&]*$/.test(text) ? `"${text}"` : `{${JSON.stringify(text)}}`
}

function moduleOf(image: UploadedImage): { name: string; fileName: string } {
  const name = image.importName ?? ''
  if (!IDENTIFIER.test(name)) throw new ActionRefused('invalid-import-name', name)
  const slash = image.path.lastIndexOf('/')
  return { name, fileName: image.path.slice(slash + 1) }
}

/**
 * Insert an uploaded image as `<img src alt width height />`, placed like `addElement`. A public
 * image is a native tag with `src="/…"`; a module image is a snippet (next to the image, so its
 * `./name.png` import is rebased by mutate-api into the destination file) importing the file.
 * `alt` is `""` for a decorative image.
 */
export function addImage(
  target: ActionTarget,
  image: UploadedImage,
  alt: string,
): CreateChangeItemInput {
  const place = insertPlace(target)
  const size = { width: image.width, height: image.height }
  const html = `<img src="${htmlEscape(image.url ?? `/${image.path}`)}" alt="${htmlEscape(alt)}" width="${image.width}" height="${image.height}">`
  const common = {
    codebaseIdToAddTo: place.codebaseIdToAddTo,
    ...(place.afterCodebaseId === undefined ? {} : { afterCodebaseId: place.afterCodebaseId }),
    addNativeTag: 'img',
    htmlForInstantUpdate: html,
  }
  if (image.kind === 'public') {
    if (image.url === null) throw new ActionRefused('image-has-no-url')
    const propsToSet: Record<string, JsonValue> = { src: image.url, alt, ...size }
    return { type: 'ADD_JSX', changeFields: { ...common, propsToSet } }
  }
  const { name, fileName } = moduleOf(image)
  const folder = image.path.slice(0, image.path.lastIndexOf('/') + 1)
  const element = `<img src={${name}} alt=${jsxString(alt)} width={${image.width}} height={${image.height}} />`
  return {
    type: 'ADD_JSX',
    changeFields: {
      ...common,
      propsToSet: {},
      fileContentsToSourceFrom: `import ${name} from './${fileName}'\n\nexport const Inserted = () => ${element}\n`,
      fileContentsSourceFilename: `${folder}inserted-image.tsx`,
    },
  }
}

/**
 * Point the selected `<img>` (in `elementFile`, project-relative) at an uploaded image: a
 * CHANGE_PROP of `src` only (its width and height stay as written). A public image is its URL. A
 * module image is written as `new URL('<relative path>', import.meta.url).href`, which Vite
 * resolves and bundles like an import: mutate-api cannot add an import with a prop change.
 */
export function replaceImageSource(
  target: ActionTarget,
  image: UploadedImage,
  elementFile: string,
): CreateChangeItemInput {
  const key = requireSingle(target)
  const node = target.index.nodes.get(key)
  if (node !== undefined && node.tagName !== 'img') throw new ActionRefused('select-image')
  let value: JsonValue
  if (image.kind === 'public') {
    if (image.url === null) throw new ActionRefused('image-has-no-url')
    value = image.url
  } else {
    const from = elementFile.replace(/^\/+/, '').split('/').slice(0, -1)
    const to = image.path.split('/')
    let common = 0
    while (common < from.length && common < to.length - 1 && from[common] === to[common])
      common += 1
    const up = from.length - common
    const relative = [...(up === 0 ? ['.'] : Array(up).fill('..')), ...to.slice(common)].join('/')
    value = { $expression: `new URL(${JSON.stringify(relative)}, import.meta.url).href` }
  }
  return {
    type: 'CHANGE_PROP',
    changeFields: { codebaseIdToChange: codebaseIdOf(key), propName: 'src', propValue: value },
  }
}
