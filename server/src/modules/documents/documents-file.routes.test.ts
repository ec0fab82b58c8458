/**
 * GET /api/documents/:id/file through real HTTP: the in-app viewer's copy of the user's own PDF,
 * shown inline, with the download's authorisation (the owner only: another user's document,
 * a saved public record and a missing file are 404s) and free of any trial download.
 */
import { UPLOAD_TYPES } from '@common/contracts/documents'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type User, users } from '../../db/schema'
import { buildDocument, buildSavedRecordResult } from '../../testing/factories'
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

async function storedUpload(
  user: User,
  overrides: { originalName?: string; mimeType?: string } = {},
) {
  const document = await buildDocument(t.database.db, {
    userId: user.id,
    fileSize: pdf.length,
    ...overrides,
  })
  await t.storage.put(document.objectPath, pdf)
  return document
}

const downloadsUsed = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.trialDownloadCount

describe('the viewer file route', () => {
  it('sends the owner their PDF inline, typed, nosniff, uncached, for free on a trial', async () => {
    const { client, user } = await signInNewUser(t)
    const document = await storedUpload(user, { originalName: 'Notice – sale.pdf' })
    for (let i = 0; i < 3; i++) {
      const response = await client.get(`/api/documents/${document.id}/file`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="Notice _ sale.pdf"; filename*=UTF-8''Notice%20%E2%80%93%20sale.pdf`,
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    }
    expect(await downloadsUsed(user.id)).toBe(0)
  })

  it('sends a page image as the image it is, inline for the viewer and as itself to download', async () => {
    const { client, user } = await signInNewUser(t)
    // The route sends the stored bytes as they are; what they are is the row's (the upload's check).
    const photo = await storedUpload(user, {
      originalName: 'posted notice.jpeg',
      mimeType: UPLOAD_TYPES.jpeg,
    })
    const inline = await client.get(`/api/documents/${photo.id}/file`)
    expect(inline.status).toBe(200)
    expect(inline.headers.get('content-type')).toBe('image/jpeg')
    expect(inline.headers.get('content-disposition')).toBe(
      `inline; filename="posted notice.jpeg"; filename*=UTF-8''posted%20notice.jpeg`,
    )
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff')
    const scan = await storedUpload(user, { originalName: 'scan', mimeType: UPLOAD_TYPES.tiff })
    const download = await client.get(`/api/documents/${scan.id}/download`)
    expect(download.headers.get('content-type')).toBe('image/tiff')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="scan.tif"/)
  })

  it('serves it after the trial has expired, as the download of an own upload is', async () => {
    const { client, user } = await signInNewUser(t, {
      trialStartedAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    })
    const document = await storedUpload(user)
    const response = await client.get(`/api/documents/${document.id}/file`)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it("answers another user's document exactly like a missing one (404), and leaks no bytes", async () => {
    const owner = await signInNewUser(t, { subscriptionTier: 'pro', subscriptionStatus: 'active' })
    const other = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const document = await storedUpload(owner.user)
    const theirs = await other.client.get(`/api/documents/${document.id}/file`)
    const missing = await other.client.get(
      '/api/documents/00000000-0000-4000-8000-000000000000/file',
    )
    expect(theirs.status).toBe(404)
    expect(missing.status).toBe(404)
    const [a, b] = [await theirs.json(), await missing.json()]
    expect(a).toEqual(b)
    expect(a.code).toBe('DOCUMENT_NOT_FOUND')
  })

  it('refuses the signed-out (401) and a malformed id (400) with a message', async () => {
    const { user } = await signInNewUser(t)
    const document = await storedUpload(user)
    const anonymous = await fetch(`${t.baseUrl}/api/documents/${document.id}/file`)
    expect(anonymous.status).toBe(401)
    const { client } = await signInNewUser(t)
    const bad = await client.get('/api/documents/not-a-uuid/file')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/Invalid document id/)
  })

  it('does not open a saved public record, a Word upload or a file gone from storage', async () => {
    const { client, user } = await signInNewUser(t)
    const saved = await buildSavedRecordResult(t.database.db, { userId: user.id })
    const record = await client.get(`/api/documents/${saved.id}/file`)
    expect(record.status).toBe(404)
    expect((await record.json()).code).toBe('DOCUMENT_NOT_FOUND')

    const word = await storedUpload(user, {
      originalName: 'notice.docx',
      mimeType: UPLOAD_TYPES.docx,
    })
    const docx = await client.get(`/api/documents/${word.id}/file`)
    expect(docx.status).toBe(404)
    const body = await docx.json()
    expect(body.code).toBe('DOCUMENT_NOT_AVAILABLE')
    expect(body.message).toMatch(/Only PDFs and page images open in the viewer/)

    const gone = await buildDocument(t.database.db, { userId: user.id })
    const lost = await client.get(`/api/documents/${gone.id}/file`)
    expect(lost.status).toBe(404)
    expect((await lost.json()).code).toBe('DOCUMENT_NOT_FOUND')
    expect(await downloadsUsed(user.id)).toBe(0)
  })
})
