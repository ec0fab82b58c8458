/**
 * The documents tab's reads through real HTTP: uploads and saved public-records results in one
 * list, the ZIP filter (leads included), one document of either kind, deleting either, contact
 * details by plan, and nothing of another user's.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads, publicRecordsResults } from '../../db/schema'
import { buildDocument, buildSavedRecordResult, buildUser } from '../../testing/factories'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

const signedIn = (overrides = {}) => signInNewUser(t, overrides)

const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' }
const BASIC = { subscriptionTier: 'basic', subscriptionStatus: 'active' }
const at = (iso: string) => new Date(iso)
const CONTACTS = {
  phones: [{ number: '305-555-0100', type: 'attorney', verified: false }],
  emails: ['counsel@example.com'],
  socialMedia: [],
}

type Listed = { id: string; documentType: string; [key: string]: unknown }
const idsOf = (body: { documents: Listed[] }) => body.documents.map((d) => d.id)

describe('GET /api/documents', () => {
  it('lists uploads and saved public records together, newest first', async () => {
    const { client, user } = await signedIn(PRO)
    const oldUpload = await buildDocument(t.database.db, {
      userId: user.id,
      zipCode: '33130',
      createdAt: at('2026-01-01T00:00:00Z'),
    })
    const delivered = await buildSavedRecordResult(t.database.db, {
      userId: user.id,
      provenance: { filingId: null, sample: true },
      sourceDatabase: 'sample',
      createdAt: at('2026-01-02T00:00:00Z'),
    })
    const noCaseNumber = await buildSavedRecordResult(t.database.db, {
      userId: user.id,
      caseNumber: null,
      documentUrl: null,
      isDocumentAvailable: false,
      createdAt: at('2026-01-03T00:00:00Z'),
    })
    const newUpload = await buildDocument(t.database.db, {
      userId: user.id,
      createdAt: at('2026-01-04T00:00:00Z'),
    })

    const response = await client.get('/api/documents?zip=all')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const body = await response.json()
    expect(idsOf(body)).toEqual([newUpload.id, noCaseNumber.id, delivered.id, oldUpload.id])
    const [, noCaseNumberView, deliveredView] = body.documents
    expect(deliveredView).toMatchObject({
      documentType: 'public_records',
      originalName: `Lis Pendens - ${delivered.caseNumber}`,
      processingStatus: 'completed',
      defendantName: 'Jordan Sampleton',
      documentUrl: delivered.documentUrl,
      objectPath: null,
      isDocumentAvailable: true,
      isAccessibleInTrial: true,
      sourceDatabase: 'sample',
      isSample: true,
      contactInfo: null,
      contactAccess: 'none',
      leads: [],
      evidence: {},
    })
    // Named by its ZIP when the filing gives no case number.
    expect(noCaseNumberView).toMatchObject({
      originalName: 'Lis Pendens - ZIP 33130',
      caseNumber: null,
      documentUrl: null,
      isDocumentAvailable: false,
      isSample: false,
    })
  })

  it('filters by ZIP: the document, its leads, and saved results', async () => {
    const { client, user } = await signedIn(PRO)
    const own = await buildDocument(t.database.db, { userId: user.id, zipCode: '15223' })
    const list = await buildDocument(t.database.db, {
      userId: user.id,
      zipCode: '15201',
      processingStatus: 'completed',
    })
    await t.database.db.insert(documentLeads).values([
      { documentId: list.id, userId: user.id, position: 0, zipCode: '15201', snippet: 'a' },
      { documentId: list.id, userId: user.id, position: 1, zipCode: '15223', snippet: 'b' },
    ])
    const saved = await buildSavedRecordResult(t.database.db, { userId: user.id, zipCode: '15223' })
    await buildSavedRecordResult(t.database.db, { userId: user.id, zipCode: '15201' })
    // Another user's document with a lead in the same ZIP stays out.
    const other = await buildUser(t.database.db)
    const foreign = await buildDocument(t.database.db, { userId: other.id, zipCode: '15223' })
    await t.database.db
      .insert(documentLeads)
      .values({ documentId: foreign.id, userId: other.id, position: 0, zipCode: '15223' })

    const body = await (await client.get('/api/documents?zip=15223')).json()
    expect(idsOf(body).sort()).toEqual([own.id, list.id, saved.id].sort())
    const listed = body.documents.find((d: Listed) => d.id === list.id)
    expect(listed.leads.map((l: { position: number }) => l.position)).toEqual([0, 1])
    expect((await (await client.get('/api/documents?zip=99999')).json()).documents).toEqual([])
  })
})

describe('GET /api/documents/:id', () => {
  it('answers either kind, with contact details for pro only', async () => {
    const pro = await signedIn(PRO)
    const completed = await buildDocument(t.database.db, {
      userId: pro.user.id,
      processingStatus: 'completed',
      documentType: 'Notice of Trustee Sale',
      contactInfo: CONTACTS,
    })
    const view = await (await pro.client.get(`/api/documents/${completed.id}`)).json()
    expect(view).toMatchObject({
      id: completed.id,
      documentTypeCategory: 'Notice of Trustee Sale',
      contactAccess: 'available',
      contactInfo: { phones: CONTACTS.phones, emails: CONTACTS.emails },
    })
    const saved = await buildSavedRecordResult(t.database.db, { userId: pro.user.id })
    const record = await (await pro.client.get(`/api/documents/${saved.id}`)).json()
    expect(record).toMatchObject({ id: saved.id, documentType: 'public_records' })

    const basic = await signedIn(BASIC)
    const theirs = await buildDocument(t.database.db, {
      userId: basic.user.id,
      processingStatus: 'completed',
      contactInfo: CONTACTS,
    })
    const refused = await (await basic.client.get(`/api/documents/${theirs.id}`)).json()
    expect(refused).toMatchObject({ contactAccess: 'upgrade_required', contactInfo: null })
    expect(JSON.stringify(refused)).not.toContain('305-555-0100')

    const trial = await signedIn()
    const trialDoc = await buildDocument(t.database.db, {
      userId: trial.user.id,
      processingStatus: 'completed',
      contactInfo: CONTACTS,
    })
    const trialList = await (await trial.client.get('/api/documents')).json()
    expect(trialList.documents[0]).toMatchObject({
      id: trialDoc.id,
      contactAccess: 'upgrade_required',
      contactInfo: null,
    })
  })

  it("answers 404 for another user's upload or saved result, 400 for a bad id", async () => {
    const owner = await signedIn(PRO)
    const upload = await buildDocument(t.database.db, { userId: owner.user.id })
    const saved = await buildSavedRecordResult(t.database.db, { userId: owner.user.id })
    const other = await signedIn(PRO)
    for (const id of [upload.id, saved.id]) {
      const response = await other.client.get(`/api/documents/${id}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        code: 'DOCUMENT_NOT_FOUND',
        message: 'Document not found',
      })
    }
    expect((await other.client.get('/api/documents/nope')).status).toBe(400)
    expect((await fetch(`${t.baseUrl}/api/documents/${upload.id}`)).status).toBe(401)
  })
})

describe('DELETE /api/documents/:id', () => {
  it('removes a saved result only for its owner, and only the saved copy', async () => {
    const owner = await signedIn(PRO)
    const saved = await buildSavedRecordResult(t.database.db, { userId: owner.user.id })
    const other = await signedIn(PRO)
    const refused = await other.client.request(`/api/documents/${saved.id}`, { method: 'DELETE' })
    expect(refused.status).toBe(404)

    const deleted = await owner.client.request(`/api/documents/${saved.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ success: true })
    const left = await t.database.db
      .select()
      .from(publicRecordsResults)
      .where(eq(publicRecordsResults.id, saved.id))
    expect(left).toEqual([])
    const again = await owner.client.request(`/api/documents/${saved.id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
  })

  it("removes an upload's leads with it", async () => {
    const owner = await signedIn(PRO)
    const upload = await buildDocument(t.database.db, { userId: owner.user.id })
    await t.database.db
      .insert(documentLeads)
      .values({ documentId: upload.id, userId: owner.user.id, position: 0, zipCode: '15223' })
    const deleted = await owner.client.request(`/api/documents/${upload.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    const leads = await t.database.db
      .select()
      .from(documentLeads)
      .where(eq(documentLeads.documentId, upload.id))
    expect(leads).toEqual([])
  })
})
