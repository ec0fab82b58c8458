import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, monthlyUsage } from '../../db/schema'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import {
  makePdf,
  storedFiles,
  unfinishedUpload,
  uploadForm,
} from '../../testing/upload-test-helpers'
import { usagePeriod } from '../billing'

let t: TestApp
let pdf: Uint8Array
beforeAll(async () => {
  t = await buildTestApp()
  pdf = await makePdf()
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

const signedIn = (overrides = {}) => signInNewUser(t, overrides)

const upload = (client: TestClient) =>
  client.request('/api/documents', { method: 'POST', body: uploadForm(pdf) })
const rowsOf = (userId: string) =>
  t.database.db.select().from(documents).where(eq(documents.userId, userId))

describe('upload quotas', () => {
  it('lets a trial user upload exactly 2 of 20 parallel files', async () => {
    const { client, user } = await signedIn()
    const before = (await storedFiles(t.storage)).length
    const responses = await Promise.all(Array.from({ length: 20 }, () => upload(client)))
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 201, ...Array<number>(18).fill(403)])
    const refused = await responses.find((r) => r.status === 403)?.json()
    expect(refused.message).toBe(
      'Trial upload limit reached - you have used all 2 uploads. Please subscribe to continue.',
    )
    expect(refused.code).toBe('TRIAL_UPLOADS_USED')
    expect(await rowsOf(user.id)).toHaveLength(2)
    expect((await storedFiles(t.storage)).length).toBe(before + 2)
  })

  it('lets a pro user reach the monthly limit, then refuses with the plan message', async () => {
    const { client, user } = await signedIn({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    await t.database.db
      .insert(monthlyUsage)
      .values({ userId: user.id, ...usagePeriod(), documentsUploaded: 149 })
    expect((await upload(client)).status).toBe(201)
    const refused = await upload(client)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      code: 'MONTHLY_IMPORT_LIMIT',
      message:
        'Monthly document limit reached: your plan includes 150 uploads a month. Upgrade for more.',
    })
    expect(await rowsOf(user.id)).toHaveLength(1)
  })
})

describe('access', () => {
  it('keeps a document from every other user: list, file and delete', async () => {
    const owner = await signedIn()
    const { id } = await (await upload(owner.client)).json()
    const other = await signedIn()
    const list = await (await other.client.get('/api/documents')).json()
    expect(list.documents).toEqual([])
    expect((await other.client.get(`/api/documents/${id}/download`)).status).toBe(404)
    const refusedDelete = await other.client.request(`/api/documents/${id}`, { method: 'DELETE' })
    expect(refusedDelete.status).toBe(404)
    expect(await t.storage.exists(`${id}.pdf`)).toBe(true)
    expect((await owner.client.get('/api/documents/not-a-uuid/download')).status).toBe(400)

    const deleted = await owner.client.request(`/api/documents/${id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await rowsOf(owner.user.id)).toEqual([])
    expect(await t.storage.exists(`${id}.pdf`)).toBe(false)
  })

  it('answers 401 to an anonymous upload before reading its body', async () => {
    const before = await storedFiles(t.storage)
    const result = await unfinishedUpload({
      url: `${t.baseUrl}/api/documents`,
      sendBytes: 1024,
      declaredBytes: 10 * 1024 * 1024,
    })
    expect(result.status).toBe(401)
    expect(await storedFiles(t.storage)).toEqual(before)
    expect((await fetch(`${t.baseUrl}/api/documents`)).status).toBe(401)
  })
})
