/**
 * The transport a campaign sends through: the user's own SMTP server (behind the SSRF guard on
 * every pass), or their OAuth mailbox with its access token refreshed before it expires. A
 * refused refresh, or an SMTP host that now resolves to a private address, marks the mailbox
 * disconnected (isConnected false) and its campaigns stop.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { emailTokens } from '../../../db/schema'
import { type CampaignTransport, MailboxUnavailable, SendFailure } from './campaign-transport'
import { guardedSmtpSettings } from './guarded-smtp'
import type { MailboxDeps } from './mailbox-deps'
import { OAuthGrantError, refreshAccessToken } from './oauth-client'
import { createOAuthMailTransport } from './oauth-mail-transport'
import type { OAuthMailboxProvider } from './oauth-providers'
import { createSmtpCampaignTransport } from './smtp-campaign-transport'

/** Refresh an access token this long before it expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000

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
    const smtpUrl = box.open(row.accessToken)
    return createSmtpCampaignTransport({
      provider: 'smtp',
      fromAddress: row.email,
      // The guard again on every pass: the host's DNS may point elsewhere since it was saved.
      server: async () => {
        const guard = { allowPrivateTargets: deps.allowPrivateTargets }
        const guarded = await guardedSmtpSettings(smtpUrl, guard)
        if (guarded.ok) return guarded
        if (guarded.reason === 'unresolved') {
          throw new SendFailure(`${guarded.message} (${guarded.detail})`, 'transient', 'EDNS')
        }
        await markDisconnected(deps.db, row.id, guarded.message)
        throw new MailboxUnavailable(`${guarded.message} Connect the mailbox again in Settings.`)
      },
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
