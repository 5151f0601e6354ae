import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { CERTIFICATE_COLUMNS, type Certificate, parseCertificateRow } from './certificate-rows'

/** Root query key of the certificate reads. */
export const CERTIFICATES_QUERY_KEY = ['certificates'] as const

/** A failed certificate read, with the backend's code when it sent one. */
export class CertificateLoadError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'CertificateLoadError'
    this.code = code
  }
}

/**
 * The certificates `userId` earned, newest first. The database issues them itself when a course
 * reaches 100 %; filtering by user keeps an admin's own list to their own certificates.
 * @throws {@link CertificateLoadError} with the backend's code when the read fails.
 */
export async function fetchMyCertificates(userId: string): Promise<Certificate[]> {
  const { data, error } = await supabase
    .from('certificates')
    .select(CERTIFICATE_COLUMNS)
    .eq('user_id', userId)
    .order('issued_at', { ascending: false })
  if (error) {
    throw new CertificateLoadError(
      error.code ?? 'unknown',
      error.message ?? 'Could not load certificates',
    )
  }
  return (Array.isArray(data) ? data : [])
    .map(parseCertificateRow)
    .filter((row): row is Certificate => row !== null)
}

/**
 * {@link fetchMyCertificates} as a query, idle while signed out.
 *
 * @example
 * ```ts
 * const { data: certificates = [], isPending, error } = useMyCertificates(user.id)
 * ```
 */
export function useMyCertificates(userId: string | null) {
  return useQuery({
    queryKey: [...CERTIFICATES_QUERY_KEY, 'mine', userId],
    enabled: userId !== null,
    queryFn: (): Promise<Certificate[]> =>
      userId === null ? Promise.resolve([]) : fetchMyCertificates(userId),
  })
}
