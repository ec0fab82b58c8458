/**
 * PATCH /api/outreach/:id (0040): marking that a homeowner replied to a logged message, taking
 * the mark back, idempotent; another user's record is 404 as if absent; bad ids and bodies 400;
 * a failed message cannot have a reply (409).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outreachHistory } from '../../../db/schema'
import { buildSocialProfile } from '../../../testing/outreach-factories'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Client = Awaited<ReturnType<typeof signInNewUser>>['client']

const patch = (client: Client, id: string, body: unknown) =>
  client.request(`/api/outreach/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A signed-in user with one logged message (status `sent`). */
async function userWithMessage() {
  const signedIn = await signInNewUser(t)
  const profile = await buildSocialProfile(t.database.db, {
    userId: signedIn.user.id,
    defendantName: 'Maria Garcia',
  })
  const response = await signedIn.client.post('/api/outreach', {
    socialProfileId: profile.id,
    defendantName: profile.defendantName,
    platform: 'facebook',
    message: 'Hi Maria, I saw the public filing. Happy to talk if you would like.',
    status: 'sent',
    complianceAcknowledged: true,
  })
  expect(response.status).toBe(201)
  const record = (await response.json()) as { id: string; repliedAt: string | null }
  expect(record.repliedAt).toBeNull()
  return { ...signedIn, record }
}

describe('PATCH /api/outreach/:id', () => {
  it('marks a reply once (marking again keeps the first time), lists it, and takes it back', async () => {
    const { client, record } = await userWithMessage()
    const first = await patch(client, record.id, { replied: true })
    expect(first.status).toBe(200)
    const marked = (await first.json()) as { id: string; repliedAt: string }
    expect(marked.id).toBe(record.id)
    expect(Date.now() - Date.parse(marked.repliedAt)).toBeLessThan(60_000)

    const again = (await (await patch(client, record.id, { replied: true })).json()) as {
      repliedAt: string
    }
    expect(again.repliedAt).toBe(marked.repliedAt)
    const list = (await (await client.get('/api/outreach')).json()) as { repliedAt: string }[]
    expect(list.map((row) => row.repliedAt)).toEqual([marked.repliedAt])

    const undone = await patch(client, record.id, { replied: false })
    expect(undone.status).toBe(200)
    expect(await undone.json()).toMatchObject({ id: record.id, repliedAt: null })
    expect((await patch(client, record.id, { replied: false })).status).toBe(200)
  })

  it("answers 404 for another user's record and for none, changing nothing", async () => {
    const owner = await userWithMessage()
    const other = await signInNewUser(t)
    const response = await patch(other.client, owner.record.id, { replied: true })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      code: 'OUTREACH_NOT_FOUND',
      message: 'Outreach record not found',
    })
    const [row] = await t.database.db
      .select()
      .from(outreachHistory)
      .where(eq(outreachHistory.id, owner.record.id))
    expect(row?.repliedAt).toBeNull()
    const none = await patch(owner.client, '00000000-0000-4000-8000-000000000000', {
      replied: true,
    })
    expect(none.status).toBe(404)
  })

  it('refuses a bad id or body with 400 and a failed message with 409', async () => {
    const { client, record } = await userWithMessage()
    const badId = await patch(client, 'not-a-uuid', { replied: true })
    expect(badId.status).toBe(400)
    expect(JSON.stringify(await badId.json())).toMatch(/Invalid outreach record id/)
    for (const body of [{}, { replied: 'yes' }, { replied: null }]) {
      const response = await patch(client, record.id, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(await response.json())).toMatch(/'replied' must be true or false/)
    }
    await t.database.db
      .update(outreachHistory)
      .set({ status: 'failed' })
      .where(eq(outreachHistory.id, record.id))
    const failed = await patch(client, record.id, { replied: true })
    expect(failed.status).toBe(409)
    expect(await failed.json()).toMatchObject({ code: 'OUTREACH_NOT_SENT' })
  })

  it('is refused signed out (401)', async () => {
    const response = await fetch(`${t.baseUrl}/api/outreach/00000000-0000-4000-8000-000000000000`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ replied: true }),
    })
    expect(response.status).toBe(401)
  })
})
