import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { askTutor, type TutorQuestion } from './ask-tutor'
import { TUTOR_CONVERSATIONS_QUERY_KEY } from './tutor-conversations'
import type { TutorEvent } from './tutor-event'
import { tutorExchangeReducer } from './tutor-exchange'
import { TUTOR_QUOTA_QUERY_KEY, type TutorQuota } from './tutor-quota'
import { TutorRequestError } from './tutor-request-error'

/** Called once the server accepted the question and began to answer (e.g. to clear the box). */
type OnStarted = (conversationId: string) => void

/**
 * Asks the tutor and keeps the streamed exchange: `ask` (a new question stops the one running),
 * `stop` (aborts the stream; what arrived stays). The quota shown elsewhere follows the server's,
 * and the conversations list is read again after each answer.
 */
export function useTutorAsk(userId: string | null, onStarted?: OnStarted) {
  const [exchange, dispatch] = useReducer(tutorExchangeReducer, null)
  const controller = useRef<AbortController | null>(null)
  const queryClient = useQueryClient()
  const started = useRef(onStarted)
  useEffect(() => {
    started.current = onStarted
  })

  useEffect(() => () => controller.current?.abort(), [])

  const setQuota = useCallback(
    (quota: TutorQuota | null) => {
      if (quota !== null) queryClient.setQueryData([...TUTOR_QUOTA_QUERY_KEY, userId], quota)
    },
    [queryClient, userId],
  )

  const ask = useCallback(
    async (question: TutorQuestion) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      dispatch({
        type: 'start',
        question: question.message,
        conversationId: question.conversationId,
      })
      const onEvent = (event: TutorEvent) => {
        if (current.signal.aborted) return
        dispatch({ type: 'event', event })
        if (event.type === 'meta') {
          setQuota(event.quota)
          started.current?.(event.conversationId || question.conversationId)
        }
        if (event.type === 'done') {
          setQuota(event.quota)
          void queryClient.invalidateQueries({ queryKey: TUTOR_CONVERSATIONS_QUERY_KEY })
        }
      }
      try {
        await askTutor(question, onEvent, current.signal)
        if (!current.signal.aborted) dispatch({ type: 'ended' })
      } catch (error) {
        if (current.signal.aborted) {
          dispatch({ type: 'stopped' })
          return
        }
        const refused = error instanceof TutorRequestError ? error : null
        if (refused?.quota) setQuota(refused.quota)
        dispatch({
          type: 'failed',
          failure: {
            code: refused?.code ?? 'tutor_network_failed',
            message: error instanceof Error ? error.message : String(error),
            retryAfterSeconds: refused?.retryAfterSeconds ?? null,
          },
        })
      }
    },
    [queryClient, setQuota],
  )

  const stop = useCallback(() => controller.current?.abort(), [])
  const busy = exchange?.status === 'waiting' || exchange?.status === 'streaming'
  return { exchange, ask, stop, busy }
}
