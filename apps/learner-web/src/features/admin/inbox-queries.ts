import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'

/** A message of the contact form, as admins read it. */
export interface ContactMessage {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly message: string
  readonly language: string
  readonly createdAt: string
  readonly handledAt: string | null
}

/** A newsletter address. */
export interface NewsletterSubscriber {
  readonly id: string
  readonly email: string
  readonly language: string
  readonly subscribedAt: string
}

/** A failed inbox read or write, with the server's message. */
export class InboxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InboxError'
  }
}

export const INBOX_KEYS = {
  all: ['admin-inbox'] as const,
  messages: (handled: boolean) => ['admin-inbox', 'messages', handled] as const,
  subscribers: ['admin-inbox', 'subscribers'] as const,
}

/** The newest 100 messages, open ones or handled ones (row-level security: admins only). */
export async function fetchContactMessages(handled: boolean): Promise<ContactMessage[]> {
  const query = supabase
    .from('contact_messages')
    .select('id, name, email, message, language, created_at, handled_at')
  const { data, error } = await (handled
    ? query.not('handled_at', 'is', null)
    : query.is('handled_at', null)
  )
    .order('created_at', { ascending: false })
    .limit(100)
  if (error) throw new InboxError(error.message)
  return ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    message: String(row.message),
    language: String(row.language),
    createdAt: String(row.created_at),
    handledAt: typeof row.handled_at === 'string' ? row.handled_at : null,
  }))
}

/** Marks a message handled, or open again. */
export async function setMessageHandled(id: string, handled: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('contact_messages')
    .update({ handled_at: handled ? new Date().toISOString() : null })
    .eq('id', id)
    .select('id')
  if (error) throw new InboxError(error.message)
  if (!Array.isArray(data) || data.length === 0) {
    throw new InboxError('The server did not change the message.')
  }
}

/** The addresses on the newsletter list (not the ones that left), newest first, with the total. */
export async function fetchSubscribers(): Promise<{
  total: number
  newest: NewsletterSubscriber[]
}> {
  const { data, error, count } = await supabase
    .from('newsletter_subscribers')
    .select('id, email, language, subscribed_at', { count: 'exact' })
    .is('unsubscribed_at', null)
    .order('subscribed_at', { ascending: false })
    .limit(50)
  if (error) throw new InboxError(error.message)
  return {
    total: count ?? 0,
    newest: ((data ?? []) as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      email: String(row.email),
      language: String(row.language),
      subscribedAt: String(row.subscribed_at),
    })),
  }
}

export function useContactMessages(handled: boolean) {
  return useQuery({
    queryKey: INBOX_KEYS.messages(handled),
    queryFn: () => fetchContactMessages(handled),
    placeholderData: keepPreviousData,
  })
}

export function useSubscribers() {
  return useQuery({ queryKey: INBOX_KEYS.subscribers, queryFn: fetchSubscribers })
}
