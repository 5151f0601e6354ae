/**
 * The project's files other than the indexed JSX ones (stylesheets, CSS modules, helper
 * modules…), by project-relative POSIX path, as the index's scan and its watchers see them: what
 * an operation looks for among the project's files is found without walking the folders again.
 */
export class ProjectFileList {
  private readonly paths = new Set<string>()

  add(relativePath: string): void {
    this.paths.add(relativePath)
  }

  /** Forgets a file, or every file under a folder that is gone. */
  remove(relativePath: string): void {
    this.paths.delete(relativePath)
    const prefix = `${relativePath}/`
    for (const each of this.paths) if (each.startsWith(prefix)) this.paths.delete(each)
  }

  /** The paths `accept` takes. */
  matching(accept: (relativePath: string) => boolean): string[] {
    return [...this.paths].filter(accept)
  }
}
