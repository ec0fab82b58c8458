/**
 * The PayPal adapter of PaymentProvider, on PayPal's Subscriptions REST API
 * (v1/billing/subscriptions) and webhook verification (v1/notifications). HTTP, tokens and
 * error mapping live in paypal-http.ts; webhook verification in paypal-webhook.ts.
 */
import type { PaidTier } from '@common/enums'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import {
  type CreatedSubscription,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_SUBSCRIPTION_STATUSES,
  type ProviderSubscription,
  type ProviderTransaction,
} from './payment-provider'
import { createPayPalHttp, type PayPalRetryPolicy } from './paypal-http'
import { verifyPayPalWebhook } from './paypal-webhook'

/** What createPayPalProvider needs; built from the PAYPAL_* settings. */
export interface PayPalProviderOptions {
  clientId: string
  clientSecret: string
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com or a test server. */
  baseUrl: string
  /** The id of the webhook registered for this app (PAYPAL_WEBHOOK_ID). */
  webhookId: string
  /** PayPal plan ids ('P-...') per tier, as `npm run paypal:setup` printed them. */
  planIds: Record<PaidTier, string>
  /** Per-request limit; 15 s by default. */
  timeoutMs?: number
  /** Retries of 429, 5xx and timeouts (paypal-http.ts); 4 tries with backoff by default. */
  retry?: Partial<PayPalRetryPolicy>
  log: FastifyBaseLogger
}

/** The brand PayPal shows on its approval page. */
export const PAYPAL_BRAND_NAME = 'Foreclosure Leads'
/** PayPal's limit on activate and cancel reasons. */
const REASON_MAX_LENGTH = 128

const statusSchema = z.enum(PROVIDER_SUBSCRIPTION_STATUSES)

const linkSchema = z.object({ href: z.string(), rel: z.string() })

const createdSchema = z.object({
  id: z.string().min(1),
  status: statusSchema,
  links: z.array(linkSchema).default([]),
})

const subscriptionSchema = z.object({
  id: z.string().min(1),
  status: statusSchema,
  status_update_time: z.string().nullish(),
  plan_id: z.string().min(1),
  custom_id: z.string().nullish(),
  subscriber: z.object({ payer_id: z.string().nullish() }).nullish(),
  billing_info: z
    .object({
      next_billing_time: z.string().nullish(),
      last_payment: z.object({ time: z.string().nullish() }).nullish(),
    })
    .nullish(),
})

const reviseSchema = z.object({ links: z.array(linkSchema).default([]) })

const money = z.object({ currency_code: z.string(), value: z.string() })
const transactionsSchema = z.object({
  transactions: z
    .array(
      z.object({
        id: z.string().min(1),
        status: z.string().default('COMPLETED'),
        amount_with_breakdown: z.object({ gross_amount: money }),
        time: z.string().min(1),
      }),
    )
    .default([]),
})

