import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiesAsStandardWebhook } from '../testing/standard-webhook-check'
import { generateWebhookSecret, postSignedWebhook, webhookSignatureHeaders } from './signed-webhook'

describe('generateWebhookSecret', () => {
  it('is whsec_ and the base64 of 32 random bytes, new each time', () => {
    const secret = generateWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32)
    expect(generateWebhookSecret()).not.toBe(secret)
  })
})

describe('webhookSignatureHeaders', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
  const body = '{"type":"test"}'
  const at = new Date('2026-03-01T12:00:00.900Z')

  it('signs "<id>.<timestamp>.<body>" with the decoded key, in base64, as v1', () => {
    const headers = webhookSignatureHeaders({ secret, id: 'msg_1', body, at })
    const key = Buffer.from(secret.slice(6), 'base64')
    const mac = createHmac('sha256', key).update(`msg_1.1772366400.${body}`).digest('base64')
    expect(headers).toEqual({
      'webhook-id': 'msg_1',
      'webhook-timestamp': '1772366400',
      'webhook-signature': `v1,${mac}`,
    })
  })

  it('verifies with the library, and not with another body, id or secret', () => {
    const headers = webhookSignatureHeaders({ secret, id: 'msg_2', body })!
    expect(verifiesAsStandardWebhook({ secret, body, headers })).toBe(true)
    expect(verifiesAsStandardWebhook({ secret, body: `${body} `, headers })).toBe(false)
    const otherId = { ...headers, 'webhook-id': 'msg_3' }
    expect(verifiesAsStandardWebhook({ secret, body, headers: otherId })).toBe(false)
    expect(verifiesAsStandardWebhook({ secret: generateWebhookSecret(), body, headers })).toBe(
      false,
    )
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'test' })
  })

  it('refuses a replay older than five minutes, and a timestamp from the future', () => {
    const headers = webhookSignatureHeaders({ secret, id: 'msg_4', body })!
    const now = Date.now()
    expect(verifiesAsStandardWebhook({ secret, body, headers, now: now + 290_000 })).toBe(true)
    expect(verifiesAsStandardWebhook({ secret, body, headers, now: now + 600_000 })).toBe(false)
    expect(verifiesAsStandardWebhook({ secret, body, headers, now: now - 600_000 })).toBe(false)
  })

  it('gives null for a secret that is empty or not base64', () => {
    for (const bad of ['', 'whsec_', 'whsec_not base64!', 'whsec_abc-_def'])
      expect(webhookSignatureHeaders({ secret: bad, id: 'msg_5', body }), bad).toBeNull()
  })
})

describe('postSignedWebhook', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
    res.writeHead(req.url === '/down' ? 503 : 204)
    res.end()
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const post = (path: string, overrides: { secret?: string; allowPrivateTargets?: boolean } = {}) =>
    postSignedWebhook({
      url: `${base}${path}`,
      secret: overrides.secret ?? secret,
      id: 'delivery-1',
      body: '{"event":"x"}',
      userAgent: 'Test-Agent/1',
      allowPrivateTargets: overrides.allowPrivateTargets ?? true,
    })
  const secret = generateWebhookSecret()

  it('posts the body with the three headers and the user agent; 2xx is delivered', async () => {
    expect(await post('/ok')).toEqual({ ok: true, status: 204 })
    const [request] = received.splice(0)
    expect(request?.headers['user-agent']).toBe('Test-Agent/1')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['webhook-id']).toBe('delivery-1')
    expect(
      verifiesAsStandardWebhook({ secret, body: request!.body, headers: request!.headers }),
    ).toBe(true)
  })

  it('reports a failing answer, an unusable secret and a refused target without signing', async () => {
    expect(await post('/down')).toMatchObject({ ok: false, status: 503 })
    received.splice(0)
    expect(await post('/ok', { secret: 'whsec_' })).toEqual({
      ok: false,
      reason: 'the signing secret cannot be used',
    })
    const refused = await post('/ok', { allowPrivateTargets: false })
    expect(refused.ok).toBe(false)
    expect(received).toEqual([])
  })
})
