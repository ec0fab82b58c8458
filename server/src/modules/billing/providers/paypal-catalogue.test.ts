import { PLANS } from '@common/plans'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../../../testing/fake-paypal'
import { PaymentProviderError } from './payment-provider'
import { setUpPayPalCatalogue } from './paypal-catalogue'
import { createPayPalProvider } from './paypal-provider'

let fake: FakePayPal

beforeEach(async () => {
  fake = await startFakePayPal()
})
afterEach(() => fake.close())

const credentials = () => ({
  baseUrl: fake.baseUrl,
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
})

describe('setUpPayPalCatalogue', () => {
  it('creates one SERVICE product and one monthly USD plan per tier at the catalogue price', async () => {
    const catalogue = await setUpPayPalCatalogue(credentials())

    const products = fake.requests.filter((r) => r.path === '/v1/catalogs/products')
    const plans = fake.requests.filter((r) => r.path === '/v1/billing/plans')
    expect(products.map((r) => r.status)).toEqual([201])
    expect(plans.map((r) => r.status)).toEqual([201, 201, 201])
    expect(products[0]?.body).toMatchObject({ name: 'Foreclosure Leads', type: 'SERVICE' })
    expect(fake.products.get(catalogue.productId)?.type).toBe('SERVICE')

    expect(plans.map((r) => r.body)).toEqual(
      PLANS.map((plan) =>
        expect.objectContaining({
          product_id: catalogue.productId,
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
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
        }),
      ),
    )
    const prices = plans.map(
      (r) =>
        (r.body as { billing_cycles: [{ pricing_scheme: { fixed_price: { value: string } } }] })
          .billing_cycles[0].pricing_scheme.fixed_price.value,
    )
    expect(prices).toEqual(['29.99', '69.99', '99.00'])
    for (const tier of ['basic', 'pro', 'elite'] as const) {
      expect(fake.billingPlans.get(catalogue.planIds[tier])?.productId).toBe(catalogue.productId)
    }
  })

  it('returns plan ids that subscriptions can be created on', async () => {
    const { planIds } = await setUpPayPalCatalogue(credentials())
    const paypal = createPayPalProvider({
      ...credentials(),
      webhookId: fake.webhookId,
      planIds,
      log: pino({ level: 'silent' }),
    })
    const created = await paypal.createSubscription({
      tier: 'basic',
      userId: 'user-9',
      requestId: 'setup-check',
      returnUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/cancel',
    })
    expect(fake.subscriptions.get(created.subscriptionId)?.planId).toBe(planIds.basic)
  })

  it('is idempotent: a product or plan create that failed or timed out is tried again with the same PayPal-Request-Id and made once', async () => {
    fake.failNext('/v1/catalogs/products', 503)
    fake.delayNext('/v1/billing/plans', 600)
    const productsBefore = fake.products.size
    const plansBefore = fake.billingPlans.size
    const catalogue = await setUpPayPalCatalogue({
      ...credentials(),
      timeoutMs: 300,
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    })
    await new Promise((resolve) => setTimeout(resolve, 700))

    const products = fake.requests.filter((r) => r.path === '/v1/catalogs/products')
    expect(products.map((r) => r.status)).toEqual([503, 201])
    expect(products[0]?.headers['paypal-request-id']).toBeTruthy()
    expect(products[1]?.headers['paypal-request-id']).toBe(
      products[0]?.headers['paypal-request-id'],
    )
    expect(fake.products.size - productsBefore).toBe(1)

    const plans = fake.requests.filter((r) => r.path === '/v1/billing/plans')
    expect(plans[0]?.headers['paypal-request-id']).toBe(plans[1]?.headers['paypal-request-id'])
    const keys = new Set(plans.map((r) => r.headers['paypal-request-id']))
    expect(keys.size).toBe(3)
    expect(fake.billingPlans.size - plansBefore).toBe(3)
    expect(new Set(Object.values(catalogue.planIds)).size).toBe(3)
  })

  it('fails with PaymentProviderError, creating nothing, on wrong credentials', async () => {
    const error = await setUpPayPalCatalogue({ ...credentials(), clientSecret: 'nope-nope' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect((error as PaymentProviderError).providerStatus).toBe(401)
    expect(fake.products.size).toBe(1) // only the fake's preset product
  })
})
