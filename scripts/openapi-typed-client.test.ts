/**
 * The typed-client example (docs/api/examples/typed-client.ts, compiled by `npm run typecheck`
 * against the generated types) also runs: tsx runs it, as a reader would, against the real app
 * with an Elite user's key, and it prints the searched record and the user's new lead.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings } from '../server/src/db/schema'
import { buildLead, createKey } from '../server/src/testing/api-test-helpers'
import { signInNewUser } from '../server/src/testing/signed-in'
import { buildTestApp, type TestApp } from '../server/src/testing/test-app'

const run = promisify(execFile)
/** node with tsx's loader: the example as a reader runs it (`npx tsx <file>`), without npx. */
const EXAMPLE = ['--import', 'tsx', 'docs/api/examples/typed-client.ts']

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await t.database.db.insert(filings).values({
    state: 'TX',
    sourceDatabase: 'test-source',
    documentType: 'Lis Pendens',
    court: 'District Court',
    dedupeKey: 'typed-client:houston:1',
    caseNumber: '2026-TX-4401',
    defendantName: 'Robin Example',
    propertyAddress: '12 Main St',
    city: 'Houston',
    county: 'Harris',
    zipCode: '77002',
    filingDate: '2026-03-02',
  })
})
afterAll(() => t.close())

describe('docs/api/examples/typed-client.ts', () => {
  it('searches records and lists new leads against the running API', async () => {
    const { client, user } = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    await buildLead(t.database.db, { userId: user.id, defendantName: 'Lee Kept', status: 'new' })
    const { key } = await createKey(client, ['records:read', 'leads:read'])
    const { stdout } = await run(process.execPath, EXAMPLE, {
      env: { ...process.env, FORECLOSURE_LEADS_URL: t.baseUrl, FORECLOSURE_LEADS_API_KEY: key },
    })
    expect(stdout).toContain('2026-TX-4401 Robin Example 12 Main St')
    expect(stdout).toContain('Lee Kept')
    expect(stdout).toContain('Next page: null')
    expect(stdout).toMatch(/Requests left today: \d+/)
  })

  it('stops with the API’s code and message when the key is refused', async () => {
    const refused = run(process.execPath, EXAMPLE, {
      env: { ...process.env, FORECLOSURE_LEADS_URL: t.baseUrl, FORECLOSURE_LEADS_API_KEY: 'nope' },
    })
    await expect(refused).rejects.toMatchObject({
      stderr: expect.stringContaining('INVALID_API_KEY'),
    })
  })
})
