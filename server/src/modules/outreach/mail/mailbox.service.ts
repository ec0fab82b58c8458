/**
 * Connected mailboxes: a user's Google or Microsoft mailbox by OAuth 2.0 with PKCE, or their own
 * SMTP server, so campaign e-mails come from them. The OAuth `state` is random, stored only as
 * its SHA-256 in oauth_state_tokens, bound to the session that started the flow, single-use and
 * valid 10 minutes; the PKCE verifier and every token are encrypted at rest (secret-box.ts).
 * Access tokens are refreshed before they expire; a refused refresh marks the mailbox
 * disconnected (isConnected false) and its campaigns stop.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { MailboxProvider } from '@common/enums'
import { and, eq, gt, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../../../db/client'
import { type EmailToken, emailTokens, oauthStateTokens } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { smtpTransportOptions } from '../../../mail/smtp-mailer'
import { type CampaignTransport, MailboxUnavailable } from './campaign-transport'
import {
  exchangeCode,
  mailboxAddress,
  OAuthGrantError,
  refreshAccessToken,
  type TokenSet,
} from './oauth-client'
import { createOAuthMailTransport } from './oauth-mail-transport'
import {
  type OAuthEndpoints,
  type OAuthMailboxProvider,
  type OAuthProviderConfig,
  type OAuthSettings,
  oauthProviders,
} from './oauth-providers'
import { createSecretBox, mailTokenKey, type SecretBox } from './secret-box'
import { createSmtpCampaignTransport } from './smtp-campaign-transport'

export const OAUTH_CALLBACK_PATH = '/api/mailboxes/oauth/callback'
const STATE_TTL_MS = 10 * 60 * 1000
/** Refresh an access token this long before it expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000

export interface MailboxDeps {
  db: Db
  /** Null in production without MAIL_TOKEN_KEY: nothing can be stored, so nothing connects. */
  box: SecretBox | null
  publicUrl: string
  providers: Partial<Record<OAuthMailboxProvider, OAuthProviderConfig>>
}

/** The secret box, or 503 when this server has no key to encrypt mailbox secrets with. */
function requireBox(deps: MailboxDeps): SecretBox {
  if (!deps.box) {
    throw new AppError(
      'MAILBOX_PROVIDER_NOT_CONFIGURED',
      'Mailbox connections need MAIL_TOKEN_KEY on this server.',
      503,
    )
  }
  return deps.box
}

/** What the app and the workers need to connect and use mailboxes, from the configuration. */
export function createMailboxDeps(options: {
  db: Db
  settings: OAuthSettings & {
    MAIL_TOKEN_KEY?: string
    SESSION_SECRET: string
    NODE_ENV: string
    PUBLIC_URL: string
  }
  endpoints?: OAuthEndpoints
}): MailboxDeps {
  const { settings } = options
  let box: SecretBox | null = null
  try {
    box = createSecretBox(
      mailTokenKey({
        mailTokenKey: settings.MAIL_TOKEN_KEY,
        sessionSecret: settings.SESSION_SECRET,
        production: settings.NODE_ENV === 'production',
      }),
    )
  } catch {
    box = null
  }
  return {
    db: options.db,
    box,
    publicUrl: settings.PUBLIC_URL,
    providers: box ? oauthProviders(settings, options.endpoints) : {},
  }
}

export interface MailboxView {
  id: string
  provider: MailboxProvider
  email: string
  isConnected: boolean
  lastError: string | null
  connectedAt: string
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

function toView(row: EmailToken): MailboxView {
  return {
    id: row.id,
    provider: row.provider as MailboxProvider,
    email: row.email,
    isConnected: row.isConnected,
    lastError: row.lastError,
    connectedAt: row.createdAt.toISOString(),
  }
}

export function providerConfig(deps: MailboxDeps, provider: string): OAuthProviderConfig {
  const config = deps.providers[provider as OAuthMailboxProvider]
  if (!config) {
    throw new AppError(
      'MAILBOX_PROVIDER_NOT_CONFIGURED',
      `Connecting a ${provider === 'microsoft' ? 'Microsoft' : 'Google'} mailbox is not set up on this server.`,
      503,
    )
  }
  return config
}

export async function listMailboxes(db: Db, userId: string): Promise<MailboxView[]> {
  const rows = await db.select().from(emailTokens).where(eq(emailTokens.userId, userId))
  return rows.map(toView)
}

/** Starts a connection: the provider's authorization URL with state and a PKCE S256 challenge. */
export async function startMailboxConnection(
  deps: MailboxDeps,
  input: { userId: string; sessionId: string; provider: string },
): Promise<{ authorizationUrl: string }> {
  const config = providerConfig(deps, input.provider)
  const box = requireBox(deps)
  const state = randomBytes(32).toString('base64url')
  const codeVerifier = randomBytes(48).toString('base64url')
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  await deps.db.insert(oauthStateTokens).values({
    stateToken: sha256(state),
    userId: input.userId,
    sessionId: input.sessionId,
    provider: config.provider,
    codeVerifier: box.seal(codeVerifier),
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  })
  const url = new URL(config.authorizeUrl)
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: `${deps.publicUrl}${OAUTH_CALLBACK_PATH}`,
    scope: config.scopes.join(' '),
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...config.authorizeParams,
  }).toString()
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

