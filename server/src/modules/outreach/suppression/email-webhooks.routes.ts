/**
 * Bounce, complaint and unsubscribe events from e-mail providers suppress the address for the
 * sender of the message they are about: SendGrid's Event Webhook (signature verified, ECDSA) and
 * Postmark's Bounce and SubscriptionChange webhooks (HTTP Basic credentials in the webhook URL,
 * as Postmark offers; it signs nothing). A route whose provider is not configured answers 404.
 */
import { timingSafeEqual } from 'node:crypto'
import type { EmailSuppressionReason } from '@common/enums'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import {
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
  sendGridPublicKey,
  verifySendGridSignature,
} from './sendgrid-signature'
import {
  findEventMessage,
  liftProviderSuppression,
  markBounced,
  suppressAddress,
} from './suppression.queries'

const SENDGRID_WEBHOOK_PATH = '/api/email/webhooks/sendgrid'
const POSTMARK_WEBHOOK_PATH = '/api/email/webhooks/postmark'

export interface EmailWebhookDeps {
  db: Db
  log: FastifyBaseLogger
  /** SendGrid's verification key (SENDGRID_WEBHOOK_PUBLIC_KEY); unset: the route is off. */
  sendGridPublicKey?: string
  /** POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD; unset: the route is off. */
  postmark?: { user: string; password: string }
}

const SENDGRID_REASONS: Record<string, EmailSuppressionReason> = {
  bounce: 'bounce',
  dropped: 'bounce',
  spamreport: 'complaint',
  unsubscribe: 'unsubscribe',
  group_unsubscribe: 'unsubscribe',
}

const sendGridEvents = z.array(
  z
    .object({
      email: z.string().max(254),
      event: z.string().max(40),
      sg_message_id: z.string().max(300).optional(),
      timestamp: z.number().optional(),
      queue_id: z.string().max(64).optional(),
    })
    .loose(),
)

const postmarkEvent = z.discriminatedUnion('RecordType', [
  z
    .object({
      RecordType: z.literal('Bounce'),
      Type: z.string().max(60),
      Email: z.string().max(254),
      MessageID: z.string().max(100).nullable().optional(),
      Metadata: z.record(z.string(), z.string()).nullable().optional(),
    })
    .loose(),
  z
    .object({
      RecordType: z.literal('SubscriptionChange'),
      Recipient: z.string().max(254),
      SuppressSending: z.boolean(),
      SuppressionReason: z.string().max(60).nullable().optional(),
      MessageID: z.string().max(100).nullable().optional(),
      Metadata: z.record(z.string(), z.string()).nullable().optional(),
    })
    .loose(),
])

const POSTMARK_BOUNCE_REASONS: Record<string, EmailSuppressionReason> = {
  HardBounce: 'bounce',
  BadEmailAddress: 'bounce',
  ManuallyDeactivated: 'bounce',
  SpamComplaint: 'complaint',
  SpamNotification: 'complaint',
  Unsubscribe: 'unsubscribe',
}

const POSTMARK_SUPPRESSION_REASONS: Record<string, EmailSuppressionReason> = {
  HardBounce: 'bounce',
  SpamComplaint: 'complaint',
  ManualSuppression: 'unsubscribe',
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1]
  if (!encoded) return null
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

const refused = () =>
  new AppError('INVALID_WEBHOOK_SIGNATURE', 'The webhook signature could not be verified.', 401)

/** Suppresses the address for the sender of the message the event is about. */
async function applyEvent(
  deps: EmailWebhookDeps,
  event: {
    email: string
    reason: EmailSuppressionReason
    source: string
    queueId?: string | null
    providerMessageId?: string | null
  },
): Promise<boolean> {
  const message = await findEventMessage(deps.db, event)
  if (!message) return false
  await suppressAddress(deps.db, {
    userId: message.userId,
    email: message.email,
    reason: event.reason,
    source: event.source,
  })
  if (event.reason === 'bounce') await markBounced(deps.db, message.queueId)
  return true
}

export function emailWebhookRoutes(deps: EmailWebhookDeps): FastifyPluginAsync {
  const key = deps.sendGridPublicKey ? sendGridPublicKey(deps.sendGridPublicKey) : null
  return async (app) => {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )

    app.post(SENDGRID_WEBHOOK_PATH, async (request, reply) => {
      if (!key) throw AppError.notFound('NOT_FOUND', 'Route not found')
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const signature = request.headers[SENDGRID_SIGNATURE_HEADER]
      const timestamp = request.headers[SENDGRID_TIMESTAMP_HEADER]
      if (
        !verifySendGridSignature(
          key,
          rawBody,
          typeof signature === 'string' ? signature : undefined,
          typeof timestamp === 'string' ? timestamp : undefined,
        )
      ) {
        throw refused()
      }
      const parsed = sendGridEvents.safeParse(safeJson(rawBody))
      if (!parsed.success) {
        throw AppError.badRequest('BAD_REQUEST', 'Expected a JSON array of SendGrid events')
      }
      let applied = 0
      for (const event of parsed.data) {
        const reason = SENDGRID_REASONS[event.event]
        if (!reason) continue
        const done = await applyEvent(deps, {
          email: event.email,
          reason,
          source: 'sendgrid',
          queueId: event.queue_id,
          providerMessageId: event.sg_message_id,
        })
        if (done) applied++
      }
      deps.log.info({ events: parsed.data.length, applied }, 'SendGrid events received')
      return reply.status(200).send({ received: parsed.data.length, applied })
    })

    app.post(POSTMARK_WEBHOOK_PATH, async (request, reply) => {
      if (!deps.postmark) throw AppError.notFound('NOT_FOUND', 'Route not found')
      const given = basicCredentials(request.headers.authorization)
      if (
        !given ||
        !sameSecret(given.user, deps.postmark.user) ||
        !sameSecret(given.password, deps.postmark.password)
      ) {
        throw refused()
      }
      const parsed = postmarkEvent.safeParse(
        safeJson(typeof request.body === 'string' ? request.body : ''),
      )
      if (!parsed.success) {
        // Other record types (Delivery, Open, Click) are acknowledged and ignored.
        return reply.status(200).send({ received: 1, applied: 0 })
      }
      const event = parsed.data
      const queueId = event.Metadata?.queue_id ?? null
      let applied = false
      if (event.RecordType === 'Bounce') {
        const reason = POSTMARK_BOUNCE_REASONS[event.Type]
        if (reason) {
          applied = await applyEvent(deps, {
            email: event.Email,
            reason,
            source: 'postmark',
            queueId,
            providerMessageId: event.MessageID,
          })
        }
      } else if (event.SuppressSending) {
        applied = await applyEvent(deps, {
          email: event.Recipient,
          reason: POSTMARK_SUPPRESSION_REASONS[event.SuppressionReason ?? ''] ?? 'unsubscribe',
          source: 'postmark',
          queueId,
          providerMessageId: event.MessageID,
        })
      } else {
        const message = await findEventMessage(deps.db, {
          email: event.Recipient,
          queueId,
          providerMessageId: event.MessageID,
        })
        if (message) {
          await liftProviderSuppression(deps.db, { ...message, source: 'postmark' })
          applied = true
        }
      }
      return reply.status(200).send({ received: 1, applied: applied ? 1 : 0 })
    })
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
