import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../../../testing/fake-paypal'
import { type PaymentProvider, PaymentProviderError } from './payment-provider'
import { createPayPalProvider } from './paypal-provider'

let fake: FakePayPal
let paypal: PaymentProvider

beforeEach(async () => {
  fake = await startFakePayPal()
  paypal = createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
    webhookId: fake.webhookId,
    planIds: fake.plans,
    log: pino({ level: 'silent' }),
  })
})
afterEach(() => fake.close())

const RETURN_URL = 'http://localhost:5000/subscription-success'
const CANCEL_URL = 'http://localhost:5000/subscription-cancelled'

function create(requestId: string = crypto.randomUUID(), tier: 'basic' | 'pro' | 'elite' = 'pro') {
  return paypal.createSubscription({
    tier,
    userId: 'user-42',
    requestId,
    returnUrl: RETURN_URL,
    cancelUrl: CANCEL_URL,
  })
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PaymentProviderError)
  return error as PaymentProviderError
}

describe('createPayPalProvider', () => {
  it('is the paypal kind and maps tiers to the configured plan ids', () => {
    expect(paypal.kind).toBe('paypal')
    expect(paypal.planIdFor('basic')).toBe('P-BASIC-FAKE')
    expect(paypal.planIdFor('elite')).toBe('P-ELITE-FAKE')
  })

  it('creates a subscription with the plan, the user and the URLs, and returns the approve link', async () => {
    const created = await create('req-1', 'elite')

    const request = fake.requests.find((r) => r.path === '/v1/billing/subscriptions')
    expect(request?.method).toBe('POST')
    expect(request?.headers['paypal-request-id']).toBe('req-1')
    expect(request?.headers.prefer).toBe('return=representation')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.body).toEqual({
      plan_id: 'P-ELITE-FAKE',
      custom_id: 'user-42',
      application_context: {
        brand_name: 'Foreclosure Leads',
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: RETURN_URL,
        cancel_url: CANCEL_URL,
      },
    })
    expect(request?.status).toBe(201)
    expect(created.status).toBe('APPROVAL_PENDING')
    expect(created.subscriptionId).toMatch(/^I-/)
    expect(created.approvalUrl).toBe(
      `${fake.baseUrl}/webapps/billing/subscriptions?ba_token=${fake.subscriptions.get(created.subscriptionId)?.baToken}`,
    )
  })

  it('returns the same subscription for the same request id', async () => {
    const first = await create('same-key')
    const again = await create('same-key')
    const other = await create('other-key')

    expect(again.subscriptionId).toBe(first.subscriptionId)
    expect(again.approvalUrl).toBe(first.approvalUrl)
    expect(other.subscriptionId).not.toBe(first.subscriptionId)
    expect(fake.subscriptions.size).toBe(2)
    const statuses = fake.requests
      .filter((r) => r.path === '/v1/billing/subscriptions')
      .map((r) => r.status)
    expect(statuses).toEqual([201, 200, 201])
  })

  it('reports a plan PayPal does not know as INVALID_REQUEST', async () => {
    const wrong = createPayPalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      baseUrl: fake.baseUrl,
      webhookId: fake.webhookId,
      planIds: { ...fake.plans, pro: 'P-NOT-THERE' },
      log: pino({ level: 'silent' }),
    })
    const error = await rejection(
      wrong.createSubscription({
        tier: 'pro',
        userId: 'u',
        requestId: 'r',
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
      }),
    )
    expect(error.providerStatus).toBe(400)
    expect(error.providerCode).toBe('INVALID_REQUEST')
    expect(error.message).toContain('/plan_id')
  })

  it('maps a pending subscription and an active one', async () => {
    const { subscriptionId } = await create()
    expect(await paypal.getSubscription(subscriptionId)).toEqual({
      id: subscriptionId,
      status: 'APPROVAL_PENDING',
      planId: 'P-PRO-FAKE',
      customId: 'user-42',
      payerId: null,
      nextBillingTime: null,
      lastPaymentTime: null,
      statusUpdateTime: fake.subscriptions.get(subscriptionId)?.statusUpdateTime,
    })

    fake.approve(subscriptionId, 'PAYER7')
    const active = await paypal.getSubscription(subscriptionId)
    expect(active).toMatchObject({ status: 'ACTIVE', payerId: 'PAYER7', customId: 'user-42' })
    const held = fake.subscriptions.get(subscriptionId)
    expect(active.nextBillingTime).toBe(held?.nextBillingTime)
    expect(active.lastPaymentTime).toBe(held?.transactions[0]?.time)
    expect(active.statusUpdateTime).toBe(held?.statusUpdateTime)
    expect(Date.parse(active.nextBillingTime ?? '')).toBeGreaterThan(Date.now())
  })

  it('answers RESOURCE_NOT_FOUND for an unknown id, and keeps ids inside the subscription path', async () => {
    const error = await rejection(paypal.getSubscription('I-UNKNOWN'))
    expect(error.providerStatus).toBe(404)
    expect(error.providerCode).toBe('RESOURCE_NOT_FOUND')

    const sneaky = await rejection(paypal.getSubscription('../../catalogs/products'))
    expect(sneaky.providerCode).toBe('RESOURCE_NOT_FOUND')
    expect(fake.requests.at(-1)?.path).toBe(
      '/v1/billing/subscriptions/..%2F..%2Fcatalogs%2Fproducts',
    )
  })

  it('asks for a plan change with revise and returns the consent link', async () => {
    const { subscriptionId } = await create('r-1', 'basic')
    fake.approve(subscriptionId)
    const revised = await paypal.reviseSubscription({
      subscriptionId,
      tier: 'elite',
      requestId: 'revise-1',
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
    })
    const request = fake.requests.at(-1)
    expect(request?.path).toBe(`/v1/billing/subscriptions/${subscriptionId}/revise`)
    expect(request?.headers['paypal-request-id']).toBe('revise-1')
    expect(request?.body).toMatchObject({
      plan_id: 'P-ELITE-FAKE',
      application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL },
    })
    expect(revised.approvalUrl).toMatch(/\/webapps\/billing\/subscriptions\/update\?ba_token=BA-/)
    // The plan changes only once the buyer consents.
    expect(fake.subscriptions.get(subscriptionId)?.planId).toBe('P-BASIC-FAKE')
    await fetch(revised.approvalUrl, { redirect: 'manual' })
    expect((await paypal.getSubscription(subscriptionId)).planId).toBe('P-ELITE-FAKE')
    expect(paypal.tierForPlan('P-ELITE-FAKE')).toBe('elite')
    expect(paypal.tierForPlan('P-OTHER')).toBeNull()
  })

  it('cannot revise a subscription that is not active (422)', async () => {
    const { subscriptionId } = await create()
    const error = await rejection(
      paypal.reviseSubscription({
        subscriptionId,
        tier: 'elite',
        requestId: 'revise-2',
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
      }),
    )
    expect(error.providerStatus).toBe(422)
  })

  it('lists the transactions between two times, oldest first', async () => {
    const { subscriptionId } = await create()
    fake.approve(subscriptionId)
    fake.advanceClock(31 * 24 * 3600_000)
    fake.chargeNow(subscriptionId)
    const start = new Date(Date.now() - 24 * 3600_000)
    const end = new Date(Date.now() + 40 * 24 * 3600_000)
    const listed = await paypal.listTransactions(subscriptionId, { start, end })
    const request = fake.requests.at(-1)
    expect(request?.path).toBe(`/v1/billing/subscriptions/${subscriptionId}/transactions`)
    expect(request?.query.get('start_time')).toBe(`${start.toISOString().slice(0, 19)}Z`)
    expect(request?.query.get('end_time')).toBe(`${end.toISOString().slice(0, 19)}Z`)
    expect(listed).toHaveLength(2)
    expect(listed.map((tx) => [tx.amount, tx.currency, tx.status])).toEqual([
      ['69.99', 'USD', 'COMPLETED'],
      ['69.99', 'USD', 'COMPLETED'],
    ])
    expect(Date.parse(listed[0]!.time)).toBeLessThan(Date.parse(listed[1]!.time))
    const none = await paypal.listTransactions(subscriptionId, {
      start: new Date(Date.now() - 10 * 24 * 3600_000),
      end: new Date(Date.now() - 9 * 24 * 3600_000),
    })
    expect(none).toEqual([])
  })

  it('cancels with the reason, cut to PayPal’s 128 characters', async () => {
    const { subscriptionId } = await create()
    fake.approve(subscriptionId)
    await paypal.cancelSubscription(subscriptionId, `Downgrade ${'x'.repeat(200)}`)

    const held = fake.subscriptions.get(subscriptionId)
    expect(held?.status).toBe('CANCELLED')
    expect(held?.statusChangeNote).toHaveLength(128)
    expect(held?.statusChangeNote?.startsWith('Downgrade x')).toBe(true)
    expect(fake.requests.at(-1)?.status).toBe(204)
  })

  it('cannot cancel a subscription that was never approved (422)', async () => {
    const { subscriptionId } = await create()
    const error = await rejection(paypal.cancelSubscription(subscriptionId, 'changed my mind'))
    expect(error.providerStatus).toBe(422)
  })

  it('takes a cancel of a subscription already cancelled as done', async () => {
    const { subscriptionId } = await create()
    fake.approve(subscriptionId)
    await paypal.cancelSubscription(subscriptionId, 'first')
    await paypal.cancelSubscription(subscriptionId, 'again')
    expect(fake.requests.at(-2)?.status).toBe(422)
    expect(fake.subscriptions.get(subscriptionId)?.statusChangeNote).toBe('first')
  })
})
