/**
 * The OAuth 2.0 calls of a mailbox connection (RFC 6749 with PKCE, RFC 7636) with arctic: the
 * authorization URL with an S256 challenge (arctic's OAuth2Client, which takes the endpoints
 * from the provider's config, so tests point it at a local fake), exchanging the code (with the
 * code_verifier) and refreshing the access token at the provider's token endpoint, the client
 * authenticated with HTTP Basic, the answer read as arctic's OAuth2Tokens and its refusals as
 * arctic's errors; and reading the address the user signed in with.
 *
 * The token requests are sent here, as arctic builds them but without the Content-Length header
 * arctic sets by hand: once the npm undici package is loaded (cheerio loads it, so the server
 * always has it), Node's fetch goes through undici's dispatcher, which refuses a hand-set
 * Content-Length ("invalid content-length header") and every token request would fail.
 */
import {
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic'
import type { OAuthProviderConfig } from './oauth-providers'

export interface TokenSet {
  accessToken: string
  /** Absent on a refresh that keeps the old one (Google does not resend it). */
  refreshToken: string | null
  expiresAt: Date | null
  scope: string | null
  tokenType: string
}

/** The provider refused the grant (invalid_grant: revoked, expired, already used). */
export class OAuthGrantError extends Error {
  override name = 'OAuthGrantError'
  constructor(
    message: string,
    readonly error: string,
  ) {
    super(message)
  }
}

const TIMEOUT_MS = 15_000

/** The provider's authorization URL: state, the S256 challenge of `codeVerifier`, its own extras. */
export function authorizationUrl(
  config: OAuthProviderConfig,
  input: { state: string; codeVerifier: string; redirectUri: string },
): URL {
  const url = new OAuth2Client(
    config.clientId,
    config.clientSecret,
    input.redirectUri,
  ).createAuthorizationURLWithPKCE(
    config.authorizeUrl,
    input.state,
    CodeChallengeMethod.S256,
    input.codeVerifier,
    [...config.scopes],
  )
  for (const [name, value] of Object.entries(config.authorizeParams)) {
    url.searchParams.set(name, value)
  }
  return url
}

/** The provider's OAuth error answer as arctic's OAuth2RequestError, or null when it is none. */
function oauthErrorOf(data: Record<string, unknown>): OAuth2RequestError | null {
  if (typeof data.error !== 'string') return null
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return new OAuth2RequestError(
    data.error,
    text(data.error_description),
    text(data.error_uri),
    text(data.state),
  )
}

/** One token request (RFC 6749 section 3.2) read as arctic's sendTokenRequest reads it. */
async function sendTokenRequest(
  config: OAuthProviderConfig,
  body: URLSearchParams,
): Promise<OAuth2Tokens> {
  const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'user-agent': 'arctic',
      authorization: `Basic ${credentials}`,
    },
  })
  if (response.status !== 200 && response.status !== 400 && response.status !== 401) {
    await response.body?.cancel()
    throw new UnexpectedResponseError(response.status)
  }
  const data: unknown = await response.json().catch(() => {
    throw new UnexpectedResponseError(response.status)
  })
  if (typeof data !== 'object' || data === null) {
    throw new UnexpectedErrorResponseBodyError(response.status, data)
  }
  if (response.status === 200) return new OAuth2Tokens(data)
  throw (
    oauthErrorOf(data as Record<string, unknown>) ??
    new UnexpectedErrorResponseBodyError(response.status, data)
  )
}

/** A token request under a deadline, its refusals as OAuthGrantError. */
async function tokenRequest(config: OAuthProviderConfig, body: URLSearchParams): Promise<TokenSet> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`no answer from ${config.provider} within ${TIMEOUT_MS} ms`), {
            name: 'TimeoutError',
          }),
        ),
      TIMEOUT_MS,
    )
  })
  let tokens: OAuth2Tokens
  try {
    tokens = await Promise.race([sendTokenRequest(config, body), deadline])
  } catch (error) {
    throw refusal(config, error)
  } finally {
    clearTimeout(timer)
  }
  const data = tokens.data as Record<string, unknown>
  if (typeof data.access_token !== 'string') {
    throw new OAuthGrantError(`${config.provider} refused the token request: http_200`, 'http_200')
  }
  const expiresIn = Number(data.expires_in)
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresAt: Number.isFinite(expiresIn) ? new Date(Date.now() + expiresIn * 1000) : null,
    scope: typeof data.scope === 'string' ? data.scope : null,
    tokenType: typeof data.token_type === 'string' ? data.token_type : 'Bearer',
  }
}

/**
 * What a failed token request becomes: the provider's OAuth error (or its bare HTTP status) an
 * OAuthGrantError; a request that never got an answer stays what fetch threw.
 */
function refusal(config: OAuthProviderConfig, error: unknown): unknown {
  const refused = (code: string, description = '') =>
    new OAuthGrantError(
      `${config.provider} refused the token request: ${code} ${description}`.trim(),
      code,
    )
  if (error instanceof OAuth2RequestError) return refused(error.code, error.description ?? '')
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError)
    return refused(`http_${error.status}`)
  return error
}

export function exchangeCode(
  config: OAuthProviderConfig,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<TokenSet> {
  return tokenRequest(
    config,
    new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    }),
  )
}

export function refreshAccessToken(
  config: OAuthProviderConfig,
  refreshToken: string,
): Promise<TokenSet> {
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken })
  // Microsoft asks for the scopes again on a refresh; Google keeps the granted ones.
  if (config.provider === 'microsoft') body.set('scope', config.scopes.join(' '))
  return tokenRequest(config, body)
}

/** The address of the signed-in account: userinfo's `email`, Graph's `mail` or its UPN. */
export async function mailboxAddress(
  config: OAuthProviderConfig,
  accessToken: string,
): Promise<string> {
  const response = await fetch(config.profileUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  const address = [body.email, body.mail, body.userPrincipalName].find(
    (value): value is string => typeof value === 'string' && value.includes('@'),
  )
  if (!response.ok || !address) {
    throw new OAuthGrantError(
      `${config.provider} did not give the mailbox's address`,
      `http_${response.status}`,
    )
  }
  return address.toLowerCase()
}
