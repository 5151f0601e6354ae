import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { atomicCreate } from '../atomic-write'
import type { Canvas } from '../canvas'
import { MutateError } from '../mutate-error'
import { IMAGE_TYPES, type ImageType, sniffImage } from './image-sniff'

/** The largest image the assets call takes. */
export const MAX_ASSET_BYTES = 10 * 1024 * 1024

/** The answer of `POST /canvases/:canvasId/assets`. */
export interface StoredAsset {
  /** Project-relative POSIX path of the new file. */
  readonly path: string
  /** `public`: referenced by `url`; `module`: imported (the file sits under `src/`). */
  readonly kind: 'public' | 'module'
  /** The URL to write in `src` for a public file (`/images/hero.png`), else null. */
  readonly url: string | null
  /** A free identifier to import a module image as (`heroImage`), else null. */
  readonly importName: string | null
  readonly type: ImageType
  readonly width: number
  readonly height: number
}

const IMPORTED_IMAGE = /\bimport\s+\w+\s+from\s+['"][^'"]+\.(png|jpe?g|webp|gif|avif|svg)['"]/g
const PUBLIC_SRC =
  /\bsrc=["'{`]*\/(?!\/)([^"'`\s}]*?)[^/"'`\s}]+\.(png|jpe?g|webp|gif|avif|svg)["'`]/g

/**
 * Where the project keeps its images, read from its indexed sources: under `public/` (in the
 * folder most `src="/…"` use) when it references public images at least as often as it imports
 * them and has a `public/` folder, else `src/assets/` (imported as modules).
 */
export function imageHome(canvas: Canvas): { kind: 'public' | 'module'; folder: string } {
  let imports = 0
  const publicFolders = new Map<string, number>()
  for (const [, text] of canvas.index.texts()) {
    imports += [...text.matchAll(IMPORTED_IMAGE)].length
    for (const match of text.matchAll(PUBLIC_SRC)) {
      const folder = match[1] ?? ''
      publicFolders.set(folder, (publicFolders.get(folder) ?? 0) + 1)
    }
  }
  const publicCount = [...publicFolders.values()].reduce((sum, each) => sum + each, 0)
  if (
    publicCount > 0 &&
    publicCount >= imports &&
    existsSync(path.join(canvas.root.dir, 'public'))
  ) {
    const [folder] = [...publicFolders].sort((a, b) => b[1] - a[1])[0] ?? ['']
    return { kind: 'public', folder: path.posix.join('public', folder) }
  }
  return { kind: 'module', folder: 'src/assets' }
}

/**
 * The file name part of a designer's file name, slugified: lower-case ASCII letters, digits and
 * dashes, at most 60 characters, `image` when nothing is left.
 *
 * @throws {MutateError} `BAD_REQUEST` for a name with a path in it (`/`, `\`, NUL, `..`).
 */
export function slugOf(fileName: string): string {
  if (/[/\\\0]/.test(fileName) || fileName.includes('..'))
    throw new MutateError('BAD_REQUEST', `Refused file name "${fileName}": it holds a path`)
  const slug = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug === '' ? 'image' : slug
}

/**
 * An identifier for the image's import (`hero-2` → `hero2Image`) that no indexed source file
 * uses yet, so that the import carried into the destination never meets a binding of that name
 * (`heroImage`, `heroImage2`, …).
 */
function identifierOf(canvas: Canvas, slug: string): string {
  const camel = slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  const base = `${/^[0-9]/.test(camel) ? `image${camel}` : camel}Image`.replace(
    /ImageImage$/,
    'Image',
  )
  const texts = [...canvas.index.texts()].map(([, text]) => text)
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}${n}`
    const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`)
    if (!texts.some((text) => word.test(text))) return name
  }
}

/**
 * Checks an uploaded image and writes it into the project under a new name (`name.png`,
 * `name-2.png`, …; an existing file is never overwritten).
 *
 * @throws {MutateError} `BAD_REQUEST` (empty, forged name), `ASSET_TOO_LARGE`, `NOT_AN_IMAGE`
 * (SVG, unknown bytes, or bytes of another type than `contentType`), `PATH_OUTSIDE_ROOT`.
 */
export async function storeAsset(
  canvas: Canvas,
  bytes: Buffer,
  contentType: string,
  fileName: string,
): Promise<StoredAsset> {
  if (bytes.length === 0) throw new MutateError('BAD_REQUEST', 'The image is empty')
  if (bytes.length > MAX_ASSET_BYTES)
    throw new MutateError('ASSET_TOO_LARGE', `Images up to ${MAX_ASSET_BYTES} bytes are accepted`)
  const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!(declared in IMAGE_TYPES))
    throw new MutateError(
      'NOT_AN_IMAGE',
      `Content type "${declared}" is not accepted (PNG, JPEG, WebP, GIF or AVIF; SVG is refused)`,
    )
  const sniffed = sniffImage(bytes)
  if (sniffed === null) throw new MutateError('NOT_AN_IMAGE', 'The bytes are not a readable image')
  if (sniffed.type !== declared)
    throw new MutateError('NOT_AN_IMAGE', `The bytes are ${sniffed.type}, not ${declared}`)
  const slug = slugOf(fileName)
  const home = imageHome(canvas)
  const folder = await canvas.root.resolve(home.folder)
  mkdirSync(folder, { recursive: true })
  const extension = IMAGE_TYPES[sniffed.type]
  for (let n = 1; n < 1000; n += 1) {
    const name = `${n === 1 ? slug : `${slug}-${n}`}.${extension}`
    const relative = path.posix.join(home.folder, name)
    // Checked again: the folder may be a symlink placed after the first check.
    const absolute = await canvas.root.resolve(relative)
    if (existsSync(absolute) || !atomicCreate(absolute, bytes)) continue
    const publicPath = relative.replace(/^public\//, '/')
    return {
      path: relative,
      kind: home.kind,
      url: home.kind === 'public' ? publicPath : null,
      importName:
        home.kind === 'module' ? identifierOf(canvas, n === 1 ? slug : `${slug}-${n}`) : null,
      type: sniffed.type,
      width: sniffed.width,
      height: sniffed.height,
    }
  }
  throw new MutateError('BAD_REQUEST', `Too many images named ${slug}`)
}
