/**
 * The origin check on a state-changing request that carries only a Referer (no Origin, no
 * Sec-Fetch-Site, as older browsers and some proxies send it): POST /api/logout with a foreign
 * Referer is refused like one with a foreign Origin, and the session stays; the app's own
 * Referer signs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser, FACTORY_PASSWORD } from '../testing/factories'
import { createTestClient } from '../testing/http-client'
import { buildTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

describe('POST /api/logout carrying only a Referer', () => {
  async function signedIn() {
    const user = await buildUser(t.database.db)
    const client = createTestClient(t.baseUrl)
    await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    expect((await client.get('/api/user')).status).toBe(200)
    return client
  }

  it('refuses a foreign Referer as a foreign Origin is refused, and keeps the session', async () => {
    const client = await signedIn()
    const foreign: Record<string, string>[] = [
      { referer: 'https://evil.example/page.html' },
      { origin: 'https://evil.example' },
    ]
    for (const headers of foreign) {
      const response = await client.request('/api/logout', { method: 'POST', headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect((await response.json()).code).toBe('CROSS_SITE_REQUEST')
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('signs out with the app’s own Referer', async () => {
    const client = await signedIn()
    const response = await client.request('/api/logout', {
      method: 'POST',
      headers: { referer: 'http://app.test/dashboard' },
    })
    expect(response.status).toBeLessThan(400)
    expect((await client.get('/api/user')).status).toBe(401)
  })
})
