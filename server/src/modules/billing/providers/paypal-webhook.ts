/**
 * PayPal webhook deliveries: the five PAYPAL-* transmission headers and the body go to
 * PayPal's verify-webhook-signature endpoint, which answers SUCCESS or FAILURE. PayPal's
 * signature covers the exact bytes it delivered, so the body is spliced into that request as
 * received, never parsed and written again (a re-serialised event fails verification). Only a
 * verified event is parsed into a ProviderWebhookEvent.
 */
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { ProviderWebhookEvent } from './payment-provider'
import type { PayPalHttp } from './paypal-http'

/** The headers PayPal sends with every webhook delivery, by verify request field. */
const PAYPAL_WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const

type TransmissionField = keyof typeof PAYPAL_WEBHOOK_HEADERS

const eventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  create_time: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
})

const verificationSchema = z.object({ verification_status: z.string() })

/** A delivery to verify, and how to reach PayPal for it. */
export interface VerifyPayPalWebhookInput {
  http: PayPalHttp
  /** The id PayPal gave the webhook when it was registered (PAYPAL_WEBHOOK_ID). */
  webhookId: string
  headers: Record<string, string | string[] | undefined>
  rawBody: string
  log?: FastifyBaseLogger
}

/**
 * Verifies a delivery with PayPal and parses it. Null when a header is missing, the body is
 * not a PayPal event (neither asks PayPal anything) or PayPal answers FAILURE. Throws
 * PaymentProviderError when PayPal cannot be asked, so the delivery fails and PayPal retries
 * it instead of it being dropped as forged.
 */
export async function verifyPayPalWebhook(
  input: VerifyPayPalWebhookInput,
): Promise<ProviderWebhookEvent | null> {
  const transmission = transmissionHeaders(input.headers)
  if (!transmission) {
    input.log?.info('PayPal webhook without its transmission headers; ignored')
    return null
  }
  let body: unknown
  try {
    body = JSON.parse(input.rawBody)
  } catch {
    input.log?.info('PayPal webhook whose body is not JSON; ignored')
    return null
  }
  const event = eventSchema.safeParse(body)
  if (!event.success) {
    input.log?.info('PayPal webhook whose body is not an event; ignored')
    return null
  }
  const head = JSON.stringify({ ...transmission, webhook_id: input.webhookId })
  const answer = await input.http.call({
    method: 'POST',
    path: '/v1/notifications/verify-webhook-signature',
    rawJsonBody: `${head.slice(0, -1)},"webhook_event":${input.rawBody.trim()}}`,
    idempotent: false,
  })
  const verification = verificationSchema.safeParse(answer.body)
  if (!verification.success || verification.data.verification_status !== 'SUCCESS') {
    input.log?.warn(
      { eventId: event.data.id, eventType: event.data.event_type },
      'PayPal did not verify a webhook signature; ignored',
    )
    return null
  }
  const { event_type: eventType, resource } = event.data
  return {
    id: event.data.id,
    eventType,
    subscriptionId: subscriptionIdOf(eventType, resource),
    createTime: event.data.create_time,
    saleId: saleIdOf(eventType, resource),
    amount: amountOf(eventType, resource),
    resource,
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The payment a PAYMENT.SALE.* event is about: the sale itself, or the sale a refund names. */
function saleIdOf(eventType: string, resource: Record<string, unknown>): string | null {
  if (!eventType.startsWith('PAYMENT.SALE.')) return null
  return eventType === 'PAYMENT.SALE.REFUNDED' ? text(resource.sale_id) : text(resource.id)
}

/** The amount of a sale (or refunded by a refund), `amount.total` in PayPal's v1 resources. */
function amountOf(eventType: string, resource: Record<string, unknown>): string | null {
  if (!eventType.startsWith('PAYMENT.SALE.')) return null
  const amount = resource.amount as { total?: unknown } | undefined
  return text(amount?.total)
}

/**
 * The subscription an event is about: the resource itself for BILLING.SUBSCRIPTION.* events,
 * the billing agreement (the subscription id) of a sale for PAYMENT.SALE.* events. A refund
 * may not name it (its resource names the sale); billing finds it from the sale then.
 */
function subscriptionIdOf(eventType: string, resource: Record<string, unknown>) {
  const value = eventType.startsWith('BILLING.SUBSCRIPTION.')
    ? resource.id
    : eventType.startsWith('PAYMENT.SALE.')
      ? resource.billing_agreement_id
      : null
  return text(value)
}

/** The five transmission values (header names in any case), or null when one is missing. */
function transmissionHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<TransmissionField, string> | null {
  const lower = new Map<string, string>()
  for (const [name, value] of Object.entries(headers)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined && first.trim() !== '') lower.set(name.toLowerCase(), first.trim())
  }
  const result: Partial<Record<TransmissionField, string>> = {}
  for (const [field, header] of Object.entries(PAYPAL_WEBHOOK_HEADERS)) {
    const value = lower.get(header)
    if (value === undefined) return null
    result[field as TransmissionField] = value
  }
  return result as Record<TransmissionField, string>
}
