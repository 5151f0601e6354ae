import { MutateError } from '../mutate-error'
import { applyTextEdits, type TextEdit } from '../source/text-edit'
import { planMessageEdit } from './message-edit'
import { readPoFile } from './po-file'

/** Where a Lingui project may keep its configuration, relative to the project root. */
const LINGUI_CONFIG_FILES = [
  'lingui.config.ts',
  'lingui.config.mts',
  'lingui.config.js',
  'lingui.config.mjs',
  'lingui.config.cjs',
  '.linguirc',
]

/** Lingui's default source locale, used when no configuration names one. */
const DEFAULT_SOURCE_LOCALE = 'en'

/** What the catalogue update reads through (a subset of the operation context). */
export interface CatalogueAccess {
  /** Project-relative paths of the files whose path passes `accept`. */
  findFiles(accept: (relativePath: string) => boolean): Promise<readonly string[]>
  /** A project file's text; `undefined` when it does not exist. */
  readText(relativePath: string): Promise<string | undefined>
}

/** A Lingui message whose source text an edit changes. */
export interface LinguiMessageChange {
  /** The project-relative file holding the `<Trans>`. */
  readonly file: string
  readonly context: string | null
  readonly oldMessage: string
  readonly newMessage: string
  /** Whether that file uses the old message in another `<Trans>` too. */
  readonly otherUsesInFile: boolean
}

/** The catalogue edits of {@link planCatalogueEdits}, and what happened in each catalogue. */
export interface CatalogueEdits {
  readonly edits: readonly TextEdit[]
  /** Catalogue path → `renamed` | `copied` | `merged` (only catalogues holding the message). */
  readonly outcomes: Readonly<Record<string, 'renamed' | 'copied' | 'merged'>>
}

/** A PO catalogue file: `*.po` (dependencies, build output and dot-folders are not searched). */
export const isCatalogueFile = (relativePath: string): boolean => relativePath.endsWith('.po')

/**
 * The source locale named by the project's Lingui configuration (`sourceLocale: 'en'` in
 * `lingui.config.*` or `.linguirc` at the root), read as text — the configuration is code and
 * is not run; `en` (Lingui's default) when none names one.
 */
export async function readSourceLocale(access: CatalogueAccess): Promise<string> {
  for (const file of LINGUI_CONFIG_FILES) {
    const text = await access.readText(file)
    if (text === undefined) continue
    const named = /["']?sourceLocale["']?\s*:\s*["'`]([\w-]+)["'`]/.exec(text)?.[1]
    if (named !== undefined) return named
  }
  return DEFAULT_SOURCE_LOCALE
}

/**
 * Plans the edits that keep a project's Lingui PO catalogues in step with a changed message:
 * every `*.po` under the root holding the old message gets it renamed (see `planMessageEdit`
 * for the rules: source translation updated, others kept and flagged `fuzzy`, no duplicates).
 * The edits are returned with the source edit so that the whole change is one activity — one
 * undo restores the TSX and every catalogue.
 *
 * @example
 * ```ts
 * const { edits } = await planCatalogueEdits(ctx, {
 *   file: 'src/features/site/landing-page.tsx', context: null,
 *   oldMessage: 'Explore Courses', newMessage: 'Browse Courses', otherUsesInFile: false,
 * })
 * ```
 */
export async function planCatalogueEdits(
  access: CatalogueAccess,
  change: LinguiMessageChange,
): Promise<CatalogueEdits> {
  const [catalogues, sourceLocale] = await Promise.all([
    access.findFiles(isCatalogueFile),
    readSourceLocale(access),
  ])
  const edits: TextEdit[] = []
  const outcomes: Record<string, 'renamed' | 'copied' | 'merged'> = {}
  for (const catalogue of catalogues) {
    const text = await access.readText(catalogue)
    if (text === undefined) continue
    const plan = planMessageEdit(text, {
      context: change.context,
      oldMessage: change.oldMessage,
      newMessage: change.newMessage,
      sourceLocale,
      editedFile: change.file,
      otherUsesInFile: change.otherUsesInFile,
    })
    if (plan.kind === 'no-entry') continue
    const catalogueEdits = plan.edits.map((edit) => ({ file: catalogue, ...edit }))
    assertOneEntry(catalogue, applyTextEdits(text, catalogueEdits).text, change)
    outcomes[catalogue] = plan.how
    edits.push(...catalogueEdits)
  }
  return { edits, outcomes }
}

/** The edited catalogue must read back with exactly one live entry for the new message. */
function assertOneEntry(catalogue: string, edited: string, change: LinguiMessageChange): void {
  const count = readPoFile(edited).entries.filter(
    (entry) =>
      !entry.obsolete &&
      entry.msgid.value === change.newMessage &&
      (entry.msgctxt?.value ?? null) === change.context,
  ).length
  if (count !== 1) {
    throw new MutateError(
      'INTERNAL',
      `Editing ${catalogue} would leave ${count} entries for "${change.newMessage}"; nothing was written`,
    )
  }
}
