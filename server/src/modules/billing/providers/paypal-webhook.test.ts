import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../../../testing/fake-paypal'
import { PaymentProviderError } from './payment-provider'
import { createPayPalProvider } from './paypal-provider'

let fake: FakePayPal

beforeEach(async () => {
  fake = await startFakePayPal()
})
afterEach(() => fake.close())

function provider(webhookId = fake.webhookId, attempts = 4) {
  return createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
    webhookId,
    planIds: fake.plans,
    retry: { attempts, baseDelayMs: 10 },
    log: pino({ level: 'silent' }),
  })
}

const VERIFY_PATH = '/v1/notifications/verify-webhook-signature'
const verifyRequests = () => fake.requests.filter((request) => request.path === VERIFY_PATH)
const suspended = () =>
  fake.webhookEvent('BILLING.SUBSCRIPTION.SUSPENDED', { id: 'I-SUB123', status: 'SUSPENDED' })

describe('PayPal verifyWebhook', () => {
  it('asks PayPal to verify a signed delivery and parses the event', async () => {
    const event = suspended()
    const delivery = fake.signWebhook(event)

    const parsed = await provider().verifyWebhook(delivery)

    expect(parsed).toEqual({
      id: event.id,
      eventType: 'BILLING.SUBSCRIPTION.SUSPENDED',
      subscriptionId: 'I-SUB123',
      createTime: event.create_time,
      saleId: null,
      amount: null,
      resource: { id: 'I-SUB123', status: 'SUSPENDED' },
    })
    const [verify] = verifyRequests()
    // The delivered bytes go to PayPal as they came (PayPal signs them, not their meaning).
    expect(verify?.rawBody).toContain(`"webhook_event":${delivery.rawBody}}`)
    expect(verify?.headers['paypal-request-id']).toBeUndefined()
    expect(verify?.body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: delivery.headers['paypal-cert-url'],
      transmission_id: delivery.headers['paypal-transmission-id'],
      transmission_sig: delivery.headers['paypal-transmission-sig'],
      transmission_time: delivery.headers['paypal-transmission-time'],
      webhook_id: fake.webhookId,
      webhook_event: event,
    })
    expect(verify?.headers.authorization).toMatch(/^Bearer /)
  })

  it('takes the subscription of a sale from billing_agreement_id, and none for other events', async () => {
    const sale = fake.webhookEvent('PAYMENT.SALE.COMPLETED', {
      id: '80021663DE681814L',
      billing_agreement_id: 'I-SALE1',
      state: 'completed',
    })
    const dispute = fake.webhookEvent('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' })
    const paypal = provider()

    expect(await paypal.verifyWebhook(fake.signWebhook(sale))).toMatchObject({
      subscriptionId: 'I-SALE1',
      saleId: '80021663DE681814L',
    })
    expect((await paypal.verifyWebhook(fake.signWebhook(dispute)))?.subscriptionId).toBeNull()
  })

  it('reads the sale and the amount of a refund, which does not name the subscription', async () => {
    const refund = fake.webhookEvent('PAYMENT.SALE.REFUNDED', {
      id: '1JU08902781691411',
      state: 'completed',
      amount: { total: '29.99', currency: 'USD' },
      sale_id: '80021663DE681814L',
    })
    expect(await provider().verifyWebhook(fake.signWebhook(refund))).toMatchObject({
      subscriptionId: null,
      saleId: '80021663DE681814L',
      amount: '29.99',
    })
  })

  it('verifies a body that a parse-and-stringify would change (exact bytes)', async () => {
    const event = suspended()
    const pretty = JSON.stringify(event, null, 2).replaceAll('/', '\\/')
    const parsed = await provider().verifyWebhook(fake.signWebhook(event, pretty))
    expect(parsed?.id).toBe(event.id)
  })

  it('accepts header names in any case and as arrays', async () => {
    const delivery = fake.signWebhook(suspended())
    const headers = Object.fromEntries(
      Object.entries(delivery.headers).map(([name, value]) => [name.toUpperCase(), [value]]),
    )
    expect(await provider().verifyWebhook({ headers, rawBody: delivery.rawBody })).not.toBeNull()
  })

  it('returns null when the body was changed after signing', async () => {
    const delivery = fake.signWebhook(suspended())
    const rawBody = delivery.rawBody.replace('I-SUB123', 'I-OTHER')

    expect(await provider().verifyWebhook({ headers: delivery.headers, rawBody })).toBeNull()
    expect(verifyRequests().map((request) => request.status)).toEqual([200])
  })

  it('returns null for a forged signature or another webhook id', async () => {
    const delivery = fake.signWebhook(suspended())
    const headers = { ...delivery.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' }

    expect(await provider().verifyWebhook({ headers, rawBody: delivery.rawBody })).toBeNull()
    expect(await provider('SOMEONEELSE').verifyWebhook(delivery)).toBeNull()
    expect(verifyRequests()).toHaveLength(2)
  })

  it('returns null without asking PayPal when a header is missing or the body is not an event', async () => {
    const delivery = fake.signWebhook(suspended())
    const { 'paypal-transmission-sig': _dropped, ...headers } = delivery.headers
    const paypal = provider()

    expect(await paypal.verifyWebhook({ headers, rawBody: delivery.rawBody })).toBeNull()
    expect(
      await paypal.verifyWebhook({ headers: delivery.headers, rawBody: '{not json' }),
    ).toBeNull()
    expect(
      await paypal.verifyWebhook({ headers: delivery.headers, rawBody: '{"id":1}' }),
    ).toBeNull()
    expect(fake.requests).toHaveLength(0)
  })

  it('throws, rather than calling the delivery forged, when PayPal cannot verify', async () => {
    fake.failNext(VERIFY_PATH, 503, { name: 'SERVICE_UNAVAILABLE', message: 'try later' })
    const error = await provider(fake.webhookId, 1)
      .verifyWebhook(fake.signWebhook(suspended()))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect((error as PaymentProviderError).providerStatus).toBe(503)
  })
})
