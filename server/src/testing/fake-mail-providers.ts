/**
 * startFakeMailProviders(): one real HTTP server on a loopback port that speaks the parts of
 * Google's and Microsoft's OAuth 2.0 and mail APIs a connected mailbox uses, so the real adapters
 * (oauth-client.ts, oauth-mail-transport.ts) run over HTTP in tests:
 * - authorization endpoints that approve at once (the user consenting) and redirect back with a
 *   code, after checking the client, the redirect URI and the PKCE S256 challenge;
 * - token endpoints (form posts, the client authenticated with HTTP Basic or with client_id and
 *   client_secret in the form, as RFC 6749 2.3.1 allows and both providers accept):
 *   authorization_code with the PKCE code_verifier checked, refresh_token; `invalid_grant` for a
 *   used code or a revoked grant;
 * - Google's userinfo and Gmail users.messages.send (JSON `{ raw: base64url }`), Graph's /me and
 *   /me/sendMail (MIME as base64 text/plain, 202 Accepted), 401 for a bad or revoked token.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OAuthEndpoints } from '../modules/outreach'

type Provider = 'google' | 'microsoft'

interface Grant {
  provider: Provider
  email: string
  refreshToken: string
  revoked: boolean
}

export interface FakeMailProviders {
  endpoints: OAuthEndpoints
  clients: Record<Provider, { id: string; secret: string }>
  /** The account that consents at each provider. */
  accounts: Record<Provider, string>
  /** Messages sent through each provider's API, raw RFC 5322 text. */
  sent: Record<Provider, string[]>
  /** Token endpoint calls by provider and grant type, e.g. `google:refresh_token`. */
  tokenCalls: Map<string, number>
  /** Lifetime of the access tokens it issues (seconds; default 3600). */
  setTokenLifetime(seconds: number): void
  /** The user revokes the app's access at `provider`: its tokens and refresh tokens stop working. */
  revoke(provider: Provider): void
  /** The next authorization at `provider` is declined by the user (error=access_denied). */
  denyNext(provider: Provider): void
  close(): Promise<void>
}

