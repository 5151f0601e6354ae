import { readFileSync, rmSync } from 'node:fs'
import { generateUuid, type MutationResponse } from '@splendid/change-items'
import { type Activity, ActivityStore } from './activities/activity-store'
import { lockDataDir } from './activities/data-dir-lock'
import {
  type ActivityFile,
  fileAcross,
  fileHolds,
  recordFileChange,
} from './activities/file-change'
import { atomicWrite } from './atomic-write'
import { findProjectFiles } from './i18n-catalogues/find-project-files'
import { ComponentCatalogue } from './lookups/component-catalogue'
import { buildFileLookups, deriveFileLookups, type FileLookups } from './lookups/file-lookups'
import { type IndexedFileState, JSX_FILE, ProjectIndex } from './lookups/project-index'
import { MutateError } from './mutate-error'
import type { ElementInFile, ElementRef, OperationContext } from './operations/operation-context'
import { ProjectRoot } from './project-root'
import { deriveAttributeEdit } from './source/attribute-edit'
import { computeIdMap, type FileRewrite } from './source/compute-id-map'
import { ParsedTsx } from './source/parsed-tsx'
import { deriveRegionEdit } from './source/region-edit'
import { applyTextEdits, type TextEdit } from './source/text-edit'
import { deriveTextRunEdit } from './source/text-run-edit'
import { parseStylesheet, STYLESHEET } from './styling/stylesheet-syntax'

/** A function that plans a change as text edits, reading through the context. */
export type PlanChange = (ctx: OperationContext) => Promise<readonly TextEdit[]>

/** Options of {@link Canvas.open}. */
export interface CanvasOptions {
  readonly id: string
  readonly rootDir: string
  readonly dataDir: string
  /** Follow file changes on disk (default true). */
  readonly watch?: boolean
  /** How many activities the undo history keeps (default 1,000; the oldest drop out). */
  readonly maxActivities?: number
}

