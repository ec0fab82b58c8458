/**
 * GET /api/account/export and POST /api/account/delete through real HTTP: only the user's own
 * rows in the zip (two users), the uploaded files inside it, and a deletion that cancels the
 * subscription first, removes the files and the rows, survives a storage failure without
 * hiding it, refuses when the provider cannot cancel, and is safe under parallel requests.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import JSZip from 'jszip'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  alertMonitors,
  alertWebhooks,
  apiKeys,
  contactPersons,
  crmConnections,
  documents,
  leadNotes,
  leads,
  messageTemplates,
  notifications,
  outreachHistory,
  pendingObjectDeletions,
  publicRecordsSearches,
  type User,
  urgencyAlerts,
  users,
} from '../db/schema'
import {
  createSimulatorProvider,
  type PaymentProvider,
  PaymentProviderError,
} from '../modules/billing'
import { LocalDiskStorage, type ObjectStorage, removeDeletedObjectsJob } from '../modules/documents'
import { buildDocument, FACTORY_PASSWORD, tierFields } from '../testing/factories'
import { createTestClient, type TestClient } from '../testing/http-client'
import { buildLeadRow, buildSocialProfile } from '../testing/outreach-factories'
import { signInNewUser } from '../testing/signed-in'
import { buildTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
let uploads: string
let disk: LocalDiskStorage
let failDeletes = false
let failCancel = false
const cancelled: string[] = []

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'fl-account-data-'))
  disk = new LocalDiskStorage(uploads)
  const storage: ObjectStorage = {
    put: (key, data) => disk.put(key, data),
    get: (key) => disk.get(key),
    exists: (key) => disk.exists(key),
    removeAbandonedUploads: (ms) => disk.removeAbandonedUploads(ms),
    async delete(key) {
      if (failDeletes) throw new Error('storage unavailable')
      await disk.delete(key)
    },
  }
  t = await buildTestApp({
    storage,
    payments: (db): PaymentProvider => {
      const simulator = createSimulatorProvider({ db, publicUrl: 'http://app.test' })
      return {
        ...simulator,
        async cancelSubscription(id) {
          if (failCancel) throw new PaymentProviderError('PayPal is down', 503)
          cancelled.push(id)
        },
      }
    },
  })
})
afterAll(async () => {
  await t.close()
  rmSync(uploads, { recursive: true, force: true })
})
beforeEach(() => {
  failDeletes = false
  failCancel = false
})

/** A user with one of everything, each carrying `marker` so the export can be searched for it. */
async function userWithData(marker: string, overrides = {}) {
  const { client, user } = await signInNewUser(t, { ...tierFields('pro'), ...overrides })
  const { db } = t.database
  const objectPath = `${marker}-upload.pdf`
  await disk.put(objectPath, Buffer.from(`%PDF-1.4 ${marker} file bytes`))
  const document = await buildDocument(db, {
    userId: user.id,
    objectPath,
    originalName: `notice ${marker}.pdf`,
  })
  const lead = await buildLeadRow(db, { userId: user.id, defendantName: `DEFENDANT ${marker}` })
  await db.insert(leadNotes).values({ leadId: lead.id, userId: user.id, body: `note ${marker}` })
  await db.insert(contactPersons).values({
    userId: user.id,
    leadId: lead.id,
    defendantName: `DEFENDANT ${marker}`,
    fullName: `Person ${marker}`,
    matchEvidence: { nameTokens: [marker], address: 'property' },
    source: 'simulator',
    simulated: true,
    tracedAt: new Date(),
  })
  await buildSocialProfile(db, { userId: user.id, defendantName: `Profile ${marker}` })
  await db.insert(outreachHistory).values({
    userId: user.id,
    defendantName: `DEFENDANT ${marker}`,
    platform: 'facebook',
    message: `message ${marker}`,
    status: 'sent',
  })
  await db
    .insert(messageTemplates)
    .values({ userId: user.id, name: `template ${marker}`, body: `body ${marker}` })
  await db
    .insert(publicRecordsSearches)
    .values({ userId: user.id, state: 'OH', zipCodes: ['45202'], city: marker })
  await db.insert(crmConnections).values({
    userId: user.id,
    provider: 'hubspot',
    label: `portal ${marker}`,
    sealedCredentials: `SEALED-${marker}`,
  })
  await db.insert(alertMonitors).values({ userId: user.id, name: `monitor ${marker}`, state: 'OH' })
  await db.insert(notifications).values({
    userId: user.id,
    kind: 'alert',
    title: `alert ${marker}`,
    body: `body ${marker}`,
    link: '/leads',
  })
  await db.insert(urgencyAlerts).values({
    userId: user.id,
    threshold: marker === 'alphamark' ? 71 : 72,
    channels: ['in_app', 'email'],
  })
  await db.insert(alertWebhooks).values({
    userId: user.id,
    url: `https://hooks.example/${marker}`,
    secret: `WHSECRET-${marker}`,
  })
  await db.insert(apiKeys).values({
    userId: user.id,
    name: `key ${marker}`,
    keyHash: `KEYHASH-${marker}`,
    prefix: 'fl_live_abc',
    scopes: ['records:read'],
  })
  return { client, user, document, objectPath }
}

