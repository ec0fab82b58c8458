/**
 * The OAuth calls (arctic's OAuth2Client) against the local fake of Google's and Microsoft's
 * OAuth servers, and against a server that answers badly: the authorization URL, the code
 * exchanged with its verifier, a refresh, and each refusal turned into an OAuthGrantError with the
 * provider's error code (or the bare HTTP status), while a provider that cannot be reached is not
 * a refused grant.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateCodeVerifier, generateState } from 'arctic'
// As in the server, where the sources module loads it: cheerio loads the npm undici package,
// which then carries Node's fetch (a hand-set Content-Length header fails there).
import 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FakeMailProviders,
  startFakeMailProviders,
} from '../../../testing/fake-mail-providers'
import {
  authorizationUrl,
  exchangeCode,
  OAuthGrantError,
  refreshAccessToken,
  type TokenSet,
} from './oauth-client'
import { type OAuthProviderConfig, oauthProviders } from './oauth-providers'

const REDIRECT = 'http://app.test/api/mailboxes/oauth/callback'
let fake: FakeMailProviders
let odd: Server
let oddBase = ''
let providers: ReturnType<typeof oauthProviders>

beforeAll(async () => {
  fake = await startFakeMailProviders()
  providers = oauthProviders(
    {
      GOOGLE_OAUTH_CLIENT_ID: fake.clients.google.id,
      GOOGLE_OAUTH_CLIENT_SECRET: fake.clients.google.secret,
      MICROSOFT_OAUTH_CLIENT_ID: fake.clients.microsoft.id,
      MICROSOFT_OAUTH_CLIENT_SECRET: fake.clients.microsoft.secret,
    },
    fake.endpoints,
  )
  // Answers by path: what a broken or unexpected token endpoint sends.
  odd = createServer((req, res) => {
    const answers: Record<string, [number, string]> = {
      '/500': [500, 'oops'],
      '/400-html': [400, '<html>bad</html>'],
      '/200-no-token': [200, '{"token_type":"Bearer"}'],
      '/200-strings': [
        200,
        '{"access_token":"at","expires_in":"3600","scope":"Mail.Send","refresh_token":"rt"}',
      ],
    }
    const [status, body] = answers[req.url ?? ''] ?? [404, '']
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(body)
  })
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
  oddBase = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`
})
afterAll(async () => {
  await fake.close()
  await new Promise<void>((resolve) => odd.close(() => resolve()))
})

const google = () => providers.google!
const microsoft = () => providers.microsoft!

/** The fake consents to `url` and gives back the code of its redirect. */
async function consent(url: URL): Promise<string> {
  const answer = await fetch(url, { redirect: 'manual' })
  return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? ''
}

const failure = async (work: Promise<TokenSet>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  )

describe('the mailbox OAuth client', () => {
  it('builds the authorization URL with state, the S256 challenge and the provider’s extras', () => {
    const url = authorizationUrl(google(), {
      state: 'the-state',
      codeVerifier: generateCodeVerifier(),
      redirectUri: REDIRECT,
    })
    expect(`${url.origin}${url.pathname}`).toBe(
      `${fake.endpoints.google.accounts}/o/oauth2/v2/auth`,
    )
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fake.clients.google.id,
      redirect_uri: REDIRECT,
      state: 'the-state',
      code_challenge_method: 'S256',
      scope: 'openid email https://www.googleapis.com/auth/gmail.send',
      access_type: 'offline',
      prompt: 'consent',
    })
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(generateState()).toMatch(/^[\w-]{43}$/)
  })

  it('exchanges a code with its verifier, refreshes, and keeps Microsoft’s rotated token', async () => {
    for (const config of [google(), microsoft()]) {
      const codeVerifier = generateCodeVerifier()
      const url = authorizationUrl(config, { state: 's', codeVerifier, redirectUri: REDIRECT })
      const tokens = await exchangeCode(config, {
        code: await consent(url),
        codeVerifier,
        redirectUri: REDIRECT,
      })
      expect(tokens.accessToken).toBeTruthy()
      expect(tokens.refreshToken).toBeTruthy()
      expect(tokens.tokenType).toBe('Bearer')
      expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000)
      const refreshed = await refreshAccessToken(config, tokens.refreshToken!)
      expect(refreshed.accessToken).not.toBe(tokens.accessToken)
      if (config.provider === 'google') expect(refreshed.refreshToken).toBeNull()
      else expect(refreshed.refreshToken).toMatch(/^M\./)
    }
  })

  it('refuses a wrong verifier, a spent code and a revoked grant with the provider’s code', async () => {
    const codeVerifier = generateCodeVerifier()
    const url = authorizationUrl(google(), { state: 's', codeVerifier, redirectUri: REDIRECT })
    const code = await consent(url)
    const wrong = await failure(
      exchangeCode(google(), { code, codeVerifier: generateCodeVerifier(), redirectUri: REDIRECT }),
    )
    expect(wrong).toBeInstanceOf(OAuthGrantError)
    expect(wrong).toMatchObject({ error: 'invalid_grant' })
    expect((wrong as Error).message).toBe(
      'google refused the token request: invalid_grant Bad code, redirect_uri or code_verifier.',
    )
    const tokens = await exchangeCode(microsoft(), {
      code: await consent(
        authorizationUrl(microsoft(), { state: 's', codeVerifier, redirectUri: REDIRECT }),
      ),
      codeVerifier,
      redirectUri: REDIRECT,
    })
    fake.revoke('microsoft')
    expect(await failure(refreshAccessToken(microsoft(), tokens.refreshToken!))).toMatchObject({
      name: 'OAuthGrantError',
      error: 'invalid_grant',
    })
    const badClient: OAuthProviderConfig = { ...google(), clientSecret: 'not-the-secret' }
    expect(await failure(refreshAccessToken(badClient, 'x'))).toMatchObject({
      error: 'invalid_client',
    })
  })

  it('turns an answer that is no OAuth answer into http_<status>, and reads lenient fields', async () => {
    const at = (path: string): OAuthProviderConfig => ({
      ...google(),
      tokenUrl: `${oddBase}${path}`,
    })
    for (const [path, code] of [
      ['/500', 'http_500'],
      ['/400-html', 'http_400'],
      ['/200-no-token', 'http_200'],
    ] as const) {
      const error = await failure(refreshAccessToken(at(path), 'r'))
      expect(error, path).toBeInstanceOf(OAuthGrantError)
      expect((error as OAuthGrantError).error, path).toBe(code)
    }
    const lenient = await refreshAccessToken(at('/200-strings'), 'r')
    expect(lenient).toMatchObject({
      accessToken: 'at',
      refreshToken: 'rt',
      scope: 'Mail.Send',
      tokenType: 'Bearer',
    })
    expect(lenient.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000)
  })

  it('does not call an unreachable provider a refused grant', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await failure(
      refreshAccessToken({ ...google(), tokenUrl: `http://127.0.0.1:${port}/token` }, 'r'),
    )
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(OAuthGrantError)
  })
})
