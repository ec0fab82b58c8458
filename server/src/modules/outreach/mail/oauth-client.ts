/**
 * The OAuth 2.0 calls of a mailbox connection (RFC 6749 with PKCE, RFC 7636): exchanging the
 * authorization code (with the code_verifier) and refreshing the access token, both form-encoded
 * POSTs to the provider's token endpoint with the client's credentials; and reading the address
 * the user signed in with.
 */
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

async function tokenRequest(
  config: OAuthProviderConfig,
  form: Record<string, string>,
): Promise<TokenSet> {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      ...form,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok || typeof body.access_token !== 'string') {
    const error = typeof body.error === 'string' ? body.error : `http_${response.status}`
    const description = typeof body.error_description === 'string' ? body.error_description : ''
    throw new OAuthGrantError(
      `${config.provider} refused the token request: ${error} ${description}`.trim(),
      error,
    )
  }
  const expiresIn = Number(body.expires_in)
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: Number.isFinite(expiresIn) ? new Date(Date.now() + expiresIn * 1000) : null,
    scope: typeof body.scope === 'string' ? body.scope : null,
    tokenType: typeof body.token_type === 'string' ? body.token_type : 'Bearer',
  }
}

export function exchangeCode(
  config: OAuthProviderConfig,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<TokenSet> {
  return tokenRequest(config, {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
    ...(config.provider === 'microsoft' && { scope: config.scopes.join(' ') }),
  })
}

export function refreshAccessToken(
  config: OAuthProviderConfig,
  refreshToken: string,
): Promise<TokenSet> {
  return tokenRequest(config, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...(config.provider === 'microsoft' && { scope: config.scopes.join(' ') }),
  })
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
