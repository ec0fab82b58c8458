/**
 * Unsubscribing (CAN-SPAM, RFC 8058). `GET /u/:token` is a server-rendered page with one form
 * button, so it works in a browser without JavaScript under the strict CSP (no inline script or
 * style); `POST /u/:token` unsubscribes at once: the form's button, and the one-click POST a mail
 * provider sends (`List-Unsubscribe=One-Click`), which carries no cookie and needs no login. A GET
 * never unsubscribes: link scanners open links. The opt-out is per sender, across all campaigns.
 */
import { readFileSync } from 'node:fs'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { Db } from '../../../db/client'
import { escapeHtml } from '../../../lib/escape-html'
import { queueRecipient, suppressAddress } from './suppression.queries'
import { readUnsubscribeToken } from './unsubscribe-token'

export const UNSUBSCRIBE_PATH_PREFIX = '/u/'
const CSS_PATH = '/u/unsubscribe.css'
const css = readFileSync(new URL('./unsubscribe-page.css', import.meta.url), 'utf8')

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${CSS_PATH}"></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    )
}

/** An address shown half hidden: 'm***@example.com'. */
function masked(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

const INVALID_BODY =
  '<p>This unsubscribe link is not valid. It may have been copied incompletely: open it again from the e-mail, or reply to the e-mail and ask not to be contacted.</p>'

export function unsubscribeRoutes(deps: { db: Db; secret: string }): FastifyPluginAsync {
  return async (app) => {
    // RFC 8058 senders post `List-Unsubscribe=One-Click` as a form; the body is not needed (the
    // link names the message), so any body up to 4 KiB of any type is read as text and ignored.
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    )

    app.get(CSS_PATH, async (_request, reply) =>
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
        if (!message) return page(reply, 404, 'Link not valid', INVALID_BODY)
        const action = `${UNSUBSCRIBE_PATH_PREFIX}${encodeURIComponent(request.params.token)}`
        return page(
          reply,
          200,
          'Unsubscribe',
          `<p>Stop all e-mails from this sender to <strong>${escapeHtml(masked(message.email))}</strong>?</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form><p class="muted">You will not receive any further e-mail from this sender through this service.</p>`,
        )
      },
    )

    app.post<{ Params: { token: string } }>(
      `${UNSUBSCRIBE_PATH_PREFIX}:token`,
      async (request, reply) => {
        const queueId = readUnsubscribeToken(deps.secret, request.params.token)
        const message = queueId ? await queueRecipient(deps.db, queueId) : null
        if (!message) return page(reply, 404, 'Link not valid', INVALID_BODY)
        const oneClick =
          typeof request.body === 'string' && /List-Unsubscribe=One-Click/i.test(request.body)
        await suppressAddress(deps.db, {
          userId: message.userId,
          email: message.email,
          reason: 'unsubscribe',
          source: oneClick && !request.headers.origin ? 'one_click' : 'unsubscribe_page',
        })
        return page(
          reply,
          200,
          'You are unsubscribed',
          `<p>${escapeHtml(masked(message.email))} will not receive any further e-mail from this sender through this service.</p>`,
        )
      },
    )
  }
}
