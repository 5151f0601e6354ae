import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { loadSupabase } from '../../lib/load-supabase'
import { parseTutorCitations, type TutorCitation } from './tutor-citation'
import type { TutorSource } from './tutor-event'

/** A stored conversation with the tutor. */
export interface TutorConversation {
  readonly id: string
  readonly title: string
  readonly updatedAt: string
}

/** A stored question or answer. */
export interface TutorMessage {
  readonly id: string
  readonly role: 'user' | 'assistant'
  readonly content: string
  readonly source: TutorSource | null
  readonly citations: readonly TutorCitation[]
}

/** Root key of the conversations and their messages. */
export const TUTOR_CONVERSATIONS_QUERY_KEY = ['tutor-conversations'] as const

function failed(error: { message: string } | null): void {
  if (error) throw new Error(error.message)
}

/** The learner's conversations, most recently used first. @throws {Error} when the read fails. */
async function fetchConversations(): Promise<TutorConversation[]> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase
    .from('tutor_conversations')
    .select('id, title, updated_at')
    .order('updated_at', { ascending: false })
  failed(error)
  return ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    title: String(row.title),
    updatedAt: String(row.updated_at),
  }))
}

/** The messages of one conversation, oldest first. @throws {Error} when the read fails. */
async function fetchMessages(conversationId: string): Promise<TutorMessage[]> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase
    .from('tutor_messages')
    .select('id, role, content, source, citations, created_at')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: true })
  failed(error)
  return ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    id: String(row.id),
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: String(row.content),
    source: row.source === 'ai' ? 'ai' : row.source === 'course_search' ? 'course_search' : null,
    citations: parseTutorCitations(row.citations),
  }))
}

/** {@link fetchConversations} as a query, idle while signed out. */
export function useTutorConversations(userId: string | null) {
  return useQuery({
    queryKey: [...TUTOR_CONVERSATIONS_QUERY_KEY, 'list', userId],
    queryFn: fetchConversations,
    enabled: userId !== null,
  })
}

/** {@link fetchMessages} as a query, idle without a conversation. */
export function useTutorMessages(conversationId: string | null) {
  return useQuery({
    queryKey: [...TUTOR_CONVERSATIONS_QUERY_KEY, 'messages', conversationId],
    queryFn: () => fetchMessages(conversationId ?? ''),
    enabled: conversationId !== null,
  })
}

/** Rename, delete one, delete all: each reads the list again when it succeeds. */
export function useConversationChanges(userId: string | null) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: TUTOR_CONVERSATIONS_QUERY_KEY })
  const rename = useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => {
      const supabase = await loadSupabase()
      const { error } = await supabase.from('tutor_conversations').update({ title }).eq('id', id)
      failed(error)
    },
    onSuccess,
  })
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const supabase = await loadSupabase()
      const { error } = await supabase.from('tutor_conversations').delete().eq('id', id)
      failed(error)
    },
    onSuccess,
  })
  const clearAll = useMutation({
    mutationFn: async () => {
      const supabase = await loadSupabase()
      // Row security keeps this to the learner's own conversations; the filter says so too.
      const { error } = await supabase
        .from('tutor_conversations')
        .delete()
        .eq('user_id', userId ?? '')
      failed(error)
    },
    onSuccess,
  })
  return { rename, remove, clearAll }
}
