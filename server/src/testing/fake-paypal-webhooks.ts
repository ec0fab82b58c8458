/**
 * Webhooks in the fake PayPal: PayPal-shaped events (notifications_webhooks_v1.json `event`,
 * with a subscription or a sale as the resource), deliveries signed over the exact bytes sent,
 * and the verify-webhook-signature endpoint, which checks the signature against the exact bytes
 * of `webhook_event` in its request. PayPal signs `transmission id|time|webhook id|crc32(body)`
 * with RSA (SHA256withRSA) and a certificate; the fake signs the same string with an HMAC, which
 * is enough to prove the adapter asks the verify endpoint, hands it the body byte for byte and
 * honours its answer. A re-serialised body fails, as it does at PayPal.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { findNodeAtLocation, parseTree } from 'jsonc-parser'
import { z } from 'zod'
import { invalidRequest } from './fake-paypal-errors'
import {
  type FakePayPalRequest,
  type FakePayPalState,
  type FakeReply,
  type FakeSubscription,
  type FakeTransaction,
  fakeNow,
  paypalTime,
  randomCode,
  subscriptionJson,
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

/** The pattern PayPal's webhooks document gives `transmission_sig`. */
const PAYPAL_SIG_PATTERN = /^(?!\d+$)\w+\S+/

function signature(
  state: FakePayPalState,
  id: string,
  time: string,
  webhookId: string,
  body: string,
) {
  return createHmac('sha256', state.webhookSecret)
    .update(`${id}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`)
    .digest('base64')
}

/**
 * How the fake writes an event: JSON with every '/' escaped as '\/', as many JSON encoders do.
 * Valid JSON that a parse-and-stringify round trip does not give back byte for byte.
 */
function serialiseEvent(event: object): string {
  return JSON.stringify(event).replaceAll('/', '\\/')
}

/** Signs a delivery of `event` (or of `rawBody` as given) to this fake's webhook id. */
export function signWebhookDelivery(
  state: FakePayPalState,
  event: object,
  rawBody: string = serialiseEvent(event),
): SignedWebhook {
  const transmissionTime = paypalTime(fakeNow(state))
  // PayPal's verify-webhook-signature schema requires `transmission_sig` to match
  // ^(?!\d+$)\w+\S+ (no leading '+' or '/'); an HMAC in base64 starts with one about 1 time in
  // 32, so the fake picks another transmission id until its signature fits the documented form.
  let transmissionId = randomUUID()
  while (
    !PAYPAL_SIG_PATTERN.test(
      signature(state, transmissionId, transmissionTime, state.webhookId, rawBody),
    )
  )
    transmissionId = randomUUID()
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-auth-version': 'v2',
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

/** The exact text of `webhook_event` inside a verify request's body. */
function rawEventText(rawBody: string): string | null {
  const tree = parseTree(rawBody)
  const node = tree ? findNodeAtLocation(tree, ['webhook_event']) : undefined
  return node ? rawBody.slice(node.offset, node.offset + node.length) : null
}

/**
 * POST /v1/notifications/verify-webhook-signature: SUCCESS when the signature matches the
 * event's bytes as sent, this fake's webhook id and SHA256withRSA; FAILURE otherwise.
 */
export function verifyWebhookSignature(
  state: FakePayPalState,
  request: FakePayPalRequest,
): FakeReply {
  const parsed = verifySchema.safeParse(request.body)
  if (!parsed.success) return invalidRequest(parsed.error)
  const input = parsed.data
  const eventText = rawEventText(request.rawBody) ?? ''
  const expected = signature(
    state,
    input.transmission_id,
    input.transmission_time,
    input.webhook_id,
    eventText,
  )
  const verified =
    input.auth_algo === 'SHA256withRSA' &&
    input.webhook_id === state.webhookId &&
    input.transmission_sig === expected
  return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } }
}

/** A webhook event as PayPal sends it about any resource. */
export function buildWebhookEvent(
  state: FakePayPalState,
  eventType: string,
  resource: Record<string, unknown>,
  resourceType = eventType.startsWith('PAYMENT.SALE.') ? 'sale' : 'subscription',
) {
  const id = `WH-${randomCode(17)}-${randomCode(17)}`
  const self = `${state.baseUrl}/v1/notifications/webhooks-events/${id}`
  return {
    id,
    event_version: '1.0',
    create_time: fakeNow(state).toISOString(),
    resource_type: resourceType,
    resource_version: resourceType === 'subscription' ? '2.0' : '1.0',
    event_type: eventType,
    summary: `${eventType} (fake PayPal)`,
    resource,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/resend`, rel: 'resend', method: 'POST' },
    ],
  }
}

/** A BILLING.SUBSCRIPTION.* event whose resource is the subscription as it stands. */
export function subscriptionEvent(
  state: FakePayPalState,
  eventType: string,
  sub: FakeSubscription,
) {
  return buildWebhookEvent(state, eventType, subscriptionJson(state, sub), 'subscription')
}

/**
 * A PAYMENT.SALE.* event about one payment of a subscription: for COMPLETED, DENIED and
 * REVERSED the resource is the sale (with `billing_agreement_id`, the subscription); for
 * REFUNDED it is the refund, which names the sale (`sale_id`) and not the subscription.
 */
export function saleEvent(
  state: FakePayPalState,
  eventType: string,
  sub: FakeSubscription,
  transaction: FakeTransaction,
  refundedAmount = transaction.amount,
) {
  const now = paypalTime(fakeNow(state))
  const saleHref = `${state.baseUrl}/v1/payments/sale/${transaction.id}`
  if (eventType === 'PAYMENT.SALE.REFUNDED') {
    const refundId = randomCode(17)
    return buildWebhookEvent(
      state,
      eventType,
      {
        id: refundId,
        state: 'completed',
        amount: { total: refundedAmount, currency: 'USD' },
        sale_id: transaction.id,
        create_time: now,
        update_time: now,
        links: [
          { href: `${state.baseUrl}/v1/payments/refund/${refundId}`, rel: 'self', method: 'GET' },
          { href: saleHref, rel: 'sale', method: 'GET' },
        ],
      },
      'refund',
    )
  }
  const states: Record<string, string> = {
    'PAYMENT.SALE.COMPLETED': 'completed',
    'PAYMENT.SALE.DENIED': 'denied',
    'PAYMENT.SALE.REVERSED': 'reversed',
  }
  return buildWebhookEvent(state, eventType, {
    id: transaction.id,
    state: states[eventType] ?? 'completed',
    amount: {
      total: transaction.amount,
      currency: 'USD',
      details: { subtotal: transaction.amount },
    },
    payment_mode: 'INSTANT_TRANSFER',
    billing_agreement_id: sub.id,
    create_time: transaction.time,
    update_time: now,
    links: [
      { href: saleHref, rel: 'self', method: 'GET' },
      { href: `${saleHref}/refund`, rel: 'refund', method: 'POST' },
    ],
  })
}
