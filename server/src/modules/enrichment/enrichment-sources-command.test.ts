/** The operator's review of enrichment sources: nothing is fetched before it, lookups after. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enrichmentRuntimeOn } from '../../testing/enrichment-test-runtime'
import {
  type FakeEnrichmentApis,
  startFakeEnrichmentApis,
} from '../../testing/fake-enrichment-apis'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { politeFetch, syncSourcePreset } from '../sources'
import { lookupAssessor } from './assessor-client'
import { ilCookAssessor } from './assessor-presets'
import { runEnrichmentSourcesCommand } from './enrichment-sources-command'

let db: TestDatabase
let fake: FakeEnrichmentApis

beforeAll(async () => {
  db = await createTestDatabase()
  fake = await startFakeEnrichmentApis()
})
afterAll(async () => {
  await fake.close()
  await db.destroy()
})

describe('npm run enrichment-sources', () => {
  it('lists every source with its hosts, refuses bad input, and a review opens the host', async () => {
    const runtime = enrichmentRuntimeOn(fake.baseUrl)
    const lookup = async () =>
      lookupAssessor({
        preset: ilCookAssessor,
        baseUrl: fake.baseUrl,
        sourceId: await syncSourcePreset(db.db, ilCookAssessor.source),
        street: '123 W Main St',
        zip: '60612',
        fetch: (request) =>
          politeFetch({
            db: db.db,
            ...request,
            userAgent: runtime.userAgent,
            allowHosts: runtime.allowHosts,
          }),
      })
    const list = await runEnrichmentSourcesCommand(db.db, runtime, { command: 'list' })
    expect(list.join('\n')).toContain('il-cook-assessor')
    expect(list.join('\n')).toContain('us-census-geocoder-acs')
    await expect(
      runEnrichmentSourcesCommand(db.db, runtime, { command: 'review', id: 'nope', by: 'op' }),
    ).rejects.toThrow('unknown source nope')
    await expect(
      runEnrichmentSourcesCommand(db.db, runtime, { command: 'review', id: 'il-cook-assessor' }),
    ).rejects.toThrow('--by')

    expect((await lookup()).ok).toBe(false)
    const done = await runEnrichmentSourcesCommand(db.db, runtime, {
      command: 'review',
      id: 'il-cook-assessor',
      by: 'ops@example.com',
    })
    expect(done[0]).toContain('127.0.0.1')
    expect((await lookup()).ok).toBe(true)
  })
})