/** Reads a file (synchronously: see `atomicWrite`), `null` when it does not exist. */
function readIfExists(absolutePath: string): string | null {
  try {
    return readFileSync(absolutePath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * One canvas: a project root, its warm index, its activity history and its write queue. Every
 * change runs alone in the queue (so writes to a file are serialised), reads the files fresh,
 * is validated as a whole and only then written — all files or none.
 */
export class Canvas {
  readonly id: string
  readonly root: ProjectRoot
  readonly index: ProjectIndex
  /** The components the project exports, for the insert panel. */
  readonly components: ComponentCatalogue
  readonly activities: ActivityStore
  private queue: Promise<unknown> = Promise.resolve()
  private releaseDataDir: () => void = () => undefined

  private constructor(id: string, root: ProjectRoot, activities: ActivityStore) {
    this.id = id
    this.root = root
    this.index = new ProjectIndex(root)
    this.components = new ComponentCatalogue(this.index)
    this.activities = activities
  }

  /**
   * Opens a canvas: takes its data directory (a lock file with this process's pid), scans the
   * project while starting to watch it, loads the history.
   *
   * @throws {DataDirLockedError} when another running process uses the data directory.
   */
  static async open(options: CanvasOptions): Promise<Canvas> {
    const release = lockDataDir(options.dataDir)
    let canvas: Canvas | undefined
    try {
      const activities = new ActivityStore(
        options.dataDir,
        options.maxActivities === undefined ? {} : { maxActivities: options.maxActivities },
      )
      canvas = new Canvas(options.id, new ProjectRoot(options.rootDir), activities)
      await Promise.all([
        canvas.index.scan({ watch: options.watch !== false }),
        canvas.activities.load(),
      ])
      canvas.releaseDataDir = release
      return canvas
    } catch (error) {
      // The scan watches folders as it lists them: a failed open leaves none behind.
      canvas?.index.close()
      release()
      throw error
    }
  }

  /** Stops watching and gives the data directory back. */
  close(): void {
    this.index.close()
    this.releaseDataDir()
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * Plans and applies one change.
   *
   * @throws {MutateError} whatever the plan refuses, `NOTHING_TO_CHANGE`,
   * `SOURCE_HAS_SYNTAX_ERRORS` (a file to edit does not parse) or `RESULT_DOES_NOT_PARSE`.
   */
  mutate(operation: string, plan: PlanChange): Promise<MutationResponse> {
    return this.enqueue(async () => {
      const texts = new Map<string, string | null>()
      const parsed = new Map<string, ParsedTsx>()
      const readText = async (relativePath: string): Promise<string | null> => {
        if (!texts.has(relativePath))
          texts.set(relativePath, readIfExists(await this.root.resolve(relativePath)))
        return texts.get(relativePath) ?? null
      }
      const load = async (relativePath: string): Promise<ParsedTsx> => {
        const cached = parsed.get(relativePath)
        if (cached !== undefined) return cached
        const text = await readText(relativePath)
        if (text === null)
          throw new MutateError('UNKNOWN_CODEBASE_ID', `${relativePath} no longer exists`)
        const file = this.index.parsedOf(relativePath, text) ?? new ParsedTsx(relativePath, text)
        if (file.syntaxErrors.length > 0) {
          const [first] = file.syntaxErrors
          throw new MutateError(
            'SOURCE_HAS_SYNTAX_ERRORS',
            `${relativePath} has a syntax error (${first === undefined ? '' : flatten(first.messageText)}); fix it before editing visually`,
          )
        }
        parsed.set(relativePath, file)
        if (this.index.textOf(relativePath) !== text) this.index.update(relativePath, text, file)
        return file
      }
      const locate = async (element: ElementRef): Promise<ElementInFile> => {
        const relativePath = this.index.fileOf(element.codebaseId)
        if (relativePath === undefined) {
          throw new MutateError(
            'UNKNOWN_CODEBASE_ID',
            `No element has codebase id "${element.codebaseId}" in canvas ${this.id}`,
          )
        }
        const file = await load(relativePath)
        return { file, ...file.locate(element.codebaseId) }
      }
      const ctx: OperationContext = {
        load,
        readText: async (relativePath) => (await readText(relativePath)) ?? undefined,
        findFiles: async (accept) =>
          this.index.filesMatching(accept) ?? findProjectFiles(this.root, accept),
        locate,
      }
      const edits = await plan(ctx)
      if (edits.length === 0)
        throw new MutateError('NOTHING_TO_CHANGE', 'The change leaves the source as it is')
      const byFile = new Map<string, TextEdit[]>()
      for (const edit of edits) byFile.set(edit.file, [...(byFile.get(edit.file) ?? []), edit])
      const rewrites: FileRewrite[] = []
      const derivedLookups = new Map<ParsedTsx, FileLookups>()
      const files: ActivityFile[] = []
      const writes: { path: string; text: string; previous: string | null }[] = []
      const newTexts = new Map<string, string>()
      for (const [relativePath, fileEdits] of byFile) {
        const before = await readText(relativePath)
        const applied = applyTextEdits(before ?? '', fileEdits)
        if (JSX_FILE.test(relativePath)) {
          const loaded = parsed.get(relativePath)
          // A change to one element's attributes or to one text run is indexed from the file
          // before it, one among an element's children from a parse of that element alone;
          // anything else parses the whole new text.
          const derived =
            loaded === undefined
              ? undefined
              : (deriveAttributeEdit(loaded, fileEdits, applied.text) ??
                deriveTextRunEdit(loaded, fileEdits, applied.text) ??
                deriveRegionEdit(loaded, fileEdits, applied.text))
          const after = derived?.after ?? new ParsedTsx(relativePath, applied.text)
          if (after.syntaxErrors.length > 0) {
            const [first] = after.syntaxErrors
            throw new MutateError(
              'RESULT_DOES_NOT_PARSE',
              `The change would leave ${relativePath} unparsable (${first === undefined ? '' : flatten(first.messageText)}); nothing was written`,
            )
          }
          const before = loaded ?? (await load(relativePath))
          rewrites.push({ before, after, applied, edits: fileEdits })
          if (derived !== undefined) {
            const beforeLookups =
              this.index.fileLookupsOf(relativePath, before.text) ?? buildFileLookups(before)
            derivedLookups.set(after, deriveFileLookups(beforeLookups, derived))
          }
        } else if (STYLESHEET.test(relativePath)) {
          try {
            parseStylesheet(applied.text, relativePath)
          } catch (error) {
            throw new MutateError(
              'RESULT_DOES_NOT_PARSE',
              `The change would leave ${relativePath} unparsable (${(error as Error).message}); nothing was written`,
            )
          }
        }
        if (applied.text === before) continue
        newTexts.set(relativePath, applied.text)
        writes.push({ path: relativePath, text: applied.text, previous: before })
        files.push(recordFileChange(relativePath, before, applied.text))
      }
      if (files.length === 0)
        throw new MutateError('NOTHING_TO_CHANGE', 'The change leaves the source as it is')
      const idMap = renamedOnly(computeIdMap(rewrites))
      const indexed = this.index.snapshot(rewrites.map(({ after }) => after.relativePath))
      await this.writeAll(writes)
      for (const { after } of rewrites) {
        this.index.update(after.relativePath, after.text, after, derivedLookups.get(after))
        // A file indexed without a syntax tree is parsed once the answer is on its way, so the
        // next change to it finds the tree ready.
        if (derivedLookups.has(after)) setImmediate(() => this.prepareIfCurrent(after))
      }
      const activity: Activity = {
        id: generateUuid(),
        createdAt: new Date().toISOString(),
        operation,
        files,
        idMap,
        state: 'applied',
      }
      this.activities.save(activity)
      return this.response(
        activity.id,
        idMap,
        files.map((file) => file.path),
        indexed,
      )
    })
  }

  private prepareIfCurrent(file: ParsedTsx): void {
    if (this.index.parsedOf(file.relativePath, file.text) === file) file.prepare()
  }

  /**
   * Restores the files an activity changed to what they were before it, only if each still holds
   * what the activity wrote.
   *
   * @throws {MutateError} `UNKNOWN_ACTIVITY`; `ACTIVITY_CONFLICT` (nothing written) when a file
   * changed since or the activity is already undone.
   */
  undo(activityId: string): Promise<MutationResponse> {
    return this.enqueue(() => this.restore(activityId, 'undo'))
  }

  /** Re-applies an undone activity, only if each file still holds what the undo left. */
  redo(activityId: string): Promise<MutationResponse> {
    return this.enqueue(() => this.restore(activityId, 'redo'))
  }

  private async restore(activityId: string, direction: 'undo' | 'redo'): Promise<MutationResponse> {
    const activity = this.activities.get(activityId)
    if (activity === undefined)
      throw new MutateError('UNKNOWN_ACTIVITY', `No activity ${activityId} in canvas ${this.id}`)
    const expectedState = direction === 'undo' ? 'applied' : 'undone'
    if (activity.state !== expectedState) {
      throw new MutateError(
        'ACTIVITY_CONFLICT',
        `Activity ${activityId} is already ${activity.state === 'undone' ? 'undone' : 'applied'}`,
      )
    }
    const conflicts: { path: string; reason: string }[] = []
    const side = direction === 'undo' ? 'after' : 'before'
    const writes: { path: string; text: string | null; previous: string | null }[] = []
    for (const file of activity.files) {
      const current = readIfExists(await this.root.resolve(file.path))
      if (fileHolds(file, current, side)) {
        writes.push({ path: file.path, text: fileAcross(file, current, side), previous: current })
      } else {
        conflicts.push({
          path: file.path,
          reason:
            current === null
              ? 'the file was deleted'
              : 'the file was changed after this activity (e.g. in a code editor)',
        })
      }
    }
    if (conflicts.length > 0) {
      throw new MutateError(
        'ACTIVITY_CONFLICT',
        `Cannot ${direction} activity ${activityId}: ${conflicts.map((each) => `${each.path}: ${each.reason}`).join('; ')}. Nothing was changed.`,
        { conflicts },
      )
    }
    const indexed = this.index.snapshot(
      writes.filter((write) => JSX_FILE.test(write.path)).map((write) => write.path),
    )
    await this.writeAll(writes)
    for (const write of writes) {
      if (!JSX_FILE.test(write.path)) continue
      if (write.text === null) this.index.remove(write.path)
      else this.index.update(write.path, write.text)
    }
    this.activities.setState(activity.id, direction === 'undo' ? 'undone' : 'applied')
    const idMap = direction === 'undo' ? invert(activity.idMap) : activity.idMap
    return this.response(
      activity.id,
      idMap,
      activity.files.map((file) => file.path),
      indexed,
    )
  }

  /** Writes every file or, if one write fails, puts back the ones already written. */
  private async writeAll(
    writes: readonly { path: string; text: string | null; previous: string | null }[],
  ): Promise<void> {
    const done: (typeof writes)[number][] = []
    try {
      for (const write of writes) {
        await writeOrDelete(await this.root.resolve(write.path), write.text)
        this.index.noteWritten(write.path, write.text !== null)
        done.push(write)
      }
    } catch (error) {
      for (const written of done) {
        await writeOrDelete(await this.root.resolve(written.path), written.previous)
          .then(() => this.index.noteWritten(written.path, written.previous !== null))
          .catch(() => undefined)
      }
      throw error
    }
  }

  /** The answer of a change: only the ids it renamed and the lookup entries it changed. */
  private response(
    activityId: string,
    idMap: Readonly<Record<string, string>>,
    changedFiles: readonly string[],
    indexed: ReadonlyMap<string, IndexedFileState>,
  ): MutationResponse {
    return {
      activityId,
      prevIdToNewIdMap: idMap,
      changedFiles,
      lookups: this.index.lookupsChange(indexed),
    }
  }
}

/**
 * The ids a rewrite renamed: an id an answer's (and an activity's) map does not name is the same
 * after the change — most of a file's, for a restyle all of them.
 */
function renamedOnly(map: Readonly<Record<string, string>>): Record<string, string> {
  const renamed: Record<string, string> = {}
  for (const [previous, next] of Object.entries(map))
    if (next !== previous) renamed[previous] = next
  return renamed
}

function invert(map: Readonly<Record<string, string>>): Record<string, string> {
  const inverse: Record<string, string> = {}
  for (const [previous, next] of Object.entries(map)) inverse[next] = previous
  return inverse
}

function flatten(message: string | { messageText: string }): string {
  return typeof message === 'string' ? message : message.messageText
}

async function writeOrDelete(absolutePath: string, text: string | null): Promise<void> {
  if (text === null) rmSync(absolutePath, { force: true })
  else await atomicWrite(absolutePath, text)
}
