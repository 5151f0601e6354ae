import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { BOOKING_QUERY_KEY } from './booking-queries'

/** The meeting room of a session the learner booked (the database gives it only to them). */
async function fetchMeetingUrl(slotId: string): Promise<string | null> {
  const { data, error } = await supabase.rpc('session_meeting_url', { slot_id: slotId })
  if (error) throw new Error(error.message)
  return typeof data === 'string' && /^https:\/\//.test(data) ? data : null
}

/** "Join the class": the link to the session's meeting room, once it is known. */
export function SessionJoinLink({
  slotId,
  label,
}: {
  readonly slotId: string
  readonly label: string
}) {
  const meeting = useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'meeting', slotId],
    queryFn: () => fetchMeetingUrl(slotId),
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (!meeting.data) return null
  return (
    <a
      href={meeting.data}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      className="rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
    >
      <Trans>Join the class</Trans>
    </a>
  )
}
