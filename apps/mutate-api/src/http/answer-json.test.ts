import type { MutationResponse } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { buildFileLookups } from '../lookups/file-lookups'
import { ParsedTsx } from '../source/parsed-tsx'
import { lookupsJson, mutationResponseJson } from './answer-json'

const TEXT = `export function App({ on }: { on: boolean }) {
  return (
    <main className="p-2" data-note={'quote " and \\\\ and مرحبا 🎉'}>
      <h1 className={cn('text-xl', on && 'underline')}>Title &amp; "more"</h1>
      <Card title="x" count={3} open />
    </main>
  )
}
`

function responseOf(removedFiles?: string[]): MutationResponse {
  const lookups = buildFileLookups(new ParsedTsx('src/App.tsx', TEXT))
  const treeElements = Object.fromEntries(
    lookups.treeElements.map((each) => [each.codebaseId, each]),
  )
  const scopes = Object.fromEntries(
    lookups.scopes.map((each) => [`${each.filePath}#${each.componentName}`, each]),
  )
  return {
    activityId: '0b6c3f8e-6a55-4f57-9b5e-8f9a3a4d2c11',
    prevIdToNewIdMap: Object.fromEntries(Object.keys(treeElements).map((id) => [id, id])),
    changedFiles: ['src/App.tsx'],
    lookups:
      removedFiles === undefined
        ? { treeElements, scopes }
        : { treeElements, scopes, removedFiles },
  }
}

describe('answer JSON', () => {
  it('is exactly what JSON.stringify gives, with and without removed files and versions', () => {
    const change = responseOf()
    const changed: MutationResponse = {
      ...change,
      lookups: {
        ...change.lookups,
        removedTreeElements: ['tempo-gone'],
        removedScopes: ['src/App.tsx#Gone'],
        baseFileVersions: { 'src/App.tsx': 'k1.4', 'src/New.tsx': null },
        fileVersions: { 'src/App.tsx': 'k1.5', 'src/New.tsx': 'k1.6' },
      },
    }
    for (const response of [responseOf(), responseOf(['src/Old.tsx']), changed]) {
      expect(mutationResponseJson(response)).toBe(JSON.stringify(response))
      // Again, from the entries' cached text.
      expect(mutationResponseJson(response)).toBe(JSON.stringify(response))
      expect(lookupsJson(response.lookups)).toBe(JSON.stringify(response.lookups))
    }
    expect(lookupsJson({ treeElements: {}, scopes: {} })).toBe('{"treeElements":{},"scopes":{}}')
  })
})
