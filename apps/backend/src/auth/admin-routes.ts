import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './admin-factors.js'
import { generateLink, invite } from './admin-links.js'
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
} from './admin-users.js'
import type { AuthService } from './auth-service.js'
import { GoTrueError } from './gotrue-error.js'
import { parseBody, queryString } from './route-helpers.js'

const metadata = z.record(z.string(), z.unknown())
const adminUserBody = z.looseObject({
  id: z.string().optional(),
  aud: z.string().optional(),
  role: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().nullable().optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadata.nullable().optional(),
  app_metadata: metadata.nullable().optional(),
  ban_duration: z.string().optional(),
})
const deleteBody = z.looseObject({ should_soft_delete: z.boolean().optional() })
const factorBody = z.looseObject({ friendly_name: z.string().optional() })
const generateLinkBody = z.looseObject({
  type: z.string().default(''),
  email: z.string().default(''),
  new_email: z.string().optional(),
  password: z.string().optional(),
  data: metadata.nullable().optional(),
  redirect_to: z.string().optional(),
})
const inviteBody = z.looseObject({
  email: z.string().default(''),
  data: metadata.nullable().optional(),
})

/** A page number as GoTrue's `strconv.ParseUint` reads it. */
function pageNumber(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback
  if (!/^\d+$/.test(text)) {
    throw new GoTrueError(
      400,
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`,
    )
  }
  return Math.max(1, Math.min(Number(text), 1_000_000))
}

/** GoTrue's `Link` header: `<…page=N+1…>; rel="next", <…page=last…>; rel="last"`. */
function linkHeader(request: FastifyRequest, page: number, perPage: number, total: number): string {
  const lastPage = Math.ceil(total / perPage)
  const path = request.url.split('?')[0] ?? ''
  const query = new URLSearchParams(request.url.split('?')[1] ?? '')
  const at = (target: number): string => {
    query.set('page', String(target))
    // Go's url.Values.Encode sorts by key, so `page` comes before `per_page` (supabase-js reads
    // the page number after the first '=').
    const sorted = new URLSearchParams([...query.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
    return `<${path}?${sorted.toString()}>`
  }
  const next = lastPage > page ? `${at(page + 1)}; rel="next", ` : ''
  return `${next}${at(lastPage)}; rel="last"`
}

/** What the admin routes need. */
export interface AdminRoutesOptions {
  service: AuthService
  apiUrl: (request: FastifyRequest) => string
}

/**
 * Registers GoTrue's admin API (service-role token only, else 403 `not_admin`): users
 * (list, create, get, update, delete), `generate_link`, and `POST /invite`.
 */
export async function adminRoutes(
  app: FastifyInstance,
  options: AdminRoutesOptions,
): Promise<void> {
  const { service } = options
  const deps = service.deps
  const userId = (request: FastifyRequest): string => (request.params as { id: string }).id

  app.addHook('preHandler', async (request) => {
    await service.requireServiceRole(request.headers.authorization)
  })

  app.get('/admin/users', async (request, reply) => {
    const page = pageNumber(queryString(request, 'page'), 1)
    const perPage = pageNumber(queryString(request, 'per_page'), 50)
    const filter = queryString(request, 'filter') ?? ''
    const { users, total } = await adminListUsers(deps, page, perPage, filter)
    reply.header('link', linkHeader(request, page, perPage, total))
    reply.header('x-total-count', String(total))
    return { users, aud: 'authenticated' }
  })

  app.post('/admin/users', async (request) =>
    adminCreateUser(deps, parseBody(adminUserBody, request.body)),
  )

  app.get('/admin/users/:id', async (request) => adminGetUser(deps, userId(request)))

  app.put('/admin/users/:id', async (request) =>
    adminUpdateUser(deps, userId(request), parseBody(adminUserBody, request.body)),
  )

  app.delete('/admin/users/:id', async (request) => {
    const body = parseBody(deleteBody, request.body)
    return adminDeleteUser(deps, userId(request), body.should_soft_delete === true)
  })

  const factorId = (request: FastifyRequest): string =>
    (request.params as { factor_id: string }).factor_id
  app.get('/admin/users/:id/factors', async (request) => adminListFactors(deps, userId(request)))
  app.put('/admin/users/:id/factors/:factor_id', async (request) =>
    adminUpdateFactor(
      deps,
      userId(request),
      factorId(request),
      parseBody(factorBody, request.body).friendly_name,
    ),
  )
  app.delete('/admin/users/:id/factors/:factor_id', async (request) =>
    adminDeleteFactor(deps, userId(request), factorId(request)),
  )

  app.post('/admin/generate_link', async (request) => {
    const body = parseBody(generateLinkBody, request.body)
    // GoTrue takes `?redirect_to=` (what supabase-js sends) unless the body names one.
    const redirectTo = body.redirect_to ?? queryString(request, 'redirect_to')
    return generateLink(
      deps,
      { ...body, redirect_to: redirectTo },
      {
        apiUrl: options.apiUrl(request),
        userAgent: request.headers['user-agent'],
      },
    )
  })

  app.post('/invite', async (request) => {
    const body = parseBody(inviteBody, request.body)
    return invite(deps, body, queryString(request, 'redirect_to'), {
      apiUrl: options.apiUrl(request),
      userAgent: request.headers['user-agent'],
    })
  })
}
