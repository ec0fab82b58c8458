/**
 * GET /api/documents/:id/download through real HTTP: the file with its headers (free: own
 * uploads never spend a trial download), a public record's redirect, and the trial's 2
 * public-record downloads counted atomically and only for what is served.
 */
import { TRIAL } from '@common/limits'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, type User, users } from '../../db/schema'
import { buildDocument, buildSavedRecordResult } from '../../testing/factories'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { makePdf } from '../../testing/upload-test-helpers'
import { TRIAL_REFUSALS } from '../accounts'

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

const signedIn = (overrides = {}) => signInNewUser(t, overrides)

/** An upload with its file in storage. */
async function storedUpload(user: User, originalName = 'notice.pdf') {
  const document = await buildDocument(t.database.db, {
    userId: user.id,
    originalName,
    fileSize: pdf.length,
  })
  await t.storage.put(document.objectPath, pdf)
  return document
}

const downloadsUsed = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.trialDownloadCount

const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' }

describe('downloading an upload', () => {
  it('sends the PDF as an attachment with a safe name, nosniff and no caching', async () => {
    const { client, user } = await signedIn(PRO)
    const document = await storedUpload(user, 'Avis – résumé "final" (1).pdf')
    const response = await client.get(`/api/documents/${document.id}/download`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Avis _ r_sum_ _final_ _1_.pdf"; filename*=UTF-8''Avis%20%E2%80%93%20r%C3%A9sum%C3%A9%20%22final%22%20%281%29.pdf`,
    )
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it('is free for a trial user: 5 downloads of their own upload spend no trial download', async () => {
    const { client, user } = await signedIn()
    const document = await storedUpload(user)
    for (let i = 0; i < 5; i++) {
      const response = await client.get(`/api/documents/${document.id}/download`)
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    }
    expect(await downloadsUsed(user.id)).toBe(0)
    const status = await (await client.get('/api/trial/status')).json()
    expect(status.downloadsRemaining).toBe(TRIAL.downloads)
  })

  it('still serves their own upload to a user whose trial has expired', async () => {
    const { client, user } = await signedIn({
      trialStartedAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    })
    const document = await storedUpload(user)
    const response = await client.get(`/api/documents/${document.id}/download`)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it('does not spend a trial download on a missing file or on another user', async () => {
    const { client, user } = await signedIn()
    const missing = await buildDocument(t.database.db, { userId: user.id })
    const gone = await client.get(`/api/documents/${missing.id}/download`)
    expect(gone.status).toBe(404)
    expect((await gone.json()).code).toBe('DOCUMENT_NOT_FOUND')
    const owner = await signedIn()
    const theirs = await storedUpload(owner.user)
    const foreign = await client.get(`/api/documents/${theirs.id}/download`)
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({
      code: 'DOCUMENT_NOT_FOUND',
      message: 'Document not found',
    })
    expect(await downloadsUsed(user.id)).toBe(0)
    expect(await downloadsUsed(owner.user.id)).toBe(0)
  })
})

describe('downloading a saved public record', () => {
  it('redirects to the source document and counts a trial download', async () => {
    const { client, user } = await signedIn()
    const saved = await buildSavedRecordResult(t.database.db, {
      userId: user.id,
      documentUrl: 'https://records.example.gov/filings/abc.pdf',
    })
    const response = await client.get(`/api/documents/${saved.id}/download`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://records.example.gov/filings/abc.pdf')
    expect(await downloadsUsed(user.id)).toBe(1)
  })

  it('lets a trial user download exactly 2 of 20 parallel requests', async () => {
    const { client, user } = await signedIn()
    const saved = await buildSavedRecordResult(t.database.db, {
      userId: user.id,
      documentUrl: 'https://records.example.gov/filings/abc.pdf',
    })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.get(`/api/documents/${saved.id}/download`)),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 302)).toHaveLength(TRIAL.downloads)
    expect(statuses.filter((s) => s === 403)).toHaveLength(20 - TRIAL.downloads)
    const refused = responses.find((r) => r.status === 403)
    expect(await refused?.json()).toMatchObject({
      code: 'TRIAL_DOWNLOADS_USED',
      message: TRIAL_REFUSALS.limit('download'),
    })
    for (const response of responses.filter((r) => r.status === 302)) {
      expect(response.headers.get('location')).toBe('https://records.example.gov/filings/abc.pdf')
    }
    await Promise.all(responses.map((r) => r.body?.cancel().catch(() => undefined)))
    expect(await downloadsUsed(user.id)).toBe(TRIAL.downloads)
  })

  it('refuses an expired trial with the spec message', async () => {
    const { client, user } = await signedIn({
      trialStartedAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    })
    const saved = await buildSavedRecordResult(t.database.db, {
      userId: user.id,
      documentUrl: 'https://records.example.gov/filings/abc.pdf',
    })
    const response = await client.get(`/api/documents/${saved.id}/download`)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      code: 'TRIAL_EXPIRED',
      message: TRIAL_REFUSALS.expired,
    })
  })

  it('answers 404 without counting when the document is not available or not a web link', async () => {
    const { client, user } = await signedIn()
    const rows = await Promise.all([
      buildSavedRecordResult(t.database.db, { userId: user.id, isDocumentAvailable: false }),
      buildSavedRecordResult(t.database.db, { userId: user.id, documentUrl: null }),
      buildSavedRecordResult(t.database.db, {
        userId: user.id,
        documentUrl: 'javascript:alert(1)',
      }),
    ])
    for (const saved of rows) {
      const response = await client.get(`/api/documents/${saved.id}/download`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        code: 'DOCUMENT_NOT_AVAILABLE',
        message: 'This document is not available for download from its source.',
      })
    }
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it('serves a notice the records index kept (its link works only at the source) and counts a trial download; a missing object costs nothing', async () => {
    const { client, user } = await signedIn()
    const keptFiling = async (documentObjectKey: string) => {
      const [filing] = await t.database.db
        .insert(filings)
        .values({
          dedupeKey: `test-kept-${documentObjectKey}`,
          documentType: 'Notice of Sale',
          caseNumber: `TS-${documentObjectKey.slice(7, 15)}`,
          state: 'TX',
          county: 'Harris',
          zipCode: '77002',
          documentObjectKey,
          isDocumentAvailable: true,
          sourceDatabase: 'Harris County Clerk',
          isSample: false,
        })
        .returning()
      return buildSavedRecordResult(t.database.db, {
        userId: user.id,
        filingId: filing!.id,
        caseNumber: filing!.caseNumber,
        documentUrl: null,
      })
    }
    const key = `notice-${'a1'.repeat(32)}.pdf`
    await t.storage.put(key, pdf)
    const saved = await keptFiling(key)
    const response = await client.get(`/api/documents/${saved.id}/download`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="${saved.caseNumber}.pdf"`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    expect(await downloadsUsed(user.id)).toBe(1)

    // The object is gone (storage lost it): 404, and no download is spent.
    const lost = await keptFiling(`notice-${'b2'.repeat(32)}.pdf`)
    const missing = await client.get(`/api/documents/${lost.id}/download`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'DOCUMENT_NOT_AVAILABLE' })
    expect(await downloadsUsed(user.id)).toBe(1)
  })

  it("answers 404 for another user's saved result", async () => {
    const owner = await signedIn()
    const saved = await buildSavedRecordResult(t.database.db, { userId: owner.user.id })
    const other = await signedIn()
    expect((await other.client.get(`/api/documents/${saved.id}/download`)).status).toBe(404)
    expect(await downloadsUsed(other.user.id)).toBe(0)
  })
})
