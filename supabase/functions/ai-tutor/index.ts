// POST /functions/v1/ai-tutor — the AI tutor (issue 22): answers a learner's question about
// their course as server-sent events, grounded on the lesson passages they may open, Socratic,
// in the language they wrote in. Without AI_TUTOR_BASE_URL it answers from course search alone
// (source 'course_search'); with it, from any OpenAI-compatible chat-completions endpoint
// (source 'ai'). Checks before any work: message length, then one rpc('tutor_prepare') with the
// learner's JWT (sign-in, the free plan's daily quota of 10 answered questions per Cairo day,
// the per-minute rate, and what the answer is built from), then moderation.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import { getEnv, requireEnv } from '../_shared/env.ts'
import { serve } from '../_shared/serve.ts'
import { messageLanguage } from './answer-language.ts'
import { answerOffline } from './answer-offline.ts'
import { answerWithProvider, HISTORY_MESSAGES } from './answer-with-provider.ts'
import type { ProviderSettings } from './chat-completion-stream.ts'
import { moderateMessage, moderationSettings } from './message-moderation.ts'
import { openItemsFor, readOpenItemsAhead } from './open-items-ahead.ts'
import type { PreparedQuestion } from './prepared-question.ts'
import { BLOCKED_MESSAGE_REFUSAL } from './refusal-texts.ts'
import { TutorData } from './tutor-data.ts'
import { TutorError } from './tutor-error.ts'
import { readTutorLimits, type TutorLimits } from './tutor-limits.ts'
import { prepareTutorTurn } from './tutor-preparation.ts'
import { parseTutorRequest } from './tutor-request.ts'

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

function providerSettings(limits: TutorLimits): ProviderSettings | null {
  const baseUrl = getEnv('AI_TUTOR_BASE_URL')
  if (baseUrl === undefined || baseUrl === '') return null
  return {
    baseUrl,
    apiKey: getEnv('AI_TUTOR_API_KEY'),
    model: getEnv('AI_TUTOR_MODEL') || 'gpt-4o-mini',
    firstTokenTimeoutMs: limits.firstTokenTimeoutMs,
    idleTimeoutMs: limits.idleTimeoutMs,
  }
}

async function prepare(
  request: Request,
  limits: TutorLimits,
  provider: ProviderSettings | null,
): Promise<PreparedQuestion> {
  const asked = await parseTutorRequest(request)
  const authorization = request.headers.get('Authorization') ?? ''
  if (!/^Bearer\s+\S+$/i.test(authorization)) {
    throw new TutorError('not_signed_in', 'Sign in to ask the tutor', 401)
  }
  const url = requireEnv('SUPABASE_URL')
  const asLearner = createClient(url, requireEnv('SUPABASE_ANON_KEY'), {
    ...CLIENT_OPTIONS,
    global: { headers: { Authorization: authorization } },
  })
  const asService = createClient(url, requireEnv('SUPABASE_SERVICE_ROLE_KEY'), CLIENT_OPTIONS)
  const dataFor = (learner: string) => new TutorData(asService, learner)
  const ahead = readOpenItemsAhead(authorization, asked, dataFor)
  const turn = await prepareTutorTurn(asLearner, asked, {
    language: messageLanguage(asked.message),
    questionsPerMinute: limits.questionsPerMinute,
    historyMessages: provider === null ? 0 : HISTORY_MESSAGES,
  })
  const data = dataFor(turn.learner)
  const verdict = await moderateMessage(
    asked.message,
    moderationSettings(Math.min(limits.firstTokenTimeoutMs, 5000)),
  )
  if (verdict.flagged) {
    console.warn(
      JSON.stringify({ event: 'ai_tutor_message_blocked', user_id: turn.learner, by: verdict.by }),
    )
    throw new TutorError('tutor_message_blocked', BLOCKED_MESSAGE_REFUSAL, 422)
  }
  return {
    data,
    message: asked.message,
    conversationId: asked.conversationId ?? crypto.randomUUID(),
    courseId: turn.course_id,
    lessonId: turn.lesson_id,
    language: turn.language,
    level: turn.level,
    quota: turn.quota,
    passages: turn.passages,
    openItems: await openItemsFor(ahead, turn, data),
    history: turn.history,
    signal: request.signal,
  }
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  try {
    const limits = readTutorLimits()
    const provider = providerSettings(limits)
    const question = await prepare(request, limits, provider)
    return provider === null
      ? await answerOffline(question)
      : await answerWithProvider(question, provider)
  } catch (error) {
    if (error instanceof TutorError) return error.toResponse()
    throw error
  }
})
