// POST /functions/v1/contact { name, email, message, language?, website? } — the contact form:
// checked as the page checks it, a filled honeypot (`website`) answered like a success with
// nothing stored, three messages per address an hour (429), stored for the admin inbox
// (record_contact_message) and confirmed by mail to the sender. Answers 201 { ok: true }.
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import { sendMail } from '../_shared/send-mail.ts'
import { serve } from '../_shared/serve.ts'
import { bearerToken, callerClient, serviceClient } from '../_shared/supabase-clients.ts'
import { field, isEmailAddress, isRobot, jsonObject, languageOf } from '../_shared/visitor-input.ts'
import { contactConfirmation } from './contact-mail.ts'

const invalid = (message: string) => jsonResponse({ code: 'contact_invalid', message }, 400)

/** The signed-in sender's id, when the caller sent a user's JWT (the anon key has no user). */
async function senderId(request: Request): Promise<string | null> {
  const authorization = request.headers.get('Authorization') ?? ''
  const token = bearerToken(authorization)
  if (token === undefined) return null
  const { data } = await callerClient(authorization).auth.getUser(token)
  return data.user?.id ?? null
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  const body = await jsonObject(request)
  if (body === undefined) return invalid('Send the form as a JSON object')
  if (isRobot(body)) return jsonResponse({ ok: true }, 201)
  const name = field(body, 'name')
  const email = field(body, 'email')
  const message = field(body, 'message')
  const language = languageOf(body)
  if (name === '' || name.length > 100) return invalid('Please enter your name')
  if (!isEmailAddress(email)) return invalid('Please enter a valid email address')
  if (message.length < 10 || message.length > 5000) {
    return invalid('Please write a message of 10 to 5000 characters')
  }

  const stored = await serviceClient().rpc('record_contact_message', {
    name,
    email,
    message,
    language,
    user_id: await senderId(request),
  })
  if (stored.error) {
    if (stored.error.details === 'contact_rate_limited') {
      return jsonResponse({ code: 'contact_rate_limited', message: stored.error.message }, 429)
    }
    console.error(`contact: the message was not stored (${stored.error.message})`)
    return jsonResponse({ code: 'contact_failed', message: 'The message could not be saved' }, 500)
  }
  // The message is safe whatever the mail does; a failed confirmation is only logged.
  if (!(await sendMail(contactConfirmation({ name, email, message, language })))) {
    console.error(`contact: no confirmation mail for message ${String(stored.data)}`)
  }
  return jsonResponse({ ok: true }, 201)
})
