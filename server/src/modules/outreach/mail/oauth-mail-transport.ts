/**
 * Sending through a user's own Google or Microsoft mailbox: the message is encoded as the same
 * RFC 5322 message SMTP would carry (so List-Unsubscribe and the Message-ID go with it) and
 * posted to Gmail's users.messages.send (`{ raw: base64url }`) or to Graph's /me/sendMail as
 * MIME (base64, Content-Type text/plain; Graph answers 202 Accepted).
 */
import { type CampaignTransport, MailboxUnavailable, SendFailure } from './campaign-transport'
import type { OAuthProviderConfig } from './oauth-providers'
import { rawMessage } from './raw-message'

export function createOAuthMailTransport(options: {
  config: OAuthProviderConfig
  fromAddress: string
  /** A valid access token (refreshed when close to expiry); `force` refreshes now. */
  accessToken: (force: boolean) => Promise<string>
}): CampaignTransport {
  const { config } = options
  const post = async (token: string, raw: Buffer) =>
    config.provider === 'google'
      ? fetch(config.sendUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ raw: raw.toString('base64url') }),
          signal: AbortSignal.timeout(30_000),
        })
      : fetch(config.sendUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
          body: raw.toString('base64'),
          signal: AbortSignal.timeout(30_000),
        })

  return {
    provider: config.provider,
    fromAddress: options.fromAddress,
    async send(email) {
      const raw = await rawMessage(email)
      let response: Response
      try {
        response = await post(await options.accessToken(false), raw)
        // An access token can be revoked before it expires: refresh once, then give up.
        if (response.status === 401) response = await post(await options.accessToken(true), raw)
      } catch (error) {
        if (error instanceof MailboxUnavailable) throw error
        const code = (error as { cause?: { code?: string } }).cause?.code ?? null
        // A refused connection delivered nothing; any other failure may have reached the provider.
        throw new SendFailure(
          String(error),
          code === 'ECONNREFUSED' ? 'transient' : 'unknown',
          code,
        )
      }
      const body = await response.text()
      if (response.status === 401)
        throw new MailboxUnavailable(
          `${config.provider} refused the mailbox's access token: connect it again in Settings`,
        )
      if (response.ok) {
        let id: string | null = null
        try {
          id = (JSON.parse(body) as { id?: string }).id ?? null
        } catch {
          id = null
        }
        return { providerMessageId: id, response: { status: response.status } }
      }
      const outcome = response.status === 429 || response.status >= 500 ? 'transient' : 'permanent'
      throw new SendFailure(
        `${config.provider} answered ${response.status}`,
        outcome,
        `http_${response.status}`,
        body.slice(0, 2000),
      )
    },
    async close() {},
  }
}
