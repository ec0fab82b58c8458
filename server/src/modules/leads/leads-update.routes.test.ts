/**
 * GET, PATCH and DELETE /api/leads/:id and POST /api/leads/bulk: each of the user's fields,
 * notes appended with the server's timestamps, bulk changes all or nothing, and refusals that
 * change nothing, over real HTTP on a real database.
 */
import { getLeadResponse } from '@common/contracts/leads'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Lead, leadNotes, leads, type NewUser, users } from '../../db/schema'
import { buildLead, bulkUpdate, deleteLead, patchLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** Pro: tags and folders are in the plan (the plan gating has its own tests below). */
const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' } as const

async function signedInWithLeads(count: number, plan: Partial<NewUser> = PRO) {
  const { client, user } = await signInNewUser(t, plan)
  const made: Lead[] = []
  for (let i = 0; i < count; i++) made.push(await buildLead(t, { userId: user.id }))
  return { client, user, leads: made }
}

/** A 200 reply of a lead, checked against the contract. */
async function leadOf(response: Response) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(getLeadResponse.parse(body)).toEqual(body)
  return body as ReturnType<typeof getLeadResponse.parse>
}

const stored = async (id: string) =>
  (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]
const notesOf = (ids: string[]) =>
  t.database.db.select().from(leadNotes).where(inArray(leadNotes.leadId, ids))

describe('one lead', () => {
  it('reads a lead with no notes yet', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const body = await leadOf(await client.get(`/api/leads/${lead?.id}`))
    expect(body).toMatchObject({ id: lead?.id, status: 'new', notes: [], tags: [] })
  })

  it('changes the status, the folder and the next action, and clears them with null', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const id = lead?.id as string
    const before = await stored(id)
    const changed = await leadOf(
      await patchLead(client, id, {
        status: 'negotiating',
        folder: '  Ohio   deals ',
        nextActionAt: '2026-03-02T09:30:00-05:00',
      }),
    )
    expect(changed).toMatchObject({
      status: 'negotiating',
      folder: 'Ohio deals',
      nextActionAt: '2026-03-02T14:30:00.000Z',
    })
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(before?.updatedAt.getTime() ?? 0)
    const cleared = await leadOf(await patchLead(client, id, { folder: null, nextActionAt: null }))
    expect(cleared).toMatchObject({ status: 'negotiating', folder: null, nextActionAt: null })
  })

  it('replaces tags (trimmed, lower-case, without repeats), adds and removes them', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const id = lead?.id as string
    const set = await leadOf(
      await patchLead(client, id, { tags: [' Hot ', 'HOT', 'Absentee  Owner'] }),
    )
    expect(set.tags).toEqual(['hot', 'absentee owner'])
    const added = await leadOf(await patchLead(client, id, { addTags: ['Vacant', 'hot'] }))
    expect(added.tags).toEqual(['hot', 'absentee owner', 'vacant'])
    const removed = await leadOf(
      await patchLead(client, id, { removeTags: ['HOT'], addTags: ['probate'] }),
    )
    expect(removed.tags).toEqual(['absentee owner', 'vacant', 'probate'])
    expect((await leadOf(await patchLead(client, id, { tags: [] }))).tags).toEqual([])
  })

  it('appends notes with the server’s time, newest first, and never edits old ones', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const id = lead?.id as string
    const start = Date.now()
    await leadOf(await patchLead(client, id, { note: '  Called, no answer.  ' }))
    const second = await leadOf(
      await patchLead(client, id, { note: 'Left a letter.', status: 'contacted' }),
    )
    expect(second.notes.map((note) => note.body)).toEqual(['Left a letter.', 'Called, no answer.'])
    for (const note of second.notes) {
      expect(Date.parse(note.createdAt)).toBeGreaterThanOrEqual(start - 1000)
      expect(Date.parse(note.createdAt)).toBeLessThanOrEqual(Date.now() + 1000)
    }
    expect(Date.parse(second.notes[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second.notes[1]?.createdAt ?? ''),
    )
    expect(second.status).toBe('contacted')
    const read = await leadOf(await client.get(`/api/leads/${id}`))
    expect(read.notes).toEqual(second.notes)
  })

  it('deletes a lead with its notes; the id is gone afterwards', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const id = lead?.id as string
    await patchLead(client, id, { note: 'Not interested.' })
    const deleted = await deleteLead(client, id)
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ success: true })
    expect(await stored(id)).toBeUndefined()
    expect(await notesOf([id])).toEqual([])
    expect((await client.get(`/api/leads/${id}`)).status).toBe(404)
    expect((await deleteLead(client, id)).status).toBe(404)
  })
})

