/**
 * /api/v1/alerts over real HTTP: an Elite key with the alerts scopes creates, lists, changes and
 * deletes monitors and reads notifications; a key without them is refused (403); another user's
 * monitor is a 404; a monitor without an area is a 400 naming what to give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall, createKey } from '../../testing/api-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const elite = () => signInNewUser(t, { subscriptionTier: 'elite', subscriptionStatus: 'active' })
const monitor = { name: 'Downtown', state: 'OH', zipCodes: ['45202'], channels: ['in_app'] }

describe('/api/v1/alerts', () => {
  it('creates, lists, changes and deletes a monitor with the alerts scopes', async () => {
    const { client } = await elite()
    const { key } = await createKey(client, ['alerts:read', 'alerts:write'])
    const created = await apiCall(t.baseUrl, key, '/api/v1/alerts', {
      method: 'POST',
      json: monitor,
    })
    expect(created.status).toBe(201)
    const { id } = await created.json()

    const listed = await (await apiCall(t.baseUrl, key, '/api/v1/alerts')).json()
    expect(listed.monitors.map((m: { id: string }) => m.id)).toEqual([id])
    // The app sees the same monitor (one module, one table).
    const inApp = await (await client.get('/api/alerts')).json()
    expect(inApp.monitors.map((m: { id: string }) => m.id)).toEqual([id])

    const changed = await apiCall(t.baseUrl, key, `/api/v1/alerts/${id}`, {
      method: 'PATCH',
      json: { name: 'Downtown sales', enabled: false },
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ name: 'Downtown sales', enabled: false })

    const notifications = await apiCall(t.baseUrl, key, '/api/v1/notifications')
    expect(notifications.status).toBe(200)
    expect(await notifications.json()).toMatchObject({ unread: 0 })

    const removed = await apiCall(t.baseUrl, key, `/api/v1/alerts/${id}`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    const after = await (await apiCall(t.baseUrl, key, '/api/v1/alerts')).json()
    expect(after.monitors).toEqual([])
  })

  it('refuses a key without the alerts scopes, another user’s monitor and a monitor with no area', async () => {
    const { client } = await elite()
    const { key: readOnly } = await createKey(client, ['alerts:read'])
    const refused = await apiCall(t.baseUrl, readOnly, '/api/v1/alerts', {
      method: 'POST',
      json: monitor,
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('API_SCOPE_MISSING')
    const { key: leadsOnly } = await createKey(client, ['leads:read'])
    expect((await apiCall(t.baseUrl, leadsOnly, '/api/v1/alerts')).status).toBe(403)

    const { key } = await createKey(client, ['alerts:read', 'alerts:write'])
    const noArea = await apiCall(t.baseUrl, key, '/api/v1/alerts', {
      method: 'POST',
      json: { ...monitor, zipCodes: [] },
    })
    expect(noArea.status).toBe(400)
    expect((await noArea.json()).message).toContain('Give at least one ZIP code or county')

    const other = await elite()
    const { key: otherKey } = await createKey(other.client, ['alerts:read', 'alerts:write'])
    const theirs = await (
      await apiCall(t.baseUrl, otherKey, '/api/v1/alerts', { method: 'POST', json: monitor })
    ).json()
    const foreign = await apiCall(t.baseUrl, key, `/api/v1/alerts/${theirs.id}`, {
      method: 'PATCH',
      json: { name: 'Mine now' },
    })
    expect(foreign.status).toBe(404)
    const gone = await apiCall(t.baseUrl, key, `/api/v1/alerts/${theirs.id}`, { method: 'DELETE' })
    expect(gone.status).toBe(404)
  })
})
