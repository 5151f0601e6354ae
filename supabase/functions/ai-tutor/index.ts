// POST /functions/v1/ai-tutor — the AI tutor (issue 22): answers a learner's question about
// their course as server-sent events, grounded on the lesson passages they may open, Socratic,
// in the language they wrote in. Without AI_TUTOR_BASE_URL it answers from course search alone
// (source 'course_search'); with it, from any OpenAI-compatible chat-completions endpoint
// (source 'ai'). Checks before any work: message length, sign-in, blocklist, the free plan's
// daily quota (10 answered questions per Cairo day), the per-minute rate.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import { getEnv, requireEnv } from '../_shared/env.ts'
import { serve } from '../_shared/serve.ts'
import { answerLanguage } from './answer-language.ts'
import { answerOffline } from './answer-offline.ts'
import { answerWithProvider } from './answer-with-provider.ts'
import type { ProviderSettings } from './chat-completion-stream.ts'
import { isBlockedMessage } from './moderation-blocklist.ts'
import type { PreparedQuestion } from './prepared-question.ts'
import { BLOCKED_MESSAGE_REFUSAL } from './refusal-texts.ts'
import { retrievePassages } from './retrieve-passages.ts'
import { conversationNotFound, quotaExceeded, TutorData } from './tutor-data.ts'
import { TutorError } from './tutor-error.ts'
import { readTutorLimits, type TutorLimits } from './tutor-limits.ts'
import { isExhausted } from './tutor-quota.ts'
import { parseTutorRequest } from './tutor-request.ts'

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

async function signedInData(request: Request): Promise<TutorData> {
  const authorization = request.headers.get('Authorization') ?? ''
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
  const url = requireEnv('SUPABASE_URL')
  const asLearner = createClient(url, requireEnv('SUPABASE_ANON_KEY'), {
    ...CLIENT_OPTIONS,
    global: { headers: { Authorization: authorization } },
  })
  const { data, error } =
    token === undefined ? { data: null, error: true } : await asLearner.auth.getUser(token)
  if (error || !data?.user) {
    throw new TutorError('not_signed_in', 'Sign in to ask the tutor', 401)
  }
  const asService = createClient(url, requireEnv('SUPABASE_SERVICE_ROLE_KEY'), CLIENT_OPTIONS)
  return new TutorData(asLearner, asService, data.user.id)
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

async function prepare(request: Request, limits: TutorLimits): Promise<PreparedQuestion> {
  const asked = await parseTutorRequest(request)
  const data = await signedInData(request)
  if (isBlockedMessage(asked.message)) {
    console.warn(JSON.stringify({ event: 'ai_tutor_message_blocked', user_id: data.learnerId }))
    throw new TutorError('tutor_message_blocked', BLOCKED_MESSAGE_REFUSAL, 422)
  }
  const quota = await data.quota()
  if (isExhausted(quota)) throw quotaExceeded(quota)
  const slot = await data.takeRateSlot(limits.questionsPerMinute)
  if (!slot.granted) {
    throw new TutorError('tutor_rate_limited', 'You are asking very fast. Wait a moment.', 429, {
      limit: limits.questionsPerMinute,
      retry_after_seconds: slot.retry_after_seconds,
    })
  }
  const existing =
    asked.conversationId === null ? null : await data.conversation(asked.conversationId)
  if (existing !== null && existing.user_id !== data.learnerId) throw conversationNotFound()
  const lessonId = asked.lessonId ?? existing?.lesson_id ?? null
  const courseId =
    asked.courseId ??
    (lessonId === null ? null : await data.lessonCourse(lessonId)) ??
    existing?.course_id ??
    null
  const profile = await data.profile()
  const language = answerLanguage(asked.message, profile.preferred_language === 'ar' ? 'ar' : 'en')
  const [passages, openItems] = await Promise.all([
    retrievePassages(data, asked.message, courseId, lessonId, language),
    data.openItems(courseId),
  ])
  return {
    data,
    message: asked.message,
    conversationId: asked.conversationId ?? crypto.randomUUID(),
    continued: existing !== null,
    courseId,
    lessonId,
    language,
    level: profile.placement_level,
    quota,
    passages,
    openItems,
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
    const question = await prepare(request, limits)
    const provider = providerSettings(limits)
    return provider === null
      ? await answerOffline(question)
      : await answerWithProvider(question, provider)
  } catch (error) {
    if (error instanceof TutorError) return error.toResponse()
    throw error
  }
})
