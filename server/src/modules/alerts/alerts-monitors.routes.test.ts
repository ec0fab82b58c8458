/**
 * Monitors through real HTTP on the real database: created, listed, changed and deleted by their
 * owner only (another user's is a 404); refused on plans without alerts with a code the client
 * turns into an upgrade message; Pro's limits (number, ZIP codes only, no webhooks) held under
 * parallel creates; bad input answered 400 with a message a person can act on.
 */

import { ALERT_ALLOWANCES } from '@common/alert-plans'
import { alertMonitor, listAlertsResponse } from '@common/contracts/alerts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const zipMonitor = { name: 'Cape May sales', state: 'nj', zipCodes: ['08204'] }

function patch(client: TestClient, path: string, body: unknown) {
  return client.request(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('monitors', () => {
  it('are created with defaults, listed with the allowance, changed and deleted', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const created = await client.post('/api/alerts', {
      ...zipMonitor,
      stages: ['sale_scheduled', 'postponed', 'postponed'],
      saleWithinDays: 30,
    })
    expect(created.status).toBe(201)
    const monitor = alertMonitor.parse(await created.json())
    expect(monitor).toMatchObject({
      state: 'NJ',
      zipCodes: ['08204'],
      counties: [],
      stages: ['sale_scheduled', 'postponed'],
      saleWithinDays: 30,
      frequency: 'instant',
      channels: ['in_app'],
      enabled: true,
    })
    const list = listAlertsResponse.parse(await (await client.get('/api/alerts')).json())
    expect(list.monitors.map((m) => m.id)).toEqual([monitor.id])
    expect(list.allowance).toMatchObject({
      monitors: 5,
      used: 1,
      countiesPerMonitor: 0,
      webhooks: false,
    })

    const changed = await patch(client, `/api/alerts/${monitor.id}`, {
      enabled: false,
      frequency: 'daily',
      channels: ['in_app', 'email'],
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ enabled: false, frequency: 'daily' })
    const settings = await (await client.get('/api/settings/notifications')).json()
    expect(settings).toMatchObject({ dailyDigest: true })

    expect((await client.request(`/api/alerts/${monitor.id}`, { method: 'DELETE' })).status).toBe(
      204,
    )
    expect((await client.request(`/api/alerts/${monitor.id}`, { method: 'DELETE' })).status).toBe(
      404,
    )
  })

  it("another user's monitor is a 404 to read, change or delete", async () => {
    const owner = await signInNewUser(t, tierFields('pro'))
    const other = await signInNewUser(t, tierFields('elite'))
    const { id } = await (await owner.client.post('/api/alerts', zipMonitor)).json()
    const changed = await patch(other.client, `/api/alerts/${id}`, { name: 'Mine now' })
    expect(changed.status).toBe(404)
    expect((await changed.json()).code).toBe('ALERT_NOT_FOUND')
    expect((await other.client.request(`/api/alerts/${id}`, { method: 'DELETE' })).status).toBe(404)
    const otherList = listAlertsResponse.parse(await (await other.client.get('/api/alerts')).json())
    expect(otherList.monitors).toEqual([])
    const ownerList = listAlertsResponse.parse(await (await owner.client.get('/api/alerts')).json())
    expect(ownerList.monitors[0]?.name).toBe('Cape May sales')
  })

  it('are refused on the trial and Basic with ALERTS_NOT_IN_PLAN', async () => {
    for (const tier of ['trial', 'basic'] as const) {
      const { client } = await signInNewUser(t, tierFields(tier))
      const response = await client.post('/api/alerts', zipMonitor)
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({
        code: 'ALERTS_NOT_IN_PLAN',
        requiresUpgrade: true,
      })
    }
  })

  it('on Pro: ZIP codes only, no webhook channel; on Elite counties too', async () => {
    const pro = await signInNewUser(t, tierFields('pro'))
    const byCounty = await pro.client.post('/api/alerts', {
      name: 'County',
      state: 'NJ',
      counties: ['Cape May'],
    })
    expect(byCounty.status).toBe(403)
    expect((await byCounty.json()).code).toBe('ALERT_FEATURE_NOT_IN_PLAN')
    const webhook = await pro.client.post('/api/alerts', { ...zipMonitor, channels: ['webhook'] })
    expect(webhook.status).toBe(403)
    expect((await webhook.json()).message).toMatch(/Elite plan/)

    const elite = await signInNewUser(t, tierFields('elite'))
    const county = await elite.client.post('/api/alerts', {
      name: 'County',
      state: 'NJ',
      counties: ['Cape May'],
    })
    expect(county.status).toBe(201)
    expect((await county.json()).counties).toEqual(['cape may'])
    const noWebhook = await elite.client.post('/api/alerts', {
      ...zipMonitor,
      channels: ['webhook'],
    })
    expect(noWebhook.status).toBe(409)
    expect((await noWebhook.json()).code).toBe('ALERT_WEBHOOK_NOT_SET')
  })

  it("hold Pro's number under parallel creates, and a delete gives a slot back", async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const limit = ALERT_ALLOWANCES.pro.monitors
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) =>
        client.post('/api/alerts', { ...zipMonitor, name: `Alert ${i}` }),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit)
    expect(statuses.filter((s) => s === 403)).toHaveLength(5)
    const refused = answers.find((a) => a.status === 403)!
    expect(await refused.json()).toMatchObject({ code: 'ALERT_LIMIT_REACHED', limit })
    const list = listAlertsResponse.parse(await (await client.get('/api/alerts')).json())
    expect(list.monitors).toHaveLength(limit)
    await client.request(`/api/alerts/${list.monitors[0]!.id}`, { method: 'DELETE' })
    expect((await client.post('/api/alerts', zipMonitor)).status).toBe(201)
    expect((await client.post('/api/alerts', zipMonitor)).status).toBe(403)
  })

  it('answer bad input with 400 and a message a person can act on', async () => {
    const { client } = await signInNewUser(t, tierFields('elite'))
    const cases: Array<[unknown, RegExp]> = [
      [{ ...zipMonitor, zipCodes: ['8204'] }, /ZIP code must be exactly 5 digits/],
      [{ name: 'x', state: 'NJ' }, /at least one ZIP code or county/],
      [{ ...zipMonitor, state: 'ZZ' }, /Invalid state/],
      [{ ...zipMonitor, stages: ['flying'] }, /Stages are: filed/],
      [{ ...zipMonitor, filingTypes: ['Deed'] }, /Filing types are: Lis Pendens/],
      [{ ...zipMonitor, saleWithinDays: 0 }, /saleWithinDays must be a whole number/],
      [{ ...zipMonitor, frequency: 'hourly' }, /Frequency is instant or daily/],
      [{ ...zipMonitor, channels: [] }, /Choose at least one channel/],
      [{ ...zipMonitor, name: ' ' }, /Give the alert a name/],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/alerts', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).message).toMatch(message)
    }
    const { id } = await (await client.post('/api/alerts', zipMonitor)).json()
    const empty = await patch(client, `/api/alerts/${id}`, { zipCodes: [] })
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toMatch(/at least one ZIP code or county/)
    expect((await patch(client, `/api/alerts/${id}`, {})).status).toBe(400)
    const badId = await patch(client, '/api/alerts/not-an-id', { name: 'x' })
    expect(badId.status).toBe(400)
    expect((await badId.json()).message).toMatch(/Not an alert id/)
  })
})
