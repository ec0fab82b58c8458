/**
 * Unsubscribing (CAN-SPAM, RFC 8058). `GET /u/:token` is a server-rendered page with one form
 * button, so it works in a browser without JavaScript under the strict CSP (no inline script or
 * style); `POST /u/:token` unsubscribes at once: the form's button, and the one-click POST a mail
 * provider sends (`List-Unsubscribe=One-Click`), which carries no cookie and needs no login. A GET
 * never unsubscribes: link scanners open links. The opt-out is per sender, across all campaigns.
 */
import { readFileSync } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../../db/client'
import {
  acceptOneClickBodies,
  oneClickForm,
  UNSUBSCRIBE_CSS_PATH,
  unsubscribePage,
} from '../../../http/unsubscribe-page'
import { escapeHtml } from '../../../lib/escape-html'
import { queueRecipient, suppressAddress } from './suppression.queries'
import { readUnsubscribeToken } from './unsubscribe-token'

export const UNSUBSCRIBE_PATH_PREFIX = '/u/'
const css = readFileSync(new URL('./unsubscribe-page.css', import.meta.url), 'utf8')

/** An address shown half hidden: 'm***@example.com'. */
function masked(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

const INVALID_BODY =
  '<p>This unsubscribe link is not valid. It may have been copied incompletely: open it again from the e-mail, or reply to the e-mail and ask not to be contacted.</p>'

export function unsubscribeRoutes(deps: { db: Db; secret: string }): FastifyPluginAsync {
  return async (app) => {
    // The one-click POST's body is read as text and ignored (the link names the message).
    acceptOneClickBodies(app)

    app.get(UNSUBSCRIBE_CSS_PATH, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(css),
    )

    app.get<{ Params: { token: string } }>(
      `${UNSUBSCRIBE_PATH_PREFIX}:token`,
      async (request, reply) => {
        const queueId = readUnsubscribeToken(deps.secret, request.params.token)
        const message = queueId ? await queueRecipient(deps.db, queueId) : null
        if (!message) return unsubscribePage(reply, 404, 'Link not valid', INVALID_BODY)
        const action = `${UNSUBSCRIBE_PATH_PREFIX}${encodeURIComponent(request.params.token)}`
        return unsubscribePage(
          reply,
          200,
          'Unsubscribe',
          `<p>Stop all e-mails from this sender to <strong>${escapeHtml(masked(message.email))}</strong>?</p>${oneClickForm(action)}<p class="muted">You will not receive any further e-mail from this sender through this service.</p>`,
        )
      },
    )

    app.post<{ Params: { token: string } }>(
      `${UNSUBSCRIBE_PATH_PREFIX}:token`,
      async (request, reply) => {
        const queueId = readUnsubscribeToken(deps.secret, request.params.token)
        const message = queueId ? await queueRecipient(deps.db, queueId) : null
        if (!message) return unsubscribePage(reply, 404, 'Link not valid', INVALID_BODY)
        const oneClick =
          typeof request.body === 'string' && /List-Unsubscribe=One-Click/i.test(request.body)
        await suppressAddress(deps.db, {
          userId: message.userId,
          email: message.email,
          reason: 'unsubscribe',
          source: oneClick && !request.headers.origin ? 'one_click' : 'unsubscribe_page',
        })
        return unsubscribePage(
          reply,
          200,
          'You are unsubscribed',
          `<p>${escapeHtml(masked(message.email))} will not receive any further e-mail from this sender through this service.</p>`,
        )
      },
    )
  }
}
