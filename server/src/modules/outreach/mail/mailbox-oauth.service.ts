/**
 * Connecting a Google or Microsoft mailbox by OAuth 2.0 with PKCE. The OAuth `state` is random,
 * stored only as its SHA-256 in oauth_state_tokens, bound to the session that started the flow,
 * single-use and valid 10 minutes; the PKCE verifier and every token are encrypted at rest.
 */
import { createHash } from 'node:crypto'
import { generateCodeVerifier, generateState } from 'arctic'
import { and, eq, gt, sql } from 'drizzle-orm'
import { emailTokens, oauthStateTokens } from '../../../db/schema'
import { type MailboxDeps, OAUTH_CALLBACK_PATH, providerConfig, requireBox } from './mailbox-deps'
import {
  authorizationUrl,
  exchangeCode,
  mailboxAddress,
  OAuthGrantError,
  type TokenSet,
} from './oauth-client'
import type { OAuthMailboxProvider } from './oauth-providers'

const STATE_TTL_MS = 10 * 60 * 1000
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Starts a connection: the provider's authorization URL with state and a PKCE S256 challenge. */
export async function startMailboxConnection(
  deps: MailboxDeps,
  input: { userId: string; sessionId: string; provider: string },
): Promise<{ authorizationUrl: string }> {
  const config = providerConfig(deps, input.provider)
  const box = requireBox(deps)
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  await deps.db.insert(oauthStateTokens).values({
    stateToken: sha256(state),
    userId: input.userId,
    sessionId: input.sessionId,
    provider: config.provider,
    codeVerifier: box.seal(codeVerifier),
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  })
  const url = authorizationUrl(config, {
    state,
    codeVerifier,
    redirectUri: `${deps.publicUrl}${OAUTH_CALLBACK_PATH}`,
  })
  return { authorizationUrl: url.toString() }
}

/**
 * The provider's redirect back: the state is spent (one conditional UPDATE: unused, unexpired,
 * this user's and this session's), the code exchanged with the verifier, the address read and
 * the tokens stored encrypted. Returns where the browser goes next.
 */
export async function finishMailboxConnection(
  deps: MailboxDeps,
  input: { userId: string; sessionId: string; state?: string; code?: string; error?: string },
): Promise<'connected' | 'denied' | 'invalid' | 'failed'> {
  if (!input.state) return 'invalid'
  const box = requireBox(deps)
  const [spent] = await deps.db
    .update(oauthStateTokens)
    .set({ isUsed: true })
    .where(
      and(
        eq(oauthStateTokens.stateToken, sha256(input.state)),
        eq(oauthStateTokens.isUsed, false),
        gt(oauthStateTokens.expiresAt, new Date()),
        eq(oauthStateTokens.userId, input.userId),
        eq(oauthStateTokens.sessionId, input.sessionId),
      ),
    )
    .returning()
  if (!spent?.codeVerifier) return 'invalid'
  if (input.error || !input.code) return 'denied'
  const config = deps.providers[spent.provider as OAuthMailboxProvider]
  if (!config) return 'failed'
  let tokens: TokenSet
  let address: string
  try {
    tokens = await exchangeCode(config, {
      code: input.code,
      codeVerifier: box.open(spent.codeVerifier),
      redirectUri: `${deps.publicUrl}${OAUTH_CALLBACK_PATH}`,
    })
    address = await mailboxAddress(config, tokens.accessToken)
  } catch (error) {
    if (error instanceof OAuthGrantError) return 'failed'
    throw error
  }
  const values = {
    accessToken: box.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
    tokenType: tokens.tokenType,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
    isConnected: true,
    lastError: null,
  }
  await deps.db
    .insert(emailTokens)
    .values({ userId: input.userId, provider: config.provider, email: address, ...values })
    .onConflictDoUpdate({
      target: [emailTokens.userId, emailTokens.provider, emailTokens.email],
      // A reconnect without a new refresh token keeps the one stored.
      set: { ...values, refreshToken: values.refreshToken ?? sql`${emailTokens.refreshToken}` },
    })
  return 'connected'
}
