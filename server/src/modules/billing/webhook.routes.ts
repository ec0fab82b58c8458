/**
 * POST /api/paypal/webhook: the body is read raw (the signature covers it exactly), verified
 * with the provider and stored once per event id, then applied from the stored row by a job.
 * Without a job queue it is applied at once, and a failure answers 503 so the provider delivers
 * it again (the stored row is then applied, not dropped as a duplicate).
 */
import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../http/app-error'
import type { BillingDeps } from './billing.deps'
import { APPLY_WEBHOOK_JOB, applyWebhookEvent, receiveWebhook } from './webhook.service'

const WEBHOOK_PATH = '/api/paypal/webhook'

export function webhookRoutes(deps: BillingDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    app.post(WEBHOOK_PATH, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const received = await receiveWebhook(deps, { headers: request.headers, rawBody })
      if (received.apply && deps.jobs) {
        // Stored first: if this send fails, the billing sweep applies the event.
        await deps.jobs
          .send(APPLY_WEBHOOK_JOB, { eventId: received.eventId })
          .catch((error: unknown) => deps.log.warn({ err: error }, 'could not queue a webhook'))
      } else if (received.apply) {
        try {
          await applyWebhookEvent(deps, received.eventId)
        } catch (error) {
          deps.log.error({ err: error, eventId: received.eventId }, 'webhook not applied yet')
          throw new AppError(
            'PAYMENT_PROVIDER_ERROR',
            'The event is kept and will be applied when PayPal delivers it again.',
            503,
          )
        }
      }
      return reply.status(200).send({ received: true, duplicate: received.duplicate })
    })
  }
}
