import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Rolldown } from 'vite'

/** What Vite's `build()` resolves to, as the launcher's bundles call it. */
type BuildOutput = Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher

/** The chunks and assets a `build()` gave (one output or several). */
export function outputFiles(output: BuildOutput): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  if ('close' in output) throw new Error('A bundle was built in watch mode')
  return (Array.isArray(output) ? output : [output]).flatMap((each) => each.output)
}

/**
 * The source files `chunks` were made of (their modules that are files on disk: not virtual
 * modules), each once: what a prebuilt bundle's freshness is checked against.
 */
export function bundledSourceFiles(chunks: readonly Rolldown.OutputChunk[]): string[] {
  const ids = new Set(chunks.flatMap((chunk) => chunk.moduleIds))
  return [...ids].filter((id) => path.isAbsolute(id) && existsSync(id))
}
