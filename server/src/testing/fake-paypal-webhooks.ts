/**
 * Webhooks in the fake PayPal: deliveries signed the way the fake's verify-webhook-signature
 * endpoint checks them, and PayPal-shaped events to deliver. PayPal signs with RSA
 * (SHA256withRSA) and a certificate; the fake signs the same string with an HMAC, which is
 * enough to prove the adapter asks the verify endpoint and honours its answer.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { z } from 'zod'
import { invalidRequest } from './fake-paypal-errors'
import {
  type FakePayPalRequest,
  type FakePayPalState,
  type FakeReply,
  randomCode,
} from './fake-paypal-state'

/** A webhook delivery: the headers and the body exactly as PayPal would POST them. */
export interface SignedWebhook {
  headers: Record<string, string>
  rawBody: string
}

const verifySchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.url(),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
})

/** The string PayPal signs: `transmission id|time|webhook id|crc32 of the body`. */
function signature(
  state: FakePayPalState,
  id: string,
  time: string,
  webhookId: string,
  body: string,
) {
  return createHmac('sha256', state.webhookSecret)
    .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
    .digest('base64')
}

/** Signs a delivery of `event` to this fake's webhook id, with a fresh transmission id. */
export function signWebhookDelivery(state: FakePayPalState, event: object): SignedWebhook {
  const rawBody = JSON.stringify(event)
  const transmissionId = randomUUID()
  const transmissionTime = new Date().toISOString()
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${state.baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature(
        state,
        transmissionId,
        transmissionTime,
        state.webhookId,
        rawBody,
      ),
      'paypal-transmission-time': transmissionTime,
    },
  }
}

/**
 * POST /v1/notifications/verify-webhook-signature: SUCCESS when the signature matches the
 * event as sent, this fake's webhook id and SHA256withRSA; FAILURE otherwise.
 */
export function verifyWebhookSignature(
  state: FakePayPalState,
  request: FakePayPalRequest,
): FakeReply {
  const parsed = verifySchema.safeParse(request.body)
  if (!parsed.success) return invalidRequest(parsed.error)
  const input = parsed.data
  const event = (request.body as { webhook_event: unknown }).webhook_event
  const expected = signature(
    state,
    input.transmission_id,
    input.transmission_time,
    input.webhook_id,
    JSON.stringify(event),
  )
  const verified =
    input.auth_algo === 'SHA256withRSA' &&
    input.webhook_id === state.webhookId &&
    input.transmission_sig === expected
  return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } }
}

/**
 * A webhook event as PayPal sends it, e.g. ('BILLING.SUBSCRIPTION.SUSPENDED', { id: 'I-...',
 * status: 'SUSPENDED' }) or ('PAYMENT.SALE.COMPLETED', { id: '...', billing_agreement_id }).
 */
export function buildWebhookEvent(
  state: FakePayPalState,
  eventType: string,
  resource: Record<string, unknown>,
) {
  const id = `WH-${randomCode(17)}-${randomCode(17)}`
  const self = `${state.baseUrl}/v1/notifications/webhooks-events/${id}`
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: eventType.startsWith('PAYMENT.SALE.') ? 'sale' : 'subscription',
    resource_version: '2.0',
    event_type: eventType,
    summary: `${eventType} (fake PayPal)`,
    resource,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/resend`, rel: 'resend', method: 'POST' },
    ],
  }
}
