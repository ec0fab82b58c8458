/**
 * GET /api/public-records/searches/:id/results/:filingId/document through real HTTP: a search
 * result's notice kept in storage, served only for a result the user may read now (what the
 * trial was not shown stays withheld, also later), counting a trial download only for what is
 * served.
 */
import { searchResultDocumentPath } from '@common/contracts/records'
import { TRIAL } from '@common/limits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, publicRecordsSearches, type User, users } from '../../db/schema'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { makePdf } from '../../testing/upload-test-helpers'

let t: TestApp
let pdf: Buffer
beforeAll(async () => {
  t = await buildTestApp()
  pdf = Buffer.from(await makePdf())
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' }
let serial = 0

/** A Harris-style filing: available, no link, its notice kept under `key` (stored unless lost). */
async function keptFiling(options: { stored: boolean }) {
  serial++
  const key = `notice-${String(serial).padStart(64, 'c')}.pdf`
  if (options.stored) await t.storage.put(key, pdf)
  const [filing] = await t.database.db
    .insert(filings)
    .values({
      dedupeKey: `test-search-kept-${serial}`,
      documentType: 'Notice of Sale',
      caseNumber: `26-${String(serial).padStart(4, '0')}`,
      state: 'TX',
      county: 'Harris',
      zipCode: '77002',
      documentObjectKey: key,
      isDocumentAvailable: true,
      sourceDatabase: 'Harris County Clerk',
      isSample: false,
    })
    .returning()
  return filing!
}

/** The user's search that found `found` in that order, of which the first `shown` were shown. */
async function searchOf(user: User, found: { id: string }[], shown: number) {
  const [search] = await t.database.db
    .insert(publicRecordsSearches)
    .values({
      userId: user.id,
      state: 'TX',
      zipCodes: ['77002'],
      resultsCount: found.length,
      filingIds: found.map((filing) => filing.id),
      shownCount: shown,
    })
    .returning()
  return search!
}

const downloadsUsed = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.trialDownloadCount

describe('a search result kept notice', () => {
  it('is sent to a trial user for a result they were shown, as an attachment, for one trial download', async () => {
    const { client, user } = await signInNewUser(t)
    const filing = await keptFiling({ stored: true })
    const search = await searchOf(user, [filing], 1)
    const response = await client.get(searchResultDocumentPath(search.id, filing.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="${filing.caseNumber}.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    expect(await downloadsUsed(user.id)).toBe(1)
  })

  it('stays withheld from the trial when the search did not show it, and costs nothing', async () => {
    const { client, user } = await signInNewUser(t)
    const [a, b, c] = [
      await keptFiling({ stored: true }),
      await keptFiling({ stored: true }),
      await keptFiling({ stored: true }),
    ]
    const search = await searchOf(user, [a!, b!, c!], TRIAL.visibleResultsPerSearch)
    const response = await client.get(searchResultDocumentPath(search.id, c!.id))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' })
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it('is sent to a Pro user for every result, withheld ones included, and counts nothing', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const [a, b] = [await keptFiling({ stored: true }), await keptFiling({ stored: true })]
    const search = await searchOf(user, [a!, b!], 1)
    const response = await client.get(searchResultDocumentPath(search.id, b!.id))
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it("answers 404 for another user's search and for a filing the search did not find", async () => {
    const owner = await signInNewUser(t)
    const filing = await keptFiling({ stored: true })
    const other = await keptFiling({ stored: true })
    const search = await searchOf(owner.user, [filing], 1)
    const stranger = await signInNewUser(t, PRO)
    const theirs = await stranger.client.get(searchResultDocumentPath(search.id, filing.id))
    expect(theirs.status).toBe(404)
    const notFound = await owner.client.get(searchResultDocumentPath(search.id, other.id))
    expect(notFound.status).toBe(404)
    expect(await downloadsUsed(owner.user.id)).toBe(0)
  })

  it('answers 404 DOCUMENT_NOT_AVAILABLE when storage lost the notice, spending nothing', async () => {
    const { client, user } = await signInNewUser(t)
    const filing = await keptFiling({ stored: false })
    const search = await searchOf(user, [filing], 1)
    const response = await client.get(searchResultDocumentPath(search.id, filing.id))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'DOCUMENT_NOT_AVAILABLE' })
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it("refuses a trial whose downloads are used up with the trial's 403, sending nothing", async () => {
    const { client, user } = await signInNewUser(t, { trialDownloadCount: TRIAL.downloads })
    const filing = await keptFiling({ stored: true })
    const search = await searchOf(user, [filing], 1)
    const response = await client.get(searchResultDocumentPath(search.id, filing.id))
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await downloadsUsed(user.id)).toBe(TRIAL.downloads)
  })

  it('answers 400 with the field at fault for ids that are not ids', async () => {
    const { client } = await signInNewUser(t)
    const response = await client.get(
      '/api/public-records/searches/not-a-search/results/not-a-filing/document',
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(JSON.stringify(body)).toContain('Invalid search id')
    expect(JSON.stringify(body)).toContain('Invalid result id')
  })

  it('answers 401 without a session', async () => {
    const response = await fetch(
      `${t.baseUrl}${searchResultDocumentPath(crypto.randomUUID(), crypto.randomUUID())}`,
    )
    expect(response.status).toBe(401)
  })
})