async function exportOf(client: TestClient): Promise<JSZip> {
  const response = await client.get('/api/account/export')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/)
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()))
}

const deleteAccount = (client: TestClient, body: unknown) =>
  client.post('/api/account/delete', body)
const confirmed = { currentPassword: FACTORY_PASSWORD, confirmation: 'DELETE' }

async function rowsOf(user: User) {
  const { db } = t.database
  return {
    users: (await db.select().from(users).where(eq(users.id, user.id))).length,
    documents: (await db.select().from(documents).where(eq(documents.userId, user.id))).length,
    leads: (await db.select().from(leads).where(eq(leads.userId, user.id))).length,
    contacts: (await db.select().from(contactPersons).where(eq(contactPersons.userId, user.id)))
      .length,
  }
}

describe('GET /api/account/export', () => {
  it('zips the user’s own data as JSON (and leads as CSV) with the uploaded file, never another user’s', async () => {
    const mine = await userWithData('alphamark')
    await userWithData('betamark')
    const zip = await exportOf(mine.client)
    const names = Object.keys(zip.files).sort()
    expect(names).toEqual(
      expect.arrayContaining([
        'profile.json',
        'searches.json',
        'leads.json',
        'leads.csv',
        'documents.json',
        'contacts.json',
        'social-profiles.json',
        'outreach-log.json',
        'templates.json',
        'campaigns.json',
        'crm.json',
        'alerts.json',
        'api-keys.json',
      ]),
    )
    let everything = ''
    for (const name of names) {
      if (!zip.files[name]?.dir) everything += await zip.file(name)?.async('string')
    }
    expect(everything).not.toContain('betamark')
    expect(everything).not.toContain('passwordHash')
    expect(everything).not.toContain('$argon2')

    const profile = JSON.parse((await zip.file('profile.json')?.async('string')) ?? '')
    expect(profile.user.email).toBe(mine.user.email)
    const leadRows = JSON.parse((await zip.file('leads.json')?.async('string')) ?? '')
    expect(leadRows).toHaveLength(1)
    expect(leadRows[0].notes[0].body).toBe('note alphamark')
    const csv = (await zip.file('leads.csv')?.async('string')) ?? ''
    expect(csv.split('\r\n')[0]).toMatch(/^id,status,filing_type,/)
    expect(csv).toContain('DEFENDANT alphamark')
    expect(csv).toContain('note alphamark')
    expect(everything).toContain('Person alphamark')
    expect(everything).toContain('Profile alphamark')
    expect(everything).toContain('message alphamark')
    expect(everything).toContain('template alphamark')
    const crm = JSON.parse((await zip.file('crm.json')?.async('string')) ?? '')
    expect(crm.connections).toEqual([
      expect.objectContaining({ provider: 'hubspot', label: 'portal alphamark' }),
    ])
    expect(everything).not.toContain('SEALED-')
    const alerts = JSON.parse((await zip.file('alerts.json')?.async('string')) ?? '')
    expect(alerts.monitors).toEqual([expect.objectContaining({ name: 'monitor alphamark' })])
    expect(alerts.notifications).toEqual([expect.objectContaining({ title: 'alert alphamark' })])
    expect(alerts.urgencyAlert).toEqual(
      expect.objectContaining({ threshold: 71, channels: ['in_app', 'email'], enabled: true }),
    )
    expect(alerts.webhook).toEqual(
      expect.objectContaining({ url: 'https://hooks.example/alphamark', status: 'active' }),
    )
    expect(everything).not.toContain('WHSECRET-')
    const keys = JSON.parse((await zip.file('api-keys.json')?.async('string')) ?? '')
    expect(keys).toEqual([
      expect.objectContaining({ name: 'key alphamark', scopes: ['records:read'] }),
    ])
    expect(everything).not.toContain('KEYHASH-')
    const docs = JSON.parse((await zip.file('documents.json')?.async('string')) ?? '')
    expect(docs).toEqual([expect.objectContaining({ id: mine.document.id, fileIncluded: true })])
    expect(docs[0].objectPath).toBeUndefined()
    const file = zip.file(`documents/files/${mine.document.id}-notice alphamark.pdf`)
    expect(await file?.async('string')).toBe('%PDF-1.4 alphamark file bytes')
  })

  it('answers 401 signed out', async () => {
    expect((await createTestClient(t.baseUrl).get('/api/account/export')).status).toBe(401)
  })
})