describe('another user’s lead', () => {
  it('answers 404 to read, change or delete it, exactly as for an unknown id, and stays as it was', async () => {
    const owner = await signedInWithLeads(1)
    const id = owner.leads[0]?.id as string
    const other = await signInNewUser(t)
    const unknown = crypto.randomUUID()
    for (const target of [id, unknown]) {
      const answers = [
        await other.client.get(`/api/leads/${target}`),
        await patchLead(other.client, target, { status: 'dead', note: 'mine now' }),
        await deleteLead(other.client, target),
      ]
      for (const answer of answers) {
        expect(answer.status).toBe(404)
        expect(await answer.json()).toEqual({ code: 'LEAD_NOT_FOUND', message: 'Lead not found' })
      }
    }
    expect(await stored(id)).toMatchObject({ status: 'new' })
    expect(await notesOf([id])).toEqual([])
  })
})

describe('bad changes', () => {
  it('answers 400 naming the problem, and changes nothing', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const id = lead?.id as string
    const before = await stored(id)
    const tooMany = Array.from({ length: 21 }, (_, i) => `tag ${i}`)
    const cases: [unknown, string][] = [
      [
        {},
        'Nothing to change: send status, tags, addTags, removeTags, folder, nextActionAt or note',
      ],
      [
        { status: 'sold' },
        'Status must be one of: new, researching, contacted, negotiating, under_contract, won, dead',
      ],
      [{ tags: tooMany }, 'A lead can have at most 20 tags'],
      [{ tags: ['ok', '   '] }, 'A tag cannot be empty'],
      [{ tags: ['x'.repeat(41)] }, 'A tag must be at most 40 characters'],
      [{ tags: ['a,b'] }, 'A tag cannot contain a comma'],
      [{ tags: 'hot' }, 'Send the tags as a list of text'],
      [
        { tags: ['a'], addTags: ['b'] },
        'Send either tags (to replace them) or addTags / removeTags, not both',
      ],
      [
        { folder: '' },
        'A folder name cannot be empty (send null to take the lead out of its folder)',
      ],
      [{ folder: 'f'.repeat(81) }, 'A folder name must be at most 80 characters'],
      [
        { nextActionAt: 'tomorrow' },
        'nextActionAt must be a date and time such as 2026-03-01T09:00:00Z, or null',
      ],
      [
        { nextActionAt: '2026-03-01' },
        'nextActionAt must be a date and time such as 2026-03-01T09:00:00Z, or null',
      ],
      [
        { nextActionAt: '0000-01-01T00:00:00Z' },
        'nextActionAt must be between the years 1900 and 2200',
      ],
      [{ note: '  ' }, 'A note cannot be empty'],
      [{ note: 'n'.repeat(5001) }, 'A note must be at most 5000 characters'],
      [
        { notes: 'typo' },
        'Unknown field notes: a lead takes status, tags, addTags, removeTags, folder, nextActionAt and note',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await patchLead(client, id, body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      const answer = await response.json()
      expect(answer.code).toBe('VALIDATION_FAILED')
      expect(answer.message, JSON.stringify(body).slice(0, 80)).toBe(message)
    }
    expect((await patchLead(client, 'nope', { status: 'won' })).status).toBe(400)
    expect(await stored(id)).toEqual(before)
    expect(await notesOf([id])).toEqual([])
  })

  it('refuses tags added beyond 20 with TOO_MANY_TAGS, keeping the tags and note unwritten', async () => {
    const {
      client,
      leads: [lead],
    } = await signedInWithLeads(1)
    const id = lead?.id as string
    const eighteen = Array.from({ length: 18 }, (_, i) => `t${i}`)
    await leadOf(await patchLead(client, id, { tags: eighteen }))
    const refused = await patchLead(client, id, {
      addTags: ['one', 'two', 'three'],
      note: 'should not be saved',
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_TAGS',
      message:
        'A lead can have at most 20 tags. Remove some tags before adding more. Nothing was changed.',
      leadIds: [id],
    })
    expect((await stored(id))?.tags).toEqual(eighteen)
    expect(await notesOf([id])).toEqual([])
    // Adding one that is already there, and one more, fits.
    const fits = await leadOf(await patchLead(client, id, { addTags: ['t0', 'one', 'two'] }))
    expect(fits.tags).toHaveLength(20)
  })
})

describe('bulk changes', () => {
  it('applies one change to every selected lead, with the note on each', async () => {
    const { client, leads: mine } = await signedInWithLeads(4)
    const chosen = mine.slice(0, 3).map((lead) => lead.id)
    const response = await bulkUpdate(client, {
      ids: chosen,
      patch: { status: 'researching', addTags: ['batch 1'], folder: 'Spring', note: 'Mailed.' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ updated: 3 })
    for (const id of chosen) {
      expect(await stored(id)).toMatchObject({
        status: 'researching',
        tags: ['batch 1'],
        folder: 'Spring',
      })
    }
    expect(await stored(mine[3]?.id as string)).toMatchObject({ status: 'new', tags: [] })
    const notes = await notesOf(chosen)
    expect(notes.map((note) => note.leadId).sort()).toEqual([...chosen].sort())
    expect(new Set(notes.map((note) => note.body))).toEqual(new Set(['Mailed.']))
  })

  it('changes nothing when any id is not the user’s, and says which', async () => {
    const { client, leads: mine } = await signedInWithLeads(2)
    const other = await signedInWithLeads(1)
    const theirs = other.leads[0]?.id as string
    const unknown = crypto.randomUUID()
    const response = await bulkUpdate(client, {
      ids: [mine[0]?.id, theirs, mine[1]?.id, unknown],
      patch: { status: 'dead', note: 'bulk' },
    })
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body).toMatchObject({
      code: 'LEAD_NOT_FOUND',
      message:
        '2 of the selected leads were not found. Nothing was changed; refresh the list and try again.',
    })
    expect(body.missingIds.sort()).toEqual([theirs, unknown].sort())
    for (const lead of [...mine, ...other.leads]) {
      expect((await stored(lead.id))?.status).toBe('new')
    }
    expect(await notesOf([...mine.map((l) => l.id), theirs])).toEqual([])
  })

  it('refuses a bulk change that takes any lead over 20 tags, changing none', async () => {
    const { client, leads: mine } = await signedInWithLeads(2)
    const full = Array.from({ length: 20 }, (_, i) => `f${i}`)
    await leadOf(await patchLead(client, mine[1]?.id as string, { tags: full }))
    const response = await bulkUpdate(client, {
      ids: mine.map((lead) => lead.id),
      patch: { addTags: ['new one'], status: 'won' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('TOO_MANY_TAGS')
    expect(await stored(mine[0]?.id as string)).toMatchObject({ status: 'new', tags: [] })
  })

  it('answers 400 to a bulk request without ids or without a change', async () => {
    const { client, leads: mine } = await signedInWithLeads(1)
    const cases: [unknown, string][] = [
      [{ ids: [], patch: { status: 'won' } }, 'Select at least one lead'],
      [{ ids: ['x'], patch: { status: 'won' } }, 'Invalid lead id'],
      [
        { ids: [mine[0]?.id], patch: {} },
        'Nothing to change: send status, tags, addTags, removeTags, folder, nextActionAt or note',
      ],
      [{ ids: [mine[0]?.id] }, 'Send the changes as a JSON object'],
      [{ ids: [mine[0]?.id], patch: { status: 'won' }, extra: 1 }, 'Send { ids, patch }'],
    ]
    for (const [body, message] of cases) {
      const response = await bulkUpdate(client, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).message, JSON.stringify(body)).toBe(message)
    }
    expect((await stored(mine[0]?.id as string))?.status).toBe('new')
  })
})

describe('tags and folders, a Pro feature (0019)', () => {
  const refused = async (response: Response) => {
    const body = await response.json()
    expect(response.status).toBe(403)
    expect(body.code).toBe('TAGS_NOT_IN_PLAN')
  }

  it('refuses a trial or Basic user who tags a lead or files it, and changes nothing', async () => {
    for (const plan of [{}, { subscriptionTier: 'basic', subscriptionStatus: 'active' }]) {
      const {
        client,
        leads: [lead],
      } = await signedInWithLeads(1, plan)
      if (!lead) throw new Error('no lead')
      await refused(await patchLead(client, lead.id, { addTags: ['hot'], status: 'contacted' }))
      await refused(await patchLead(client, lead.id, { tags: ['hot'] }))
      await refused(await patchLead(client, lead.id, { folder: 'Ohio' }))
      await refused(await bulkUpdate(client, { ids: [lead.id], patch: { addTags: ['hot'] } }))
      expect(await stored(lead.id)).toMatchObject({ status: 'new', tags: [], folder: null })
      expect(await notesOf([lead.id])).toHaveLength(0)
      // The pipeline itself (status, notes, next action) is in every plan.
      const changed = await leadOf(
        await patchLead(client, lead.id, { status: 'contacted', note: 'Left a voicemail' }),
      )
      expect(changed.status).toBe('contacted')
    }
  })

  it('lets a user whose plan ended take tags and folders away', async () => {
    const {
      client,
      user,
      leads: [lead],
    } = await signedInWithLeads(1)
    if (!lead) throw new Error('no lead')
    await leadOf(await patchLead(client, lead.id, { tags: ['hot', 'absentee'], folder: 'Ohio' }))
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'cancelled' })
      .where(eq(users.id, user.id))
    await refused(await patchLead(client, lead.id, { addTags: ['new'] }))
    expect((await leadOf(await patchLead(client, lead.id, { removeTags: ['hot'] }))).tags).toEqual([
      'absentee',
    ])
    const cleared = await leadOf(await patchLead(client, lead.id, { tags: [], folder: null }))
    expect(cleared).toMatchObject({ tags: [], folder: null })
  })

  it('lets Pro and Elite users tag and file leads', async () => {
    for (const tier of ['pro', 'elite']) {
      const {
        client,
        leads: [lead],
      } = await signedInWithLeads(1, {
        subscriptionTier: tier,
        subscriptionStatus: 'active',
      })
      if (!lead) throw new Error('no lead')
      const changed = await leadOf(
        await patchLead(client, lead.id, { addTags: ['Hot'], folder: 'Ohio' }),
      )
      expect(changed).toMatchObject({ tags: ['hot'], folder: 'Ohio' })
    }
  })
})
