/**
 * The OAuth 2.0 calls of a mailbox connection (RFC 6749 with PKCE, RFC 7636) through arctic's
 * OAuth2Client: the authorization URL with an S256 challenge, exchanging the code (with the
 * code_verifier) and refreshing the access token at the provider's token endpoint, the client
 * authenticated with HTTP Basic; and reading the address the user signed in with. arctic's
 * Google and MicrosoftEntraId classes are OAuth2Client with their endpoints fixed; the generic
 * client takes them from the provider's config, so tests point it at a local fake.
 */
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  type OAuth2Tokens,
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

/** arctic's token request under a deadline, its refusals as OAuthGrantError. */
async function tokenRequest(
  config: OAuthProviderConfig,
  request: (client: OAuth2Client) => Promise<OAuth2Tokens>,
  redirectUri: string | null,
): Promise<TokenSet> {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri)
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
    tokens = await Promise.race([request(client), deadline])
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
  if (error instanceof ArcticFetchError) return error.cause ?? error
  return error
}

export function exchangeCode(
  config: OAuthProviderConfig,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<TokenSet> {
  return tokenRequest(
    config,
    (client) => client.validateAuthorizationCode(config.tokenUrl, input.code, input.codeVerifier),
    input.redirectUri,
  )
}

export function refreshAccessToken(
  config: OAuthProviderConfig,
  refreshToken: string,
): Promise<TokenSet> {
  // Microsoft asks for the scopes again on a refresh; Google keeps the granted ones.
  const scopes = config.provider === 'microsoft' ? [...config.scopes] : []
  return tokenRequest(
    config,
    (client) => client.refreshAccessToken(config.tokenUrl, refreshToken, scopes),
    null,
  )
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
