import { createServer } from 'node:net'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../../../testing/fake-paypal'
import { PaymentProviderError } from './payment-provider'
import { createPayPalProvider, type PayPalProviderOptions } from './paypal-provider'

let fake: FakePayPal
let logLines: string[]

beforeEach(async () => {
  fake = await startFakePayPal()
  logLines = []
})
afterEach(() => fake.close())

/** Retries as in production but without the waits (the tests of failures try once). */
const QUICK_RETRY = { attempts: 4, baseDelayMs: 5, maxDelayMs: 50 }
const ONCE = { attempts: 1 }

function provider(overrides: Partial<PayPalProviderOptions> = {}) {
  const log = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) })
  return createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
    webhookId: fake.webhookId,
    planIds: fake.plans,
    log,
    retry: QUICK_RETRY,
    ...overrides,
  })
}

const input = (requestId: string = crypto.randomUUID()) => ({
  tier: 'pro' as const,
  userId: 'user-1',
  requestId,
  returnUrl: 'http://localhost:5000/subscription-success',
  cancelUrl: 'http://localhost:5000/subscription-cancelled',
})
const tokenRequests = () => fake.requests.filter((request) => request.path === '/v1/oauth2/token')
const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path)
const issuedTokens = () =>
  fake.requests
    .filter((request) => request.path.startsWith('/v1/billing/'))
    .map((request) => String(request.headers.authorization).replace('Bearer ', ''))

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PaymentProviderError)
  return error as PaymentProviderError
}

describe('PayPal access token', () => {
  it('is fetched once with client credentials and reused across calls', async () => {
    const paypal = provider()
    const { subscriptionId } = await paypal.createSubscription(input())
    await paypal.getSubscription(subscriptionId)
    await paypal.getSubscription(subscriptionId)

    expect(tokenRequests()).toHaveLength(1)
    const [token] = tokenRequests()
    const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')
    expect(token?.headers.authorization).toBe(`Basic ${basic}`)
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(token?.rawBody).toBe('grant_type=client_credentials')
    expect(new Set(issuedTokens()).size).toBe(1)
  })

  it('is requested once for concurrent first calls', async () => {
    const paypal = provider()
    const ids = await Promise.all([1, 2, 3].map(() => paypal.createSubscription(input())))
    await Promise.all(ids.map(({ subscriptionId }) => paypal.getSubscription(subscriptionId)))
    expect(tokenRequests()).toHaveLength(1)
  })

  it('is replaced and the call retried once when PayPal no longer accepts it', async () => {
    const paypal = provider()
    const { subscriptionId } = await paypal.createSubscription(input())
    fake.expireTokens()

    const found = await paypal.getSubscription(subscriptionId)
    expect(found.id).toBe(subscriptionId)
    expect(tokenRequests()).toHaveLength(2)
    const path = `/v1/billing/subscriptions/${subscriptionId}`
    expect(requestsTo(path).map((request) => request.status)).toEqual([401, 200])
  })

  it('is retried only once when PayPal keeps answering 401', async () => {
    const paypal = provider()
    const path = '/v1/billing/subscriptions/I-ANY'
    fake.failNext(path, 401, { name: 'AUTHENTICATION_FAILURE', message: 'no' })
    fake.failNext(path, 401, { name: 'AUTHENTICATION_FAILURE', message: 'no' })
    fake.failNext(path, 401, { name: 'AUTHENTICATION_FAILURE', message: 'no' })

    const error = await rejection(paypal.getSubscription('I-ANY'))
    expect(error.providerStatus).toBe(401)
    expect(error.providerCode).toBe('AUTHENTICATION_FAILURE')
    expect(requestsTo(path)).toHaveLength(2)
  })

  it('is not reused when it expires within the refresh margin', async () => {
    await fake.close()
    fake = await startFakePayPal({ tokenLifetimeSeconds: 30 })
    const paypal = provider()
    const { subscriptionId } = await paypal.createSubscription(input())
    await paypal.getSubscription(subscriptionId)
    expect(tokenRequests()).toHaveLength(2)
  })

  it('fails with invalid_client, without the secret, when the credentials are wrong', async () => {
    const secret = 'wrong-secret-value-123'
    const error = await rejection(provider({ clientSecret: secret }).getSubscription('I-ANY'))
    expect(error.providerStatus).toBe(401)
    expect(error.providerCode).toBe('invalid_client')
    expect(error.message).toContain('Client Authentication failed')
    expect(error.message).not.toContain(secret)
    expect(requestsTo('/v1/billing/subscriptions/I-ANY')).toHaveLength(0)
  })
})

