/**
 * What a failed enrichment tells its user (issue 31, item 7): a sentence they can act on in the
 * API's enrichment view, never a host name, an error code or stack-like text; the technical
 * detail goes to the server log. The assessor and the Census are pointed at a closed loopback
 * port, so the polite fetcher really fails to connect (ECONNREFUSED), as a real unreachable site
 * (ENOTFOUND, a timeout) would.
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertTestLead } from '../../db/test-factories/leads'
import {
  approveLoopbackForEnrichment,
  enrichmentRuntimeOn,
} from '../../testing/enrichment-test-runtime'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { enrichLeadJob } from './enrich-lead.job'

const CLOSED = 'http://127.0.0.1:1'
const logged: string[] = []
let t: TestApp

beforeAll(async () => {
  const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) })
  t = await buildTestApp({
    jobs: [enrichLeadJob],
    logger: log,
    enrichment: enrichmentRuntimeOn(CLOSED, {
      census: { geocoderBaseUrl: CLOSED, dataApiBaseUrl: CLOSED, acsYear: 2023 },
    }),
  })
  await approveLoopbackForEnrichment(t.database.db)
}, 120_000)
afterAll(async () => {
  await t.close()
})

async function jobsDone(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const result = await t.database.db.execute<{ left: number }>(
      sql`select count(*)::int as left from pgboss.job where name = 'enrich-lead' and state in ('created', 'retry', 'active')`,
    )
    if (result.rows[0]?.left === 0) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('enrich-lead jobs did not finish')
}

async function enrichedView(client: TestClient, leadId: string) {
  await client.post('/api/leads/enrich', { ids: [leadId] })
  await jobsDone()
  const response = await client.get(`/api/leads/${leadId}/enrichment`)
  expect(response.status).toBe(200)
  return response.json()
}

/** Nothing in the text a user should not have to read. */
function expectNoTechnicalDetail(text: string) {
  expect(text).not.toMatch(/127\.0\.0\.1|census\.gov|https?:\/\//i)
  expect(text).not.toMatch(/\bE[A-Z]{3,}\b/) // ECONNREFUSED, ENOTFOUND, ETIMEDOUT
  expect(text).not.toMatch(/\bat \S+ \(|robots\.txt|Assessor:|Census:|npm run/)
}

describe('a failed enrichment, as its user reads it', () => {
  it('a county without an assessor source and an unreachable Census: sentences, details in the log', async () => {
    const { client, user } = await signInNewUser(t)
    const lead = await insertTestLead(t.database.db, { userId: user.id })
    const body = await enrichedView(client, lead.id)
    expect(body.status).toBe('failed')
    expect(body.failureReason).toBe(
      "Property facts are not available for Miami-Dade, FL yet. The Census Bureau's site could not be reached. Use Refresh to try again later.",
    )
    expectNoTechnicalDetail(JSON.stringify(body))

    const log = logged.join('\n')
    expect(log).toContain('no assessor source is configured for Miami-Dade, FL')
    expect(log).toContain('127.0.0.1:1')
    expect(log).toMatch(/ECONNREFUSED|could not be reached/)
  }, 120_000)

  it('an unreachable county assessor says so, and what the user can do', async () => {
    const { client, user } = await signInNewUser(t)
    const lead = await insertTestLead(t.database.db, {
      userId: user.id,
      propertyAddress: '4512 N Armenia Ave',
      city: 'Tampa',
      county: 'Hillsborough',
      state: 'FL',
      zipCode: '33603',
    })
    const before = logged.length
    const body = await enrichedView(client, lead.id)
    expect(body.status).toBe('failed')
    expect(body.failureReason).toBe(
      "The county assessor's site could not be reached. The Census Bureau's site could not be reached. Use Refresh to try again later.",
    )
    expectNoTechnicalDetail(JSON.stringify(body))
    const log = logged.slice(before).join('\n')
    expect(log).toContain('enrichment assessor lookup failed')
    expect(log).toContain('127.0.0.1:1')
  }, 120_000)
})
