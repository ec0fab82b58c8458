/**
 * Creates on PayPal what the subscriptions need: one catalogue product and one monthly plan
 * per paid tier, priced from the plan catalogue in common/plans.ts. The core of
 * `npm run paypal:setup`; each run creates new ones (PayPal plans cannot be re-priced in
 * place), so it is run once per PayPal app and its output goes into the environment.
 */
import { randomUUID } from 'node:crypto'
import type { PaidTier } from '@common/enums'
import { PLANS, type Plan } from '@common/plans'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { PaymentProviderError } from './payment-provider'
import { createPayPalHttp, type PayPalRetryPolicy } from './paypal-http'
import { PAYPAL_BRAND_NAME } from './paypal-provider'

/** The PayPal app to set up (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and its host). */
export interface PayPalCatalogueOptions {
  baseUrl: string
  clientId: string
  clientSecret: string
  timeoutMs?: number
  retry?: Partial<PayPalRetryPolicy>
  log?: FastifyBaseLogger
}

/** What was created: the product and each tier's plan id (PAYPAL_PLAN_ID_<TIER>). */
export interface PayPalCatalogue {
  productId: string
  planIds: Record<PaidTier, string>
}

const createdSchema = z.object({ id: z.string().min(1) })

/** The product the plans belong to (POST /v1/catalogs/products). */
function productRequest() {
  return {
    name: PAYPAL_BRAND_NAME,
    description: 'Foreclosure documents and public records for real estate investors',
    type: 'SERVICE',
    category: 'SOFTWARE',
  }
}

/** One tier's plan (POST /v1/billing/plans): billed monthly until cancelled, in USD. */
function planRequest(productId: string, plan: Plan) {
  return {
    product_id: productId,
    name: `${PAYPAL_BRAND_NAME} ${plan.name} (monthly)`,
    description: `${plan.name} - ${plan.subtitle}`,
    status: 'ACTIVE',
    billing_cycles: [
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: {
          fixed_price: { value: plan.price.toFixed(2), currency_code: 'USD' },
        },
      },
    ],
    payment_preferences: {
      auto_bill_outstanding: true,
      payment_failure_threshold: 1,
    },
  }
}

/** Creates the product, then the three plans, and returns their ids. */
export async function setUpPayPalCatalogue(
  options: PayPalCatalogueOptions,
): Promise<PayPalCatalogue> {
  const http = createPayPalHttp(options)
  const created = async (path: string, body: unknown) => {
    // One PayPal-Request-Id per resource: a retried create (429, 5xx, timeout) makes one.
    const answer = await http.call({
      method: 'POST',
      path,
      requestId: randomUUID(),
      headers: { Prefer: 'return=representation' },
      body,
    })
    const parsed = createdSchema.safeParse(answer.body)
    if (!parsed.success) {
      throw new PaymentProviderError(`PayPal's answer to POST ${path} has no id`)
    }
    return parsed.data.id
  }

  const productId = await created('/v1/catalogs/products', productRequest())
  const planIds: Partial<Record<PaidTier, string>> = {}
  for (const plan of PLANS) {
    planIds[plan.id] = await created('/v1/billing/plans', planRequest(productId, plan))
  }
  return { productId, planIds: planIds as Record<PaidTier, string> }
}
