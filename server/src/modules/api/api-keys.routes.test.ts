/**
 * API keys in settings, over real HTTP on a real database: Elite only, the key shown once and
 * stored only as a hash, listed with its last use and today's quota use, refused after
 * revocation; bad input answered 400 with what to fix.
 */
import { API_LIMITS } from '@common/api-access'
import { listApiKeysResponse } from '@common/contracts/api-keys'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys } from '../../db/schema'
import { apiCall, createKey } from '../../testing/api-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const elite = () => signInNewUser(t, { subscriptionTier: 'elite', subscriptionStatus: 'active' })

describe('POST /api/api-keys', () => {
  it('answers the key once, high-entropy and prefixed, and keeps only its hash', async () => {
    const { client, user } = await elite()
    const created = await createKey(client, ['leads:read'])
    expect(created.key).toMatch(/^fl_live_[A-Za-z0-9_-]{43}$/)
    expect(created.apiKey.prefix).toBe(created.key.slice(0, 14))
    expect(created.apiKey.scopes).toEqual(['leads:read'])

    // At rest: no column of any row holds the key; the hash is its SHA-256.
    const dump = await t.database.db.execute<{ row: string }>(
      sql`select row_to_json(k)::text as row from api_keys k where user_id = ${user.id}`,
    )
    expect(dump.rows).toHaveLength(1)
    expect(dump.rows[0]?.row).not.toContain(created.key)
    expect(dump.rows[0]?.row).not.toContain(created.key.slice(14))
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id))
    const { createHash } = await import('node:crypto')
    expect(row?.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'))

    // Never shown again: the list has the prefix only.
    const list = await client.get('/api/api-keys')
    const text = await list.text()
    expect(text).not.toContain(created.key)
    expect(text).toContain(created.apiKey.prefix)
  })

  it('refuses users whose plan has no API (403 API_NOT_IN_PLAN)', async () => {
    for (const tier of ['pro', 'basic'] as const) {
      const { client } = await signInNewUser(t, {
        subscriptionTier: tier,
        subscriptionStatus: 'active',
      })
      const response = await client.post('/api/api-keys', {
        name: 'Zapier',
        scopes: ['leads:read'],
      })
      expect(response.status).toBe(403)
      expect((await response.json()).code).toBe('API_NOT_IN_PLAN')
    }
    const trial = await signInNewUser(t)
    const response = await trial.client.post('/api/api-keys', { name: 'x', scopes: ['leads:read'] })
    expect(response.status).toBe(403)
    const list = await trial.client.get('/api/api-keys')
    expect(listApiKeysResponse.parse(await list.json()).inPlan).toBe(false)
  })

  it('answers bad input with 400 and what to fix', async () => {
    const { client } = await elite()
    const cases: [unknown, string][] = [
      [{ name: '  ', scopes: ['leads:read'] }, 'Give the key a name'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['leads:delete'] }, 'Each scope must be one of: records:read'],
      [{ name: 'x'.repeat(61), scopes: ['leads:read'] }, 'at most 60 characters'],
      [{ name: 'x', scopes: ['leads:read'], admin: true }, 'admin'],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/api-keys', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const answer = await response.json()
      expect(answer.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(answer)).toContain(message)
    }
  })

  it(`holds at most ${API_LIMITS.keysPerUser} live keys, also when created in parallel`, async () => {
    const { client } = await elite()
    const answers = await Promise.all(
      Array.from({ length: API_LIMITS.keysPerUser + 4 }, (_, i) =>
        client.post('/api/api-keys', { name: `key ${i}`, scopes: ['leads:read'] }),
      ),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(API_LIMITS.keysPerUser)
    expect(statuses.filter((status) => status === 409)).toHaveLength(4)
    const list = listApiKeysResponse.parse(await (await client.get('/api/api-keys')).json())
    expect(list.keys).toHaveLength(API_LIMITS.keysPerUser)
  })
})

describe('GET /api/api-keys and DELETE /api/api-keys/:id', () => {
  it('lists last use and today’s quota use; a revoked key answers 401 at once', async () => {
    const { client } = await elite()
    const created = await createKey(client, ['leads:read'])
    let list = listApiKeysResponse.parse(await (await client.get('/api/api-keys')).json())
    expect(list.keys[0]).toMatchObject({ id: created.id, lastUsedAt: null, quota: { used: 0 } })
    expect(list.docsUrl).toBe('/api/v1/docs')

    expect((await apiCall(t.baseUrl, created.key, '/api/v1/leads')).status).toBe(200)
    expect((await apiCall(t.baseUrl, created.key, '/api/v1/leads')).status).toBe(200)
    list = listApiKeysResponse.parse(await (await client.get('/api/api-keys')).json())
    expect(list.keys[0]?.quota.used).toBe(2)
    expect(list.keys[0]?.quota.limit).toBe(list.dailyQuota)
    expect(Date.now() - Date.parse(list.keys[0]?.lastUsedAt ?? '')).toBeLessThan(60_000)

    const revoked = await client.request(`/api/api-keys/${created.id}`, { method: 'DELETE' })
    expect(revoked.status).toBe(200)
    const after = await apiCall(t.baseUrl, created.key, '/api/v1/leads')
    expect(after.status).toBe(401)
    expect((await after.json()).code).toBe('INVALID_API_KEY')
    list = listApiKeysResponse.parse(await (await client.get('/api/api-keys')).json())
    expect(list.keys).toEqual([])
    const again = await client.request(`/api/api-keys/${created.id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
  })

  it('does not let another user see or revoke a key (404)', async () => {
    const owner = await elite()
    const created = await createKey(owner.client, ['leads:read'])
    const other = await elite()
    const list = listApiKeysResponse.parse(await (await other.client.get('/api/api-keys')).json())
    expect(list.keys).toEqual([])
    const response = await other.client.request(`/api/api-keys/${created.id}`, { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('API_KEY_NOT_FOUND')
    expect((await apiCall(t.baseUrl, created.key, '/api/v1/leads')).status).toBe(200)
    const bad = await other.client.request('/api/api-keys/not-a-uuid', { method: 'DELETE' })
    expect(bad.status).toBe(400)
  })
})
