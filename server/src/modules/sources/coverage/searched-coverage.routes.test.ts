/**
 * GET /api/coverage/searched over real HTTP: the places a user searched, newest first, each
 * saying whether the index holds real records there, sample ones only, or none; signed in only,
 * and only the user's own searches.
 */
import { searchedCoverageResponse } from '@common/contracts/coverage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../../../db/schema'
import { tierFields } from '../../../testing/factories'
import type { TestClient } from '../../../testing/http-client'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  const filing = (zipCode: string, county: string, i: number, isSample: boolean) => ({
    dedupeKey: `searched:${zipCode}:${i}`,
    documentType: 'Lis Pendens',
    state: 'OH',
    zipCode,
    county,
    city: 'Cincinnati',
    caseNumber: `A26-${zipCode}-${i}`,
    propertyAddress: `${i} Vine St`,
    filingDate: `2026-0${i}-10`,
    sourceDatabase: 'test-source',
    isSample,
  })
  await t.database.db
    .insert(filings)
    .values([filing('45202', 'Hamilton', 1, false), filing('45011', 'Butler', 1, true)])
})
afterAll(() => t.close())

async function searched(client: TestClient) {
  const response = await client.get('/api/coverage/searched')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return searchedCoverageResponse.strict().parse(await response.json())
}

describe('GET /api/coverage/searched', () => {
  it('is refused to a visitor who is not signed in', async () => {
    const response = await t.request('/api/coverage/searched')
    expect(response.status).toBe(401)
  })

  it('is empty before any search', async () => {
    const { client } = await signInNewUser(t, tierFields('trial'))
    expect(await searched(client)).toEqual({ areas: [] })
  })

  it('says for each searched ZIP or county whether it holds real, sample or no records, newest first, once each', async () => {
    const { client } = await signInNewUser(t, tierFields('elite'))
    for (const body of [
      { state: 'OH', zipCode: '45202' },
      { state: 'OH', zipCode: '45011' },
      { state: 'OH', zipCode: '45999' },
      { state: 'OH', zipCode: '45011' },
      { state: 'OH', county: 'butler' },
    ]) {
      const response = await client.post('/api/public-records/search', body)
      expect(response.status, JSON.stringify(body)).toBe(200)
    }
    const { areas } = await searched(client)
    expect(areas).toEqual([
      { state: 'OH', zip: null, county: 'Butler', data: 'sample' },
      { state: 'OH', zip: '45011', county: 'Butler', data: 'sample' },
      { state: 'OH', zip: '45999', county: null, data: 'none' },
      { state: 'OH', zip: '45202', county: 'Hamilton', data: 'real' },
    ])
  })

  it('shows a user only their own searches', async () => {
    const other = await signInNewUser(t, tierFields('pro'))
    expect((await searched(other.client)).areas).toEqual([])
  })
})
