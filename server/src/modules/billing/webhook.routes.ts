/**
 * POST /api/paypal/webhook: the body is read raw (the signature covers it exactly), verified
 * with the provider, stored once per event id and applied by a job; the reply is immediate.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { BillingDeps } from './billing.deps'
import { APPLY_WEBHOOK_JOB, applyWebhookEvent, receiveWebhook } from './webhook.service'

export const WEBHOOK_PATH = '/api/paypal/webhook'

export function webhookRoutes(deps: BillingDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    app.post(WEBHOOK_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const eventId = await receiveWebhook(deps, { headers: request.headers, rawBody })
      if (eventId) {
        if (deps.jobs) await deps.jobs.send(APPLY_WEBHOOK_JOB, { eventId })
        else await applyWebhookEvent(deps, eventId)
      }
      return reply.status(200).send({ received: true, duplicate: eventId === null })
    })
  }
}