/** Adds the user's own SMTP server after checking that it accepts the credentials. */
export async function addSmtpMailbox(
  deps: MailboxDeps,
  input: { userId: string; email: string; smtpUrl: string },
): Promise<MailboxView> {
  const box = requireBox(deps)
  const transport = nodemailer.createTransport({
    ...smtpTransportOptions(input.smtpUrl, {
      connectionMs: 10_000,
      greetingMs: 10_000,
      socketMs: 15_000,
    }),
    pool: false,
  })
  try {
    await transport.verify()
  } catch (error) {
    const reason = String((error as Error).message ?? error)
      .split(new URL(input.smtpUrl).password || '\u0000')
      .join('[redacted]')
    throw AppError.badRequest(
      'SMTP_MAILBOX_REFUSED',
      `The SMTP server did not accept the connection: ${reason}`,
    )
  } finally {
    transport.close()
  }
  const email = input.email.toLowerCase()
  const values = { accessToken: box.seal(input.smtpUrl), isConnected: true, lastError: null }
  const [row] = await deps.db
    .insert(emailTokens)
    .values({ userId: input.userId, provider: 'smtp', email, ...values })
    .onConflictDoUpdate({
      target: [emailTokens.userId, emailTokens.provider, emailTokens.email],
      set: values,
    })
    .returning()
  if (!row) throw new Error('addSmtpMailbox: no row returned')
  return toView(row)
}

export async function removeMailbox(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.id, id), eq(emailTokens.userId, userId)))
    .returning({ id: emailTokens.id })
  if (removed.length === 0) throw AppError.notFound('MAILBOX_NOT_FOUND', 'Mailbox not found')
}

async function markDisconnected(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ isConnected: false, lastError: reason })
    .where(eq(emailTokens.id, id))
}

/**
 * A transport for the user's mailbox `mailboxId` (the send job's `mailboxTransport`): OAuth
 * tokens are refreshed before they expire and stored again encrypted; a refused refresh marks
 * the mailbox disconnected and raises MailboxUnavailable.
 */
export async function mailboxTransport(
  deps: MailboxDeps,
  userId: string,
  mailboxId: string,
): Promise<CampaignTransport> {
  const [row] = await deps.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.id, mailboxId), eq(emailTokens.userId, userId)))
  const box = deps.box
  if (!row?.isConnected || !box) {
    throw new MailboxUnavailable(
      'The mailbox of this campaign is not connected; connect it again in Settings.',
    )
  }
  if (row.provider === 'smtp') {
    return createSmtpCampaignTransport({
      smtpUrl: box.open(row.accessToken),
      provider: 'smtp',
      fromAddress: row.email,
    })
  }
  const config = deps.providers[row.provider as OAuthMailboxProvider]
  if (!config)
    throw new MailboxUnavailable(`${row.provider} mailboxes are not set up on this server`)
  let accessToken = box.open(row.accessToken)
  let expiresAt = row.expiresAt
  const refresh = async () => {
    if (!row.refreshToken) {
      await markDisconnected(deps.db, row.id, 'No refresh token: connect the mailbox again.')
      throw new MailboxUnavailable('The mailbox needs to be connected again.')
    }
    try {
      const tokens = await refreshAccessToken(config, box.open(row.refreshToken))
      accessToken = tokens.accessToken
      expiresAt = tokens.expiresAt
      await deps.db
        .update(emailTokens)
        .set({
          accessToken: box.seal(tokens.accessToken),
          ...(tokens.refreshToken && { refreshToken: box.seal(tokens.refreshToken) }),
          expiresAt: tokens.expiresAt,
          lastError: null,
        })
        .where(eq(emailTokens.id, row.id))
    } catch (error) {
      if (!(error instanceof OAuthGrantError)) throw error
      if (error.error === 'invalid_grant' || error.error === 'unauthorized_client') {
        await markDisconnected(
          deps.db,
          row.id,
          `Access was revoked (${error.error}); connect the mailbox again.`,
        )
        throw new MailboxUnavailable(
          'The mailbox’s access was revoked; connect it again in Settings.',
        )
      }
      throw error
    }
  }
  return createOAuthMailTransport({
    config,
    fromAddress: row.email,
    async accessToken(force) {
      if (force || !expiresAt || expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS)
        await refresh()
      return accessToken
    },
  })
}
