// What a prebuilt bundle (prebuilt/, written by the package's build) was made of, and whether
// it still is: shared by the command (bin/splendid-editor.mjs) and the launcher (plain
// JavaScript, so that the command can check before any TypeScript loads).
import { readFileSync, statSync, writeFileSync } from 'node:fs'

/** Lists `files` with their size and modification time in `manifest` (a JSON file). */
export function writeBundleInputs(manifest, files) {
  const described = files.map((file) => {
    const { size, mtimeMs } = statSync(file)
    return { file, size, modified: mtimeMs }
  })
  writeFileSync(manifest, `${JSON.stringify(described, null, 2)}\n`)
}

/** Whether every file `manifest` lists is still as it was listed (false without a manifest). */
export function bundleInputsUnchanged(manifest) {
  try {
    const files = JSON.parse(readFileSync(manifest, 'utf8'))
    return (
      files.length > 0 &&
      files.every(({ file, size, modified }) => {
        const now = statSync(file)
        return now.size === size && now.mtimeMs === modified
      })
    )
  } catch {
    return false
  }
}
