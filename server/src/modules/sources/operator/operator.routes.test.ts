/**
 * /api/operator/sources over real HTTP: only operators; the catalogue with status and health; a
 * review, enable, run and disable of one source against a loopback copy of its site (the
 * recorded Butler PA RealAuction answer); a site that does not answer marked unreachable; the
 * audit of its fetches.
 */
import { listOperatorSourcesResponse, operatorSourceResponse } from '@common/contracts/operator'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sources } from '../../../db/schema'
import { tierFields } from '../../../testing/factories'
import type { TestClient } from '../../../testing/http-client'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { type RecordedSite, startRealAuctionSite } from '../../../testing/recorded-source-sites'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { SOURCE_PRESETS } from '../catalogue/catalogue'

const BUTLER = 'pa-butler-realauction'
let t: TestApp
let site: RecordedSite
let operator: TestClient

beforeAll(async () => {
  t = await buildTestApp()
  t.runtime.ingestion.allowHosts = ['127.0.0.1']
  t.runtime.ingestion.maxWaitMs = 10_000
  const html = hasRealData
    ? readRealFile('sources/pa_butler_realforeclose_sheriff_sale_area_w_items_2026-09-18.html')
    : ''
  site = await startRealAuctionSite({
    day: '09/18/2026',
    updateBody: JSON.stringify({ retHTML: html, rlist: '9182,9183' }),
  })
  ;({ client: operator } = await signInNewUser(t, {
    ...tierFields('elite'),
    operatorSince: new Date(),
  }))
})
afterAll(async () => {
  await site.close()
  await t.close()
})

const pointAt = (baseUrl: string) =>
  t.database.db.update(sources).set({ baseUrl }).where(eq(sources.presetId, BUTLER))

async function butler() {
  const response = await operator.get(`/api/operator/sources/${BUTLER}`)
  expect(response.status).toBe(200)
  return operatorSourceResponse.strict().parse(await response.json()).source
}

describe('who may use /api/operator', () => {
  it('answers 401 signed out and 403 OPERATOR_ONLY to a user who is not an operator', async () => {
    expect((await t.request('/api/operator/sources')).status).toBe(401)
    const { client } = await signInNewUser(t, tierFields('elite'))
    for (const response of [
      await client.get('/api/operator/sources'),
      await client.post('/api/operator/sources/enable-reviewed', {}),
      await client.post(`/api/operator/sources/${BUTLER}/run`, {}),
    ]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'OPERATOR_ONLY' })
    }
  })

  it('tells the signed-in user whether they are an operator', async () => {
    const me = await operator.get('/api/user')
    expect(await me.json()).toMatchObject({ isOperator: true })
    const { client } = await signInNewUser(t, tierFields('trial'))
    expect(await (await client.get('/api/user')).json()).toMatchObject({ isOperator: false })
  })
})

describe('the catalogue', () => {
  it('lists every preset once, with a status, and never lets it be cached', async () => {
    const response = await operator.get('/api/operator/sources')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { sources: listed } = listOperatorSourcesResponse.strict().parse(await response.json())
    expect(listed.map((source) => source.id)).toEqual(SOURCE_PRESETS.map((preset) => preset.id))
    const licensed = listed.filter((source) => source.status === 'licensed_feed_required')
    expect(licensed.length).toBeGreaterThan(0)
    for (const source of licensed) expect(source.statusReason).toBeTruthy()
    expect(listed.filter((source) => source.status === 'enabled')).toEqual([])
  })

  it('answers 404 for an id the catalogue does not have, 400 for one that is not an id', async () => {
    const unknown = await operator.post('/api/operator/sources/xx-nowhere/enable', {})
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SOURCE_NOT_IN_CATALOGUE' })
    expect((await operator.get('/api/operator/sources/NOT%20AN%20ID')).status).toBe(400)
  })

  it('refuses to enable a source nobody reviewed, or to review a licensed one', async () => {
    const refused = await operator.post(`/api/operator/sources/${BUTLER}/enable`, {})
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'SOURCE_OPERATION_REFUSED',
      message: expect.stringContaining('Review'),
    })
    const licensed = SOURCE_PRESETS.find((preset) => preset.access === 'licensed_feed_required')!
    const review = await operator.post(`/api/operator/sources/${licensed.id}/review`, {
      notes: 'read it',
    })
    expect(review.status).toBe(409)
  })
})

describe.skipIf(!hasRealData)('one source, reviewed, enabled and run', () => {
  it('records the review in the operator name, enables it, runs it, and shows its health', async () => {
    await pointAt(site.baseUrl)
    const reviewed = await operator.post(`/api/operator/sources/${BUTLER}/review`, {
      notes: 'robots.txt allows /index.cfm; terms: public auction records',
    })
    expect(reviewed.status).toBe(200)
    expect((await reviewed.json()).source).toMatchObject({
      status: 'reviewed',
      review: { by: expect.stringContaining('@'), notes: expect.stringContaining('robots.txt') },
    })
    const enabled = await operator.post(`/api/operator/sources/${BUTLER}/enable`, {})
    expect((await enabled.json()).source).toMatchObject({ status: 'enabled' })

    const run = await operator.post(`/api/operator/sources/${BUTLER}/run`, {})
    expect(run.status).toBe(200)
    expect(await run.json()).toMatchObject({
      queued: false,
      message: expect.stringContaining('run completed: 2 new records'),
    })
    const { health } = await butler()
    expect(health).toMatchObject({
      lastRowCount: 2,
      failuresInARow: 0,
      unreachableSince: null,
      running: false,
      lastError: null,
    })
    expect(Date.parse(health.lastSuccessAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(Date.parse(health.nextRunAt!)).toBeGreaterThan(Date.now())

    const audits = await (await operator.get(`/api/operator/sources/${BUTLER}/audits`)).json()
    expect(audits.audits.length).toBeGreaterThan(0)
    expect(audits.audits[0]).toMatchObject({ domain: '127.0.0.1' })
  })

  it('marks a site that does not answer "unreachable since", on its health and on /api/coverage', async () => {
    const closed = new URL(site.baseUrl)
    closed.port = '9'
    await pointAt(closed.origin)
    const run = await operator.post(`/api/operator/sources/${BUTLER}/run`, {})
    expect(run.status).toBe(200)
    const { health } = await butler()
    expect(health.failuresInARow).toBe(1)
    expect(health.unreachableSince).not.toBeNull()
    expect(health.lastError).toBeTruthy()
    // The failed attempt waits for its retry: another run now is refused, not doubled.
    expect(health.running).toBe(true)
    const again = await operator.post(`/api/operator/sources/${BUTLER}/run`, {})
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: expect.stringContaining('already') })

    const coverage = await (await t.request('/api/coverage')).json()
    const butlerCounty = coverage.states
      .find((state: { state: string }) => state.state === 'PA')
      .counties.find((county: { county: string }) => county.county === 'Butler')
    // The same moment, to the second (/api/coverage prints whole seconds).
    expect(Date.parse(butlerCounty.sources[0].unreachableSince)).toBe(
      Math.floor(Date.parse(health.unreachableSince!) / 1000) * 1000,
    )
  })

  it('disables it: no next run', async () => {
    const disabled = await operator.post(`/api/operator/sources/${BUTLER}/disable`, {})
    expect((await disabled.json()).source).toMatchObject({
      status: 'reviewed',
      health: { nextRunAt: null },
    })
  })
})
