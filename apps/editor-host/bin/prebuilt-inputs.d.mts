/** Lists `files` with their size and modification time in `manifest` (a JSON file). */
export function writeBundleInputs(manifest: string | URL, files: readonly string[]): void

/** Whether every file `manifest` lists is still as it was listed (false without a manifest). */
export function bundleInputsUnchanged(manifest: string | URL): boolean