export async function startFakeMailProviders(): Promise<FakeMailProviders> {
  const clients = {
    google: {
      id: 'fake-google-client.apps.googleusercontent.com',
      secret: `GOCSPX-${randomBytes(12).toString('hex')}`,
    },
    microsoft: {
      id: '00000000-fake-4000-8000-microsoft01',
      secret: `ms~${randomBytes(12).toString('hex')}`,
    },
  }
  const accounts = { google: 'owner@gmail.test', microsoft: 'owner@outlook.test' }
  const sent: Record<Provider, string[]> = { google: [], microsoft: [] }
  const tokenCalls = new Map<string, number>()
  const codes = new Map<
    string,
    { provider: Provider; challenge: string; redirectUri: string; used: boolean }
  >()
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>()
  const grants = new Map<string, Grant>()
  const denials = new Set<Provider>()
  let lifetime = 3600

  const json = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const bearer = (req: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const entry = accessTokens.get(token)
    return entry && !entry.grant.revoked && entry.expiresAt > Date.now() ? entry.grant : null
  }
  const unauthorized = (res: ServerResponse, provider: Provider) =>
    provider === 'google'
      ? json(res, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        })
      : json(res, 401, {
          error: {
            code: 'InvalidAuthenticationToken',
            message: 'Access token has expired or is not yet valid.',
          },
        })

  const issue = (grant: Grant) => {
    const accessToken = `${grant.provider === 'google' ? 'ya29.' : 'EwB'}${randomBytes(24).toString('base64url')}`
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + lifetime * 1000 })
    return accessToken
  }

  function authorize(provider: Provider, url: URL, res: ServerResponse) {
    const q = url.searchParams
    const redirectUri = q.get('redirect_uri') ?? ''
    if (
      q.get('client_id') !== clients[provider].id ||
      q.get('response_type') !== 'code' ||
      !redirectUri
    ) {
      return json(res, 400, { error: 'invalid_request' })
    }
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
      return json(res, 400, { error: 'invalid_request', error_description: 'PKCE S256 required' })
    }
    const back = new URL(redirectUri)
    back.searchParams.set('state', q.get('state') ?? '')
    if (denials.delete(provider)) {
      back.searchParams.set('error', 'access_denied')
    } else {
      const code = `${provider}-code-${randomBytes(16).toString('base64url')}`
      codes.set(code, {
        provider,
        challenge: q.get('code_challenge') ?? '',
        redirectUri,
        used: false,
      })
      back.searchParams.set('code', code)
    }
    res.writeHead(302, { location: back.toString() })
    res.end()
  }

  /** The client's credentials: HTTP Basic (form-encoded id and secret) or the form's fields. */
  function clientOf(req: IncomingMessage, body: URLSearchParams) {
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    if (!basic) return { id: body.get('client_id'), secret: body.get('client_secret') }
    const pair = Buffer.from(basic, 'base64').toString('utf8')
    const colon = pair.indexOf(':')
    if (colon < 0) return { id: null, secret: null }
    return {
      id: decodeURIComponent(pair.slice(0, colon)),
      secret: decodeURIComponent(pair.slice(colon + 1)),
    }
  }

  function token(
    provider: Provider,
    req: IncomingMessage,
    body: URLSearchParams,
    res: ServerResponse,
  ) {
    const grantType = body.get('grant_type') ?? ''
    const key = `${provider}:${grantType}`
    tokenCalls.set(key, (tokenCalls.get(key) ?? 0) + 1)
    const client = clientOf(req, body)
    if (client.id !== clients[provider].id || client.secret !== clients[provider].secret) {
      return json(res, 401, { error: 'invalid_client' })
    }
    if (grantType === 'authorization_code') {
      const entry = codes.get(body.get('code') ?? '')
      const verifier = body.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (
        !entry ||
        entry.used ||
        entry.provider !== provider ||
        entry.redirectUri !== body.get('redirect_uri') ||
        challenge !== entry.challenge
      ) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Bad code, redirect_uri or code_verifier.',
        })
      }
      entry.used = true
      const grant: Grant = {
        provider,
        email: accounts[provider],
        refreshToken: `1//${randomBytes(24).toString('base64url')}`,
        revoked: false,
      }
      grants.set(grant.refreshToken, grant)
      return json(res, 200, {
        access_token: issue(grant),
        expires_in: lifetime,
        refresh_token: grant.refreshToken,
        scope:
          provider === 'google'
            ? 'openid email https://www.googleapis.com/auth/gmail.send'
            : 'User.Read Mail.Send',
        token_type: 'Bearer',
      })
    }
    if (grantType === 'refresh_token') {
      const grant = grants.get(body.get('refresh_token') ?? '')
      if (!grant || grant.revoked) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        })
      }
      const reply: Record<string, unknown> = {
        access_token: issue(grant),
        expires_in: lifetime,
        token_type: 'Bearer',
      }
      if (provider === 'microsoft') {
        // Microsoft rotates refresh tokens; Google keeps the first one.
        grants.delete(grant.refreshToken)
        grant.refreshToken = `M.${randomBytes(24).toString('base64url')}`
        grants.set(grant.refreshToken, grant)
        reply.refresh_token = grant.refreshToken
      }
      return json(res, 200, reply)
    }
    return json(res, 400, { error: 'unsupported_grant_type' })
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const path = url.pathname
    if (req.method === 'GET' && path === '/google-accounts/o/oauth2/v2/auth')
      return authorize('google', url, res)
    if (req.method === 'GET' && /^\/ms-login\/[\w.-]+\/oauth2\/v2\.0\/authorize$/.test(path))
      return authorize('microsoft', url, res)
    if (req.method === 'POST' && path === '/google-oauth2/token')
      return token('google', req, new URLSearchParams(raw), res)
    if (req.method === 'POST' && /^\/ms-login\/[\w.-]+\/oauth2\/v2\.0\/token$/.test(path))
      return token('microsoft', req, new URLSearchParams(raw), res)
    if (req.method === 'GET' && path === '/google-openid/v1/userinfo') {
      const grant = bearer(req)
      return grant
        ? json(res, 200, { sub: '1090', email: grant.email, email_verified: true })
        : unauthorized(res, 'google')
    }
    if (req.method === 'GET' && path === '/ms-graph/v1.0/me') {
      const grant = bearer(req)
      return grant
        ? json(res, 200, { id: 'ms-1', mail: grant.email, userPrincipalName: grant.email })
        : unauthorized(res, 'microsoft')
    }
    if (req.method === 'POST' && path === '/google-gmail/gmail/v1/users/me/messages/send') {
      const grant = bearer(req)
      if (!grant) return unauthorized(res, 'google')
      const body = JSON.parse(raw || '{}') as { raw?: string }
      if (!body.raw)
        return json(res, 400, {
          error: {
            code: 400,
            message:
              "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
            status: 'INVALID_ARGUMENT',
          },
        })
      sent.google.push(Buffer.from(body.raw, 'base64url').toString('utf8'))
      return json(res, 200, {
        id: randomBytes(8).toString('hex'),
        threadId: randomBytes(8).toString('hex'),
        labelIds: ['SENT'],
      })
    }
    if (req.method === 'POST' && path === '/ms-graph/v1.0/me/sendMail') {
      const grant = bearer(req)
      if (!grant) return unauthorized(res, 'microsoft')
      if (!String(req.headers['content-type']).startsWith('text/plain'))
        return json(res, 400, { error: { code: 'ErrorMimeContentInvalid' } })
      sent.microsoft.push(Buffer.from(raw, 'base64').toString('utf8'))
      return json(res, 202)
    }
    return json(res, 404, { error: 'not_found' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoints: {
      google: {
        accounts: `${base}/google-accounts`,
        oauth2: `${base}/google-oauth2`,
        openid: `${base}/google-openid`,
        gmail: `${base}/google-gmail`,
      },
      microsoft: { login: `${base}/ms-login`, graph: `${base}/ms-graph` },
    },
    clients,
    accounts,
    sent,
    tokenCalls,
    setTokenLifetime(seconds) {
      lifetime = seconds
    },
    revoke(provider) {
      for (const grant of grants.values()) if (grant.provider === provider) grant.revoked = true
    },
    denyNext(provider) {
      denials.add(provider)
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
