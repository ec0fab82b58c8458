/**
 * The fake PayPal's catalogue endpoints: POST /v1/catalogs/products and POST /v1/billing/plans,
 * validated against PayPal's request schemas. A created plan is known to the subscription
 * endpoints at once, as on PayPal.
 */
import type { PaidTier } from '@common/enums'
import { PLANS } from '@common/plans'
import { z } from 'zod'
import { invalidField, invalidRequest } from './fake-paypal-errors'
import {
  type FakePayPalRequest,
  type FakePayPalState,
  type FakePlan,
  type FakeProduct,
  type FakeReply,
  fakeNow,
  paypalTime,
  randomCode,
} from './fake-paypal-state'
import { remember, rememberedRequest } from './fake-paypal-subscriptions'

const productSchema = z.object({
  name: z.string().min(1).max(127),
  type: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE']).default('PHYSICAL'),
  description: z.string().min(1).max(256).optional(),
  category: z.string().min(4).max(256).optional(),
})

const cycleSchema = z.object({
  frequency: z.object({
    interval_unit: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    interval_count: z.number().int().min(1).max(365).default(1),
  }),
  tenure_type: z.enum(['REGULAR', 'TRIAL']),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).default(1),
  pricing_scheme: z
    .object({
      fixed_price: z.object({
        value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
        currency_code: z.string().length(3),
      }),
    })
    .optional(),
})

const planSchema = z.object({
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  description: z.string().min(1).max(127).optional(),
  status: z.enum(['CREATED', 'INACTIVE', 'ACTIVE']).default('ACTIVE'),
  billing_cycles: z.array(cycleSchema).min(1).max(12),
  payment_preferences: z.object({
    auto_bill_outstanding: z.boolean().default(true),
    setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).default('CANCEL'),
    payment_failure_threshold: z.number().int().min(0).max(999).default(0),
  }),
})

/** POST /v1/catalogs/products. */
export function createProduct(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const replay = rememberedRequest(state, request)
  const existing = replay.id ? state.products.get(replay.id) : undefined
  if (existing) return { status: 200, body: productJson(state, existing) }
  const parsed = productSchema.safeParse(request.body)
  if (!parsed.success) return invalidRequest(parsed.error)
  const product = {
    id: `PROD-${randomCode(17)}`,
    name: parsed.data.name,
    type: parsed.data.type,
    description: parsed.data.description ?? null,
    createTime: paypalTime(fakeNow(state)),
  }
  state.products.set(product.id, product)
  remember(state, replay.key, product.id)
  return { status: 201, body: productJson(state, product) }
}

/** POST /v1/billing/plans; the product must exist. */
export function createPlan(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const replay = rememberedRequest(state, request)
  const existing = replay.id ? state.billingPlans.get(replay.id) : undefined
  if (existing) return { status: 200, body: planJson(state, existing) }
  const parsed = planSchema.safeParse(request.body)
  if (!parsed.success) return invalidRequest(parsed.error)
  const input = parsed.data
  if (!state.products.has(input.product_id)) {
    return invalidField('/product_id', 'INVALID_PARAMETER_VALUE', 'body', input.product_id)
  }
  const plan: FakePlan = {
    id: `P-${randomCode(24)}`,
    productId: input.product_id,
    name: input.name,
    status: input.status,
    billingCycles: input.billing_cycles,
    paymentPreferences: input.payment_preferences,
    createTime: paypalTime(fakeNow(state)),
    price: regularPrice(input.billing_cycles),
  }
  state.billingPlans.set(plan.id, plan)
  remember(state, replay.key, plan.id)
  return { status: 201, body: planJson(state, plan) }
}

function productJson(state: FakePayPalState, product: FakeProduct) {
  const self = `${state.baseUrl}/v1/catalogs/products/${product.id}`
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    ...(product.description ? { description: product.description } : {}),
    create_time: product.createTime,
    update_time: product.createTime,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: self, rel: 'edit', method: 'PATCH' },
    ],
  }
}

function planJson(state: FakePayPalState, plan: FakePlan) {
  const self = `${state.baseUrl}/v1/billing/plans/${plan.id}`
  return {
    id: plan.id,
    product_id: plan.productId,
    name: plan.name,
    status: plan.status,
    usage_type: 'LICENSED',
    billing_cycles: plan.billingCycles,
    payment_preferences: plan.paymentPreferences,
    create_time: plan.createTime,
    update_time: plan.createTime,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: self, rel: 'edit', method: 'PATCH' },
    ],
  }
}

/** The price of the plan's regular billing cycle. */
function regularPrice(cycles: z.infer<typeof cycleSchema>[]): string {
  const regular = cycles.find((cycle) => cycle.tenure_type === 'REGULAR')
  return regular?.pricing_scheme?.fixed_price.value ?? '0.00'
}

/** P-BASIC-FAKE and so on, priced as the catalogue, under the product PROD-FAKE. */
export function presetPlans(state: FakePayPalState): Record<PaidTier, string> {
  const now = paypalTime(fakeNow(state))
  state.products.set('PROD-FAKE', {
    id: 'PROD-FAKE',
    name: 'Foreclosure Leads',
    type: 'SERVICE',
    description: null,
    createTime: now,
  })
  const plans: Partial<Record<PaidTier, string>> = {}
  for (const plan of PLANS) {
    const id = `P-${plan.id.toUpperCase()}-FAKE`
    plans[plan.id] = id
    state.billingPlans.set(id, {
      id,
      productId: 'PROD-FAKE',
      name: `${plan.name} (monthly)`,
      status: 'ACTIVE',
      billingCycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: plan.price.toFixed(2), currency_code: 'USD' } },
        },
      ],
      paymentPreferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
      createTime: now,
      price: plan.price.toFixed(2),
    })
  }
  return plans as Record<PaidTier, string>
}