/** PayPal's time format for query parameters (RFC 3339, seconds, UTC). */
const paypalTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`

/** Creates the adapter; nothing is requested from PayPal until the first call. */
export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const log = options.log
  const http = createPayPalHttp({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    log,
  })
  const subscriptionPath = (id: string) => `/v1/billing/subscriptions/${encodeURIComponent(id)}`

  async function getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const answer = await http.call({ method: 'GET', path: subscriptionPath(subscriptionId) })
    const found = parseAnswer(subscriptionSchema, answer.body, 'get subscription')
    return {
      id: found.id,
      status: found.status,
      planId: found.plan_id,
      customId: found.custom_id ?? null,
      payerId: found.subscriber?.payer_id ?? null,
      nextBillingTime: found.billing_info?.next_billing_time ?? null,
      lastPaymentTime: found.billing_info?.last_payment?.time ?? null,
      statusUpdateTime: found.status_update_time ?? null,
    }
  }

  return {
    kind: 'paypal',

    planIdFor(tier) {
      return options.planIds[tier]
    },

    tierForPlan(planId) {
      const found = Object.entries(options.planIds).find(([, id]) => id === planId)
      return (found?.[0] as PaidTier | undefined) ?? null
    },

    async createSubscription(input): Promise<CreatedSubscription> {
      const answer = await http.call({
        method: 'POST',
        path: '/v1/billing/subscriptions',
        requestId: input.requestId,
        headers: { Prefer: 'return=representation' },
        body: {
          plan_id: options.planIds[input.tier],
          custom_id: input.userId,
          application_context: { ...approvalPage(input), user_action: 'SUBSCRIBE_NOW' },
        },
      })
      const created = parseAnswer(createdSchema, answer.body, 'create subscription')
      // PayPal drops the approve link once the buyer has approved (e.g. a replayed request).
      const approvalUrl = approvalHref(
        created.links,
        `PayPal subscription ${created.id} is ${created.status} and has no approval link`,
      )
      log.info({ subscriptionId: created.id, tier: input.tier }, 'PayPal subscription created')
      return { subscriptionId: created.id, approvalUrl, status: created.status }
    },

    getSubscription,

    async reviseSubscription(input) {
      const answer = await http.call({
        method: 'POST',
        path: `${subscriptionPath(input.subscriptionId)}/revise`,
        requestId: input.requestId,
        body: { plan_id: options.planIds[input.tier], application_context: approvalPage(input) },
      })
      const revised = parseAnswer(reviseSchema, answer.body, 'revise subscription')
      const approvalUrl = approvalHref(
        revised.links,
        `PayPal gave no approval link for the plan change of ${input.subscriptionId}`,
      )
      log.info(
        { subscriptionId: input.subscriptionId, tier: input.tier },
        'PayPal plan change asked',
      )
      return { approvalUrl }
    },

    async cancelSubscription(subscriptionId, reason) {
      try {
        await http.call({
          method: 'POST',
          path: `${subscriptionPath(subscriptionId)}/cancel`,
          body: { reason: reasonText(reason) },
        })
      } catch (error) {
        // A retried cancel, or one of a subscription that ended meanwhile: PayPal answers 422.
        if (!(error instanceof PaymentProviderError) || error.providerStatus !== 422) throw error
        const now = await getSubscription(subscriptionId)
        if (now.status !== 'CANCELLED' && now.status !== 'EXPIRED') throw error
      }
      log.info({ subscriptionId }, 'PayPal subscription cancelled')
    },

    async listTransactions(subscriptionId, range): Promise<ProviderTransaction[]> {
      const query = new URLSearchParams({
        start_time: paypalTime(range.start),
        end_time: paypalTime(range.end),
      })
      const answer = await http.call({
        method: 'GET',
        path: `${subscriptionPath(subscriptionId)}/transactions?${query}`,
      })
      const list = parseAnswer(transactionsSchema, answer.body, 'list transactions')
      return list.transactions
        .map((tx) => ({
          id: tx.id,
          status: tx.status,
          amount: tx.amount_with_breakdown.gross_amount.value,
          currency: tx.amount_with_breakdown.gross_amount.currency_code,
          time: tx.time,
        }))
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
    },

    verifyWebhook({ headers, rawBody }) {
      return verifyPayPalWebhook({ http, webhookId: options.webhookId, headers, rawBody, log })
    },
  }
}

/** What PayPal's approval page shows the buyer, and where it sends them back to. */
function approvalPage(input: { returnUrl: string; cancelUrl: string }) {
  return {
    brand_name: PAYPAL_BRAND_NAME,
    shipping_preference: 'NO_SHIPPING',
    return_url: input.returnUrl,
    cancel_url: input.cancelUrl,
  }
}

/** The page the buyer approves on (the 'approve' link); without one, `missing` is thrown. */
function approvalHref(links: readonly { href: string; rel: string }[], missing: string): string {
  const approve = links.find((link) => link.rel === 'approve')
  if (!approve) throw new PaymentProviderError(missing)
  return approve.href
}

/** PayPal wants 1 to 128 characters. */
function reasonText(reason: string): string {
  const trimmed = reason.trim()
  return (trimmed === '' ? 'Cancelled by the subscriber' : trimmed).slice(0, REASON_MAX_LENGTH)
}

/** Parses a 2xx body; a shape we do not understand is a provider error, not a crash. */
function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ')
  throw new PaymentProviderError(`PayPal's answer to ${what} was not understood: ${problems}`)
}
