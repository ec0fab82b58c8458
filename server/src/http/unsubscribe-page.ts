/**
 * What the two unsubscribe routes share (CAN-SPAM, RFC 8058): outreach's `/u/:token` and alerts'
 * `/alerts/unsubscribe/:token`. Each shows a page with one form button on GET (a GET never
 * unsubscribes: link scanners open links) and unsubscribes on POST, the button's and the
 * one-click POST a mail provider sends, which carries no cookie and needs no login.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { escapeHtml } from '../lib/escape-html'

/** The pages' stylesheet, served by the outreach module (no inline style under the CSP). */
export const UNSUBSCRIBE_CSS_PATH = '/u/unsubscribe.css'

/** A server-rendered page, never cached or indexed. */
export function unsubscribePage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${UNSUBSCRIBE_CSS_PATH}"></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    )
}

/** The page's form: one button that posts `List-Unsubscribe=One-Click` to `action`. */
export function oneClickForm(action: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
}

/**
 * RFC 8058 senders post `List-Unsubscribe=One-Click` as a form; the body is not needed (the link
 * names what to stop), so any body up to 4 KiB of any type is read as text (in this plugin only).
 */
export function acceptOneClickBodies(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  )
}
