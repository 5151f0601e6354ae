import type { ProjectComponent } from '@splendid/change-items'
import { exportedComponents } from '../source/component-props'
import { ParsedTsx } from '../source/parsed-tsx'
import type { ProjectIndex } from './project-index'

/**
 * Files whose exports are not the app's components to insert: tests, stories, and the editor's
 * own preview wrapper (`splendid.preview.tsx`, the providers the insert panel's previews render
 * in).
 */
const NOT_COMPONENT_FILE = /(\.(test|spec|stories)\.[jt]sx$)|((^|\/)splendid\.preview\.[jt]sx$)/

/**
 * The components a project's files export, for the editor's insert panel: read from the index's
 * texts, each file read again only when its text changed since the last call. Tests, stories
 * and the preview wrapper are left out.
 */
export class ComponentCatalogue {
  private readonly byFile = new Map<
    string,
    { readonly text: string; readonly components: ProjectComponent[] }
  >()

  constructor(private readonly index: Pick<ProjectIndex, 'filePaths' | 'textOf' | 'parsedOf'>) {}

  /** Every exported component, by file path then source order. */
  components(): ProjectComponent[] {
    const files = this.index
      .filePaths()
      .filter((file) => !NOT_COMPONENT_FILE.test(file))
      .sort()
    const kept = new Set(files)
    for (const file of this.byFile.keys()) if (!kept.has(file)) this.byFile.delete(file)
    return files.flatMap((file) => {
      const text = this.index.textOf(file)
      if (text === undefined) return []
      const cached = this.byFile.get(file)
      if (cached?.text === text) return cached.components
      const parsed = this.index.parsedOf(file, text) ?? new ParsedTsx(file, text)
      const components = exportedComponents(parsed.sourceFile)
      this.byFile.set(file, { text, components })
      return components
    })
  }
}