describe('POST /api/account/delete', () => {
  it('refuses a wrong password and a missing confirmation with 400, deleting nothing', async () => {
    const { client, user, objectPath } = await userWithData('keepmark')
    const wrong = await deleteAccount(client, { currentPassword: 'nope', confirmation: 'DELETE' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).code).toBe('INVALID_CURRENT_PASSWORD')
    const unconfirmed = await deleteAccount(client, {
      currentPassword: FACTORY_PASSWORD,
      confirmation: 'delete it',
    })
    expect(unconfirmed.status).toBe(400)
    expect((await unconfirmed.json()).message).toBe('Type DELETE to confirm')
    expect(await rowsOf(user)).toEqual({ users: 1, documents: 1, leads: 1, contacts: 1 })
    expect(await disk.exists(objectPath)).toBe(true)
  })

  it('cancels the subscription, removes the files from disk and every row, and ends the session', async () => {
    const other = await userWithData('othermark')
    const { client, user, objectPath } = await userWithData('gonemark', {
      paypalSubscriptionId: 'I-GONE0001',
    })
    const response = await deleteAccount(client, confirmed)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBe('Your account and all its data have been deleted.')
    expect(cancelled).toContain('I-GONE0001')
    expect(await disk.exists(objectPath)).toBe(false)
    expect(await rowsOf(user)).toEqual({ users: 0, documents: 0, leads: 0, contacts: 0 })
    expect(await t.database.db.select().from(pendingObjectDeletions)).toEqual([])
    expect((await client.get('/api/user')).status).toBe(401)
    // The other user keeps everything.
    expect(await rowsOf(other.user)).toEqual({ users: 1, documents: 1, leads: 1, contacts: 1 })
    expect(await disk.exists(other.objectPath)).toBe(true)
  })

  it('deletes nothing when PayPal cannot cancel the subscription, and says so (502)', async () => {
    failCancel = true
    const { client, user, objectPath } = await userWithData('paidmark', {
      paypalSubscriptionId: 'I-FAIL0001',
    })
    const response = await deleteAccount(client, confirmed)
    expect(response.status).toBe(502)
    const body = await response.json()
    expect(body.code).toBe('PAYMENT_PROVIDER_ERROR')
    expect(body.message).toMatch(/Your account was not deleted/)
    expect(await rowsOf(user)).toEqual({ users: 1, documents: 1, leads: 1, contacts: 1 })
    expect(await disk.exists(objectPath)).toBe(true)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('when storage refuses, deletes the rows, says files are still being removed, and the job removes them', async () => {
    failDeletes = true
    const { client, user, objectPath } = await userWithData('stuckmark')
    const response = await deleteAccount(client, confirmed)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toMatch(/still being removed from storage/)
    expect(await rowsOf(user)).toEqual({ users: 0, documents: 0, leads: 0, contacts: 0 })
    expect(await disk.exists(objectPath)).toBe(true)
    const [pending] = await t.database.db
      .select()
      .from(pendingObjectDeletions)
      .where(eq(pendingObjectDeletions.objectKey, objectPath))
    expect(pending).toMatchObject({ attempts: 1, lastError: 'storage unavailable' })

    failDeletes = false
    await removeDeletedObjectsJob.handler(
      {},
      {
        runtime: t.runtime,
        log: pino({ level: 'silent' }),
        jobId: 'test',
        sendJob: async () => null,
      },
    )
    expect(await disk.exists(objectPath)).toBe(false)
    expect(await t.database.db.select().from(pendingObjectDeletions)).toEqual([])
  })

  it('is safe under parallel requests: deleted once, no error', async () => {
    const { client, user, objectPath } = await userWithData('twicemark')
    const responses = await Promise.all([
      deleteAccount(client, confirmed),
      deleteAccount(client, confirmed),
      deleteAccount(client, confirmed),
    ])
    const statuses = responses.map((r) => r.status)
    expect(statuses).toContain(200)
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true)
    expect(await rowsOf(user)).toEqual({ users: 0, documents: 0, leads: 0, contacts: 0 })
    expect(await disk.exists(objectPath)).toBe(false)
  })
})
