import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { GoTrueError } from './gotrue-error.js'
import { parseBody, queryString } from './route-helpers.js'

// GoTrue's OAuth providers; none is enabled here.
const OAUTH_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'vercel_marketplace',
  'workos',
  'x',
  'zoom',
])

// The fixed ID-token issuers GoTrue names when the provider is off (Apple and Azure are read
// from the token itself).
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  vercel_marketplace: 'https://marketplace.vercel.com',
}
const ISSUER_PROVIDER = new Map(
  Object.entries(ID_TOKEN_ISSUERS).map(([provider, issuer]) => [issuer, provider]),
)

const idTokenBody = z.looseObject({
  id_token: z.string().default(''),
  provider: z.string().default(''),
  client_id: z.string().default(''),
  issuer: z.string().default(''),
})
/** The `iss` of a JWT, read without verifying it (only to name it, as GoTrue does). */
function unverifiedIssuer(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    return typeof payload?.iss === 'string' ? payload.iss : null
  } catch {
    return null
  }
}

function providerDisabled(issuer: string): GoTrueError {
  return new GoTrueError(
    400,
    'provider_disabled',
    `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
  )
}

/** GoTrue's OAuth-style error: 400 `{ error, error_description }`, with no `code`. */
class OAuthError extends GoTrueError {
  override toBody(): Record<string, unknown> {
    return { error: 'invalid request', error_description: this.message }
  }
}

function idTokenGrant(body: z.infer<typeof idTokenBody>): never {
  const oauth = (description: string) => new OAuthError(400, 'validation_failed', description)
  if (body.id_token === '') throw oauth('id_token required')
  if (body.provider === '' && (body.client_id === '' || body.issuer === '')) {
    throw oauth('provider or client_id and issuer required')
  }
  const provider = body.provider.toLowerCase()
  const isApple = (issuer: string) =>
    issuer === 'https://appleid.apple.com' || issuer === 'https://account.apple.com'
  if (provider === 'apple' || isApple(body.issuer)) {
    const issuer = unverifiedIssuer(body.id_token)
    if (issuer === null) {
      throw new GoTrueError(
        400,
        'validation_failed',
        'Unable to detect issuer in ID token for Apple provider',
      )
    }
    if (!isApple(issuer)) {
      throw new GoTrueError(
        400,
        'validation_failed',
        'Detected ID token issuer is not an Apple ID token issuer',
      )
    }
    throw providerDisabled(issuer)
  }
  if (provider === 'azure' || body.issuer.startsWith('https://login.microsoftonline.com/')) {
    const issuer = unverifiedIssuer(body.id_token)
    if (issuer === null) {
      throw new GoTrueError(
        400,
        'validation_failed',
        'Unable to detect issuer in ID token for Azure provider',
      )
    }
    throw providerDisabled(issuer)
  }
  const known =
    ID_TOKEN_ISSUERS[provider] ?? ID_TOKEN_ISSUERS[ISSUER_PROVIDER.get(body.issuer) ?? '']
  if (known !== undefined) throw providerDisabled(known)
  throw new GoTrueError(
    400,
    'validation_failed',
    `Custom OIDC provider ${JSON.stringify(body.provider)} not allowed`,
  )
}

/**
 * The answer GoTrue gives for a `/token` grant this server does not offer: `id_token` (no OAuth
 * provider is enabled) and `web3` (no chain is enabled).
 */
export function unofferedGrant(grantType: 'id_token' | 'web3', body: unknown): never {
  switch (grantType) {
    case 'id_token':
      return idTokenGrant(parseBody(idTokenBody, body))
    case 'web3':
      throw new GoTrueError(422, 'web3_provider_disabled', 'Web3 provider is disabled')
    default: {
      const unreachable: never = grantType
      throw new Error(`Unknown grant ${String(unreachable)}`)
    }
  }
}

/**
 * Registers the endpoints of features Splendid does not offer, each answering exactly as GoTrue
 * does with the feature disabled: OAuth sign-in (`/authorize`), SSO/SAML (`/sso`, `/sso/saml/*`)
 * and the OAuth 2.1 server (`/oauth/*`).
 */
export async function disabledFeatureRoutes(app: FastifyInstance): Promise<void> {
  app.get('/authorize', async (request) => {
    const provider = (queryString(request, 'provider') ?? '').toLowerCase()
    const reason = OAUTH_PROVIDERS.has(provider)
      ? 'provider is not enabled'
      : `Provider ${provider} could not be found`
    throw new GoTrueError(400, 'validation_failed', `Unsupported provider: ${reason}`)
  })

  const samlDisabled = async () => {
    throw new GoTrueError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled')
  }
  app.post('/sso', samlDisabled)
  app.get('/sso/saml/metadata', samlDisabled)
  app.post('/sso/saml/acs', samlDisabled)

  app.all('/oauth/*', async () => {
    throw new GoTrueError(404, 'feature_disabled', 'OAuth server is disabled')
  })
}
