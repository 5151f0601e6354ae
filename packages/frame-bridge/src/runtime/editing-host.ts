/**
 * Whether the page is served for editing (spec: the frame script starts only on the development
 * host suffix, never on the staging one or in production): the hostname ends with the
 * development suffix and not with the staging suffix.
 *
 * @example
 * ```ts
 * isEditingHost('app.dev.example.com', '.dev.example.com', '.staging.example.com') // true
 * isEditingHost('app.example.com', '.dev.example.com', null) // false
 * ```
 */
export function isEditingHost(
  hostname: string,
  devHostSuffix: string,
  stagingHostSuffix: string | null,
): boolean {
  const host = hostname.toLowerCase()
  if (devHostSuffix === '') return false
  if (stagingHostSuffix && host.endsWith(stagingHostSuffix.toLowerCase())) return false
  return host.endsWith(devHostSuffix.toLowerCase())
}
