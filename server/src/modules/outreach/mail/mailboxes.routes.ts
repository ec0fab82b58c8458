/**
 * Connected mailboxes: GET /api/mailboxes, POST /api/mailboxes/:provider/connect (the provider's
 * authorization URL), GET /api/mailboxes/oauth/callback (the provider's redirect back, then to
 * /settings), POST /api/mailboxes/smtp, DELETE /api/mailboxes/:id.
 */
import {
  addSmtpMailboxRequest,
  connectMailboxResponse,
  listMailboxesResponse,
  mailboxIdParams,
  mailboxProviderParams,
  mailboxView,
} from '@common/contracts/email-campaigns'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../accounts'
import { addSmtpMailbox, listMailboxes, removeMailbox } from './mailbox.service'
import { type MailboxDeps, OAUTH_CALLBACK_PATH } from './mailbox-deps'
import { finishMailboxConnection, startMailboxConnection } from './mailbox-oauth.service'
import type { OAuthMailboxProvider } from './oauth-providers'

const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
})

export function mailboxesRoutes(deps: MailboxDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser)
    app.get(
      '/api/mailboxes',
      { schema: { response: { 200: listMailboxesResponse } } },
      async (request) => ({
        mailboxes: await listMailboxes(deps.db, request.user.id),
        providers: Object.keys(deps.providers) as OAuthMailboxProvider[],
      }),
    )
    app.post(
      '/api/mailboxes/:provider/connect',
      { schema: { params: mailboxProviderParams, response: { 200: connectMailboxResponse } } },
      async (request) => {
        const session = await request.session()
        return startMailboxConnection(deps, {
          userId: request.user.id,
          sessionId: session?.sid ?? '',
          provider: request.params.provider,
        })
      },
    )
    app.get(
      OAUTH_CALLBACK_PATH,
      { schema: { querystring: callbackQuery } },
      async (request, reply) => {
        const session = await request.session()
        const outcome = await finishMailboxConnection(deps, {
          userId: request.user.id,
          sessionId: session?.sid ?? '',
          ...request.query,
        })
        return reply.redirect(`${deps.publicUrl}/settings?mailbox=${outcome}`, 303)
      },
    )
    app.post(
      '/api/mailboxes/smtp',
      { schema: { body: addSmtpMailboxRequest, response: { 201: mailboxView } } },
      async (request, reply) => {
        const { user, log, body } = request
        return reply.status(201).send(await addSmtpMailbox(deps, { userId: user.id, log, ...body }))
      },
    )
    app.delete(
      '/api/mailboxes/:id',
      {
        schema: {
          params: mailboxIdParams,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        await removeMailbox(deps.db, request.user.id, request.params.id)
        return { success: true as const }
      },
    )
  }
}
