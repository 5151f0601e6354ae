/**
 * Whether the page is served for editing (spec: the frame script starts only on the development
 * host suffix, never on the staging one or in production): the hostname ends with the
 * development suffix and not with the staging suffix. With the suffix `localhost`, the loopback
 * addresses (127.0.0.1, [::1]) count as development hosts too.
 *
 * @example
 * ```ts
 * isEditingHost('app.dev.example.com', '.dev.example.com', '.staging.example.com') // true
 * isEditingHost('app.example.com', '.dev.example.com', null) // false
 * ```
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', '::1'])

export function isEditingHost(
  hostname: string,
  devHostSuffix: string,
  stagingHostSuffix: string | null,
): boolean {
  const host = hostname.toLowerCase()
  if (devHostSuffix === '') return false
  if (stagingHostSuffix && host.endsWith(stagingHostSuffix.toLowerCase())) return false
  // A local development suffix also covers the loopback addresses a dev server is opened on.
  if (devHostSuffix.toLowerCase() === 'localhost' && LOOPBACK_HOSTS.has(host)) return true
  return host.endsWith(devHostSuffix.toLowerCase())
}
