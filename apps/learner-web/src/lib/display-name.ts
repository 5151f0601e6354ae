import type { User } from '@supabase/supabase-js'

/** The name to greet a user by: the sign-up name, else the part of the e-mail before the @. */
export function displayName(user: User | null): string {
  const meta = user?.user_metadata as Record<string, unknown> | undefined
  const name = meta?.name ?? meta?.full_name
  if (typeof name === 'string' && name.trim() !== '') return name.trim()
  const email = user?.email ?? ''
  return email.includes('@') ? (email.split('@')[0] ?? '') : email
}
