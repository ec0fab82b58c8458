/**
 * The urgency alert's settings through real HTTP (issue 35): off by default, saved, changed and
 * turned off by its owner; Pro and Elite only (the trial and Basic get ALERTS_NOT_IN_PLAN, as
 * monitors do); bad input answered 400 with a message a person can act on; a cross-site PUT and
 * a request without a session refused. The account export carries the setting.
 */
import { DEFAULT_URGENCY_THRESHOLD, urgencyAlertResponse } from '@common/contracts/alerts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { alertsForExport } from '.'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

function put(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  return client.request('/api/alerts/urgency', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function setting(client: TestClient) {
  const response = await client.get('/api/alerts/urgency')
  expect(response.status).toBe(200)
  return urgencyAlertResponse.parse(await response.json())
}

describe('the urgency alert settings', () => {
  it('are off by default, saved, changed and turned off', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    expect(await setting(client)).toEqual({
      threshold: DEFAULT_URGENCY_THRESHOLD,
      channels: ['in_app'],
      enabled: false,
      allowed: true,
    })
    const saved = await put(client, { threshold: 80, channels: ['in_app', 'email', 'email'] })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      threshold: 80,
      channels: ['in_app', 'email'],
      enabled: true,
    })
    expect((await put(client, { threshold: 65, channels: ['email'], enabled: true })).status).toBe(
      200,
    )
    expect(await setting(client)).toMatchObject({ threshold: 65, channels: ['email'] })
    expect((await alertsForExport(t.database.db, user.id)).urgencyAlert).toMatchObject({
      threshold: 65,
      channels: ['email'],
      enabled: true,
    })

    const off = await client.request('/api/alerts/urgency', { method: 'DELETE' })
    expect(off.status).toBe(204)
    // Off, with the threshold kept for the next time it is turned on.
    expect(await setting(client)).toMatchObject({ threshold: 65, enabled: false })
    expect(
      (await put(client, { threshold: 65, channels: ['in_app'], enabled: false })).status,
    ).toBe(200)
    expect((await setting(client)).enabled).toBe(false)
  })

  it("is one user's own: another user's setting is not theirs", async () => {
    const owner = await signInNewUser(t, tierFields('elite'))
    const other = await signInNewUser(t, tierFields('pro'))
    await put(owner.client, { threshold: 90, channels: ['in_app'] })
    expect((await setting(other.client)).enabled).toBe(false)
    await other.client.request('/api/alerts/urgency', { method: 'DELETE' })
    expect(await setting(owner.client)).toMatchObject({ threshold: 90, enabled: true })
  })

  it('is refused on the trial and Basic with ALERTS_NOT_IN_PLAN, and read as not allowed', async () => {
    for (const tier of ['trial', 'basic'] as const) {
      const { client } = await signInNewUser(t, tierFields(tier))
      const response = await put(client, { threshold: 70, channels: ['in_app'] })
      expect(response.status, tier).toBe(403)
      const body = await response.json()
      expect(body).toMatchObject({ code: 'ALERTS_NOT_IN_PLAN', requiresUpgrade: true })
      expect(body.message).toMatch(/Pro and Elite plans.*urgency/)
      expect(await setting(client)).toMatchObject({ enabled: false, allowed: false })
    }
  })

  it('answers bad input with 400 and a message a person can act on', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const whole = /whole number from 1 to 100/
    const cases: Array<[unknown, RegExp]> = [
      [{ threshold: 0, channels: ['in_app'] }, whole],
      [{ threshold: 101, channels: ['in_app'] }, whole],
      [{ threshold: 70.5, channels: ['in_app'] }, whole],
      [{ threshold: '70', channels: ['in_app'] }, whole],
      [{ channels: ['in_app'] }, whole],
      [{ threshold: 70, channels: [] }, /Choose at least one channel/],
      [{ threshold: 70, channels: ['webhook'] }, /in the app \(in_app\) or by e-mail \(email\)/],
      [{ threshold: 70, channels: 'email' }, /channels must be a list/],
      [{ threshold: 70, channels: ['in_app'], enabled: 'yes' }, /enabled must be true or false/],
    ]
    for (const [body, message] of cases) {
      const response = await put(client, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).message, JSON.stringify(body)).toMatch(message)
    }
    expect((await setting(client)).enabled).toBe(false)
  })

  it('needs a session, and refuses a PUT from another site', async () => {
    expect((await t.request('/api/alerts/urgency')).status).toBe(401)
    const { client } = await signInNewUser(t, tierFields('pro'))
    const crossSite = await put(
      client,
      { threshold: 70, channels: ['in_app'] },
      { origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect((await setting(client)).enabled).toBe(false)
  })
})
