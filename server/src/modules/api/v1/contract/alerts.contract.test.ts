/**
 * The Alerts operations of /api/v1 against their OpenAPI document (docs/decisions/0072): each
 * called with good and bad input over real HTTP, every answer checked by the harness.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ContractSetup,
  openContractSetup,
} from '../../../../testing/api-contract/contract-harness'

let s: ContractSetup
beforeAll(async () => {
  s = await openContractSetup()
})
afterAll(() => s.close())

const monitor = { name: 'Downtown', state: 'OH', zipCodes: ['45202'], channels: ['in_app'] }

describe('Alerts as documented', () => {
  it('creates, lists, changes and deletes a monitor', async () => {
    const created = await s.call({ path: '/api/v1/alerts', json: monitor, expect: 201 })
    const { id } = created.json<{ id: string }>()
    const listed = await s.call({ path: '/api/v1/alerts', expect: 200 })
    expect(listed.json<{ monitors: { id: string }[] }>().monitors.map((m) => m.id)).toEqual([id])
    await s.call({
      method: 'PATCH',
      path: `/api/v1/alerts/${id}`,
      json: { name: 'Downtown sales', enabled: false },
      expect: 200,
    })
    await s.call({ path: '/api/v1/notifications', expect: 200 })
    await s.call({ method: 'DELETE', path: `/api/v1/alerts/${id}`, expect: 204 })
    await s.call({ method: 'DELETE', path: `/api/v1/alerts/${id}`, expect: 404 })
  })

  it('refuses bad input, unknown ids, a missing scope and a missing key as documented', async () => {
    await s.call({ path: '/api/v1/alerts', json: { ...monitor, zipCodes: [] }, expect: 400 })
    await s.call({ path: '/api/v1/alerts', json: { name: 'No state' }, expect: 400 })
    await s.call({
      path: '/api/v1/alerts',
      body: 'name=Downtown',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      expect: 415,
    })
    const unknown = `/api/v1/alerts/${randomUUID()}`
    await s.call({ method: 'PATCH', path: unknown, json: { name: 'Mine' }, expect: 404 })
    await s.call({ method: 'PATCH', path: '/api/v1/alerts/42', json: { name: 'x' }, expect: 400 })
    await s.call({ method: 'PATCH', path: unknown, json: { enabled: 'yes' }, expect: 400 })
    await s.call({ method: 'DELETE', path: '/api/v1/alerts/not-an-id', expect: 400 })

    const readOnly = await s.keyWith(['alerts:read'])
    await s.call({ path: '/api/v1/alerts', json: monitor, key: readOnly, expect: 403 })
    await s.call({ method: 'DELETE', path: unknown, key: readOnly, expect: 403 })
    const leadsOnly = await s.keyWith(['leads:read'])
    await s.call({ path: '/api/v1/alerts', key: leadsOnly, expect: 403 })
    await s.call({ path: '/api/v1/notifications', key: leadsOnly, expect: 403 })
    await s.call({ path: '/api/v1/notifications', key: null, expect: 401 })
    await s.call({ path: '/api/v1/alerts', key: 'fl_live_not-a-key', expect: 401 })
  })

  it('answers a reused Idempotency-Key with another request as documented (422)', async () => {
    const headers = { 'idempotency-key': `alerts-${randomUUID()}` }
    const first = await s.call({ path: '/api/v1/alerts', json: monitor, headers, expect: 201 })
    const replay = await s.call({ path: '/api/v1/alerts', json: monitor, headers, expect: 201 })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.json()).toEqual(first.json())
    const other = { ...monitor, name: 'Another' }
    await s.call({ path: '/api/v1/alerts', json: other, headers, expect: 422 })
  })

  it('exercised every Alerts operation with a good and a bad request', () => {
    expect(s.uncovered('Alerts')).toEqual([])
  })
})
