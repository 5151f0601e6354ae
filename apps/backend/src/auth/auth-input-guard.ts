import type { FastifyRequest } from 'fastify'
import { isPgError } from '../db/database.js'
import { GoTrueError } from './gotrue-error.js'

// NUL cannot be stored in PostgreSQL text or jsonb (22021 / 22P05), and an unpaired UTF-16
// surrogate becomes an invalid `\uD800` escape in jsonb (22P02).
const UNSTORABLE_SOURCE =
  '\\u0000|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]'
const UNSTORABLE = new RegExp(UNSTORABLE_SOURCE)
const UNSTORABLE_ALL = new RegExp(UNSTORABLE_SOURCE, 'g')

/** The path (`data.name`) of the first string or key in `value` that cannot be stored, if any. */
function findUnstorable(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return path
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => {
        pending.push([child, `${path}[${index}]`])
      })
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = `${path === '' ? '' : `${path}.`}${key.replace(UNSTORABLE_ALL, '\uFFFD')}`
        if (UNSTORABLE.test(key)) return childPath
        pending.push([child, childPath])
      }
    }
  }
  return undefined
}

/**
 * Refuses /auth/v1 requests whose body or query string holds text PostgreSQL cannot store (NUL,
 * unpaired surrogates) before any work, as a validation error: an address gets GoTrue's
 * `email_address_invalid` ("Unable to validate email address: invalid format", what its format
 * check answers), anything else `validation_failed` naming the field.
 */
export async function authInputGuard(request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/auth/v1')) return
  const path = findUnstorable(request.body) ?? prefixed(findUnstorable(request.query), 'query.')
  if (path === undefined) return
  if (path === 'email' || path === 'query.email') {
    throw new GoTrueError(
      400,
      'email_address_invalid',
      'Unable to validate email address: invalid format',
    )
  }
  throw new GoTrueError(
    400,
    'validation_failed',
    `Invalid characters in ${path}: NUL and unpaired surrogates are not allowed`,
  )
}

function prefixed(path: string | undefined, prefix: string): string | undefined {
  return path === undefined ? undefined : `${prefix}${path}`
}

/**
 * GoTrue's answer for a PostgreSQL data exception (SQLSTATE class 22: bad encoding, out-of-range
 * or malformed values) raised while serving /auth/v1 — the input was wrong, so 400
 * `validation_failed`, never 500. `undefined` for any other error.
 */
export function authDataError(error: unknown): GoTrueError | undefined {
  if (!isPgError(error) || !error.code.startsWith('22')) return undefined
  return new GoTrueError(400, 'validation_failed', `Invalid input: ${error.message}`)
}