describe('PayPal failures', () => {
  it('turns a 500 into PaymentProviderError without the secret or the token', async () => {
    const paypal = provider({ retry: ONCE })
    const { subscriptionId } = await paypal.createSubscription(input())
    const [token] = issuedTokens()
    const path = `/v1/billing/subscriptions/${subscriptionId}`
    fake.failNext(path, 500, {
      name: 'INTERNAL_SERVICE_ERROR',
      message: `An internal service error occurred for ${token} / ${fake.clientSecret}`,
      debug_id: 'abc123debug',
    })

    const error = await rejection(paypal.getSubscription(subscriptionId))
    expect(error.providerStatus).toBe(500)
    expect(error.providerCode).toBe('INTERNAL_SERVICE_ERROR')
    expect(error.message).toContain('abc123debug')
    expect(error.message).not.toContain(token)
    expect(error.message).not.toContain(fake.clientSecret)
  })

  it('turns a timeout into PaymentProviderError without a status, quickly', async () => {
    const paypal = provider({ timeoutMs: 300, retry: ONCE })
    const { subscriptionId } = await paypal.createSubscription(input())
    fake.delayNext(`/v1/billing/subscriptions/${subscriptionId}`, 5_000)

    const started = Date.now()
    const error = await rejection(paypal.getSubscription(subscriptionId))
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(error.providerStatus).toBeUndefined()
    expect(error.message).toContain('did not answer')
  })

  it('turns an unreachable PayPal into PaymentProviderError without a status', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    const paypal = provider({ baseUrl: `http://127.0.0.1:${closedPort}`, retry: ONCE })
    const error = await rejection(paypal.getSubscription('I-ANY'))
    expect(error.providerStatus).toBeUndefined()
    expect(error.message).toContain('could not be reached')
  })

  it('never logs the secret or a token', async () => {
    const paypal = provider({ retry: ONCE })
    const { subscriptionId } = await paypal.createSubscription(input())
    fake.expireTokens()
    await paypal.getSubscription(subscriptionId)
    fake.failNext(`/v1/billing/subscriptions/${subscriptionId}`, 500, { name: 'X' })
    await rejection(paypal.getSubscription(subscriptionId))

    const log = logLines.join('\n')
    expect(logLines.length).toBeGreaterThan(3)
    expect(log).not.toContain(fake.clientSecret)
    for (const token of issuedTokens()) expect(log).not.toContain(token)
  })
})

describe('PayPal under load or in trouble', () => {
  it('tries a 429 again after Retry-After, with the same PayPal-Request-Id', async () => {
    const paypal = provider()
    fake.failNext('/v1/billing/subscriptions', 429)
    const created = await paypal.createSubscription(input('order-429'))
    const tries = requestsTo('/v1/billing/subscriptions')
    expect(tries.map((r) => r.status)).toEqual([429, 201])
    expect(tries.map((r) => r.headers['paypal-request-id'])).toEqual(['order-429', 'order-429'])
    expect(fake.subscriptions.has(created.subscriptionId)).toBe(true)
  })

  it('waits at least Retry-After (up to maxDelayMs) on a 429, and backs off within its bounds else', async () => {
    const paypal = provider({ retry: { attempts: 3, baseDelayMs: 8, maxDelayMs: 400 } })
    const { subscriptionId } = await paypal.createSubscription(input())
    const path = `/v1/billing/subscriptions/${subscriptionId}`
    fake.failNext(path, 503)
    fake.failNext(path, 503)
    logLines.length = 0
    await paypal.getSubscription(subscriptionId)
    const waits = () =>
      logLines
        .map((line) => JSON.parse(line) as { msg: string; waitMs?: number })
        .filter((entry) => entry.msg === 'PayPal call failed; trying again')
        .map((entry) => entry.waitMs)
    const [first, second] = waits() as [number, number]
    expect(first).toBeGreaterThanOrEqual(4)
    expect(first).toBeLessThanOrEqual(8)
    expect(second).toBeGreaterThanOrEqual(8)
    expect(second).toBeLessThanOrEqual(16)

    fake.failNext(path, 429)
    logLines.length = 0
    const started = Date.now()
    await paypal.getSubscription(subscriptionId)
    expect(Date.now() - started).toBeGreaterThanOrEqual(390)
    expect(waits()).toEqual([400])
  })

  it('tries 500 and 503 again with backoff, then answers', async () => {
    const paypal = provider()
    const { subscriptionId } = await paypal.createSubscription(input())
    const path = `/v1/billing/subscriptions/${subscriptionId}`
    fake.failNext(path, 503)
    fake.failNext(path, 500)
    expect((await paypal.getSubscription(subscriptionId)).id).toBe(subscriptionId)
    expect(requestsTo(path).map((r) => r.status)).toEqual([503, 500, 200])
  })

  it('gives up after the last try with PayPal’s error', async () => {
    const paypal = provider()
    const path = '/v1/billing/subscriptions/I-BUSY'
    for (let i = 0; i < 4; i++) fake.failNext(path, 503)
    const error = await rejection(paypal.getSubscription('I-BUSY'))
    expect(error.providerStatus).toBe(503)
    expect(error.providerCode).toBe('SERVICE_UNAVAILABLE')
    expect(requestsTo(path)).toHaveLength(4)
  })

  it('does not try a refusal again (4xx other than 429)', async () => {
    const paypal = provider()
    await rejection(paypal.getSubscription('I-NOPE'))
    expect(requestsTo('/v1/billing/subscriptions/I-NOPE')).toHaveLength(1)
  })

  it('a create that timed out is tried again with the same key and makes one subscription', async () => {
    const paypal = provider({ timeoutMs: 300 })
    fake.delayNext('/v1/billing/subscriptions', 600)
    const before = fake.subscriptions.size
    const created = await paypal.createSubscription(input('order-slow'))
    // Wait for the slow first request to be answered too: it must not make a second one.
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(fake.subscriptions.size - before).toBe(1)
    expect(fake.subscriptions.has(created.subscriptionId)).toBe(true)
    const keys = requestsTo('/v1/billing/subscriptions').map((r) => r.headers['paypal-request-id'])
    expect(keys).toEqual(['order-slow', 'order-slow'])
  })

  it('gives every other POST a PayPal-Request-Id of its own, kept across its retries', async () => {
    const paypal = provider()
    const { subscriptionId } = await paypal.createSubscription(input())
    fake.approve(subscriptionId)
    const path = `/v1/billing/subscriptions/${subscriptionId}/cancel`
    fake.failNext(path, 503)
    await paypal.cancelSubscription(subscriptionId, 'bye')
    const keys = requestsTo(path).map((r) => r.headers['paypal-request-id'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('tries the token request again on 503', async () => {
    fake.failNext('/v1/oauth2/token', 503)
    const paypal = provider()
    await paypal.createSubscription(input())
    expect(tokenRequests().map((r) => r.status)).toEqual([503, 200])
  })
})
