import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { applyLookupsChange, type Lookups, type MutatePathSuffix } from '@splendid/change-items'
import { afterEach, describe, expect, it } from 'vitest'
import { planFor } from '../src/http/mutate-routes'
import { buildFileLookups, type FileLookups } from '../src/lookups/file-lookups'
import { isMutateError } from '../src/mutate-error'
import { ParsedTsx } from '../src/source/parsed-tsx'
import { createFixtureProject, type FixtureProject } from '../src/test/fixture-project'

const FIXTURES = path.join(import.meta.dirname, 'fixtures')
const COMPONENT = 'src/Component.tsx'
const STYLESHEET = 'src/index.css'

interface FixtureRequest {
  readonly path: MutatePathSuffix
  readonly body: unknown
}

/** Replaces `{ "$el": "tag" | "tag#n" | "#ordinal" }` with the element's lookup entry. */
function resolveRefs(value: unknown, project: FixtureProject): unknown {
  if (Array.isArray(value)) return value.map((each) => resolveRefs(each, project))
  if (typeof value !== 'object' || value === null) return value
  const record = value as Record<string, unknown>
  if (typeof record.$el === 'string') {
    const lookups = project.canvas.index.lookups([COMPONENT])
    const elements = Object.values(lookups.treeElements).sort(
      (a, b) => a.line - b.line || a.column - b.column,
    )
    const [tag, nth] = record.$el.split('#')
    const matching = tag === '' ? elements : elements.filter((each) => each.tagName === tag)
    const found = matching[Number(nth ?? '0')]
    if (found === undefined) throw new Error(`No element ${record.$el} in the fixture`)
    return found
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, each]) => [key, resolveRefs(each, project)]),
  )
}

/** One file's lookups as `ProjectIndex.lookups` answers them. */
function lookupsOf(file: FileLookups): Lookups {
  return {
    treeElements: Object.fromEntries(file.treeElements.map((each) => [each.codebaseId, each])),
    scopes: Object.fromEntries(
      file.scopes.map((scope) => [`${scope.filePath}#${scope.componentName}`, scope]),
    ),
  }
}

const cases = readdirSync(FIXTURES).flatMap((operation) =>
  readdirSync(path.join(FIXTURES, operation)).map((name) => ({
    operation,
    name,
    dir: path.join(FIXTURES, operation, name),
  })),
)

let project: FixtureProject | undefined
afterEach(async () => {
  await project?.dispose()
  project = undefined
})

describe.each([...new Set(cases.map((each) => each.operation))])('%s', (operation) => {
  it.each(
    cases
      .filter((each) => each.operation === operation)
      .map((each) => [each.name, each.dir] as const),
  )('%s', async (_name, dir) => {
    const input = readFileSync(path.join(dir, 'input.tsx'), 'utf8')
    const files: Record<string, string> = { [COMPONENT]: input }
    if (existsSync(path.join(dir, 'input.css')))
      files[STYLESHEET] = readFileSync(path.join(dir, 'input.css'), 'utf8')
    // Other files of the project (a helper module to import…), by project-relative path.
    const others = path.join(dir, 'project')
    if (existsSync(others)) {
      for (const relative of readdirSync(others, { recursive: true, encoding: 'utf8' })) {
        const absolute = path.join(others, relative)
        if (statSync(absolute).isFile())
          files[relative.split(path.sep).join('/')] = readFileSync(absolute, 'utf8')
      }
    }
    project = await createFixtureProject(files)
    const request = JSON.parse(
      readFileSync(path.join(dir, 'request.json'), 'utf8'),
    ) as FixtureRequest
    const body = resolveRefs(request.body, project)
    const expectedErrorPath = path.join(dir, 'expected-error.json')
    if (existsSync(expectedErrorPath)) {
      const expected = JSON.parse(readFileSync(expectedErrorPath, 'utf8')) as {
        code: string
        message?: string
      }
      const error = await project.canvas.mutate(request.path, planFor(request.path, body)).then(
        () => undefined,
        (caught: unknown) => caught,
      )
      expect(isMutateError(error) ? { code: error.code, message: error.message } : error).toEqual(
        expected.message === undefined
          ? { code: expected.code, message: expect.any(String) }
          : expected,
      )
      expect(await readFile(path.join(project.dir, COMPONENT), 'utf8')).toBe(input)
      return
    }
    const lookupsBefore = project.canvas.index.lookups([COMPONENT])
    const answer = await project.canvas.mutate(request.path, planFor(request.path, body))
    const actual = await readFile(path.join(project.dir, COMPONENT), 'utf8')
    const expectedPath = path.join(dir, 'expected.tsx')
    if (!existsSync(expectedPath)) {
      writeFileSync(path.join(dir, 'actual.tsx'), actual)
      if (files[STYLESHEET] !== undefined)
        writeFileSync(
          path.join(dir, 'actual.css'),
          await readFile(path.join(project.dir, STYLESHEET), 'utf8'),
        )
      throw new Error(`No expected.tsx in ${dir}; wrote actual.tsx to review`)
    }
    expect(actual).toBe(readFileSync(expectedPath, 'utf8'))
    // The lookups the server keeps (derived from the file before for many changes) are what a
    // fresh parse of the file it wrote gives.
    const lookupsAfter = project.canvas.index.lookups([COMPONENT])
    expect(lookupsAfter).toEqual({
      ...lookupsOf(buildFileLookups(new ParsedTsx(COMPONENT, actual))),
      fileVersions: { [COMPONENT]: expect.any(String) },
    })
    // The answer's change, applied to the lookups before it, gives exactly those.
    const applied = applyLookupsChange(lookupsBefore, answer.changedFiles, answer.lookups)
    const gone = Object.keys(lookupsBefore.treeElements).filter(
      (key) => lookupsAfter.treeElements[key] === undefined,
    )
    expect(applied).toEqual({
      lookups: lookupsAfter,
      stale: [],
      replacedFiles: [],
      removedTreeElements: expect.arrayContaining(gone),
      removedScopes: expect.any(Array),
    })
    expect(applied.removedTreeElements).toHaveLength(gone.length)
    // Other files as they must end up (a CSS module…), by project-relative path.
    const expectedOthers = path.join(dir, 'expected-project')
    if (existsSync(expectedOthers)) {
      for (const relative of readdirSync(expectedOthers, { recursive: true, encoding: 'utf8' })) {
        const absolute = path.join(expectedOthers, relative)
        if (!statSync(absolute).isFile()) continue
        expect(await readFile(path.join(project.dir, relative), 'utf8'), relative).toBe(
          readFileSync(absolute, 'utf8'),
        )
      }
    }
    if (existsSync(path.join(dir, 'expected.css'))) {
      expect(await readFile(path.join(project.dir, STYLESHEET), 'utf8')).toBe(
        readFileSync(path.join(dir, 'expected.css'), 'utf8'),
      )
    }
  })
})
