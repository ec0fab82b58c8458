/**
 * Without provider keys the app runs on the local simulators and says so: every person, phone and
 * profile they give is `simulated: true`. A simulated DNC scrub is never taken for a real number
 * (it stays "Do not call"). Contact data goes with the account: purgeUserContacts, and the
 * foreign keys when the user's row is deleted.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import {
  acceptPermissibleUse,
  buildTraceLead,
  socialSearch,
  traceLead,
} from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { createSimulatedContactProviders } from './providers/create-contact-providers'
import { purgeUserContacts } from './purge-user-contacts'
import { exportableContacts } from './trace/exportable-contacts.service'

const CONTACT_TABLES = [
  'contact_persons',
  'contact_phones',
  'contact_emails',
  'defendant_traces',
  'person_trace_cache',
  'phone_compliance_cache',
  'social_profiles',
  'permissible_use_acceptances',
]

let simulated: TestApp
let mixed: TestApp
let fakes: ContactFakes
beforeAll(async () => {
  simulated = await buildTestApp()
  fakes = await startContactFakes()
  mixed = await buildTestApp({
    contactProviders: {
      ...createSimulatedContactProviders(),
      skipTrace: fakes.providers.skipTrace,
    },
  })
})
afterAll(async () => {
  await simulated.close()
  await mixed.close()
  await fakes.close()
})

async function rowsOf(t: TestApp, userId: string) {
  const counts: Record<string, number> = {}
  for (const table of CONTACT_TABLES) {
    const result = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}::uuid`,
    )
    counts[table] = Number(result.rows[0]?.n ?? 0)
  }
  return counts
}

/** A traced lead and a social search, on the simulators; tries a few names (a simulated trace misses sometimes). */
async function tracedOnSimulators() {
  const { client, user } = await signInNewUser(simulated, tierFields('elite'))
  await acceptPermissibleUse(client)
  for (const name of ['Pat Quill', 'Robin Ashby', 'Lee Marrow', 'Sam Ortega']) {
    const lead = await buildTraceLead(simulated.database.db, {
      userId: user.id,
      defendantName: name,
    })
    const body = await (await traceLead(client, lead.id)).json()
    if (body.persons?.length) return { client, user, lead, body }
  }
  throw new Error('the simulator matched none of the names')
}

describe('the simulators', () => {
  it('mark everything they give as simulated', async () => {
    const { client, user, lead, body } = await tracedOnSimulators()
    expect(body.simulated).toBe(true)
    expect(body.tracesSimulated).toBe(true)
    for (const person of body.persons) {
      expect(person).toMatchObject({ simulated: true, source: 'simulator' })
      // Their own scrub applies to their own made-up numbers.
      for (const phone of person.phones) expect(phone.complianceCheckedAt).not.toBeNull()
    }
    for (const phone of body.contactInfo?.phones ?? []) expect(phone.simulated).toBe(true)
    // Nothing simulated is exported or pushed as real.
    expect(await exportableContacts(simulated.database.db, { user, leadIds: [lead.id] })).toEqual(
      [],
    )
    const search = await (await socialSearch(client, { name: 'Pat Quill' })).json()
    expect(search.simulated).toBe(true)
    for (const profile of search.profiles) expect(profile.simulated).toBe(true)
  })

  it('never take a simulated scrub for a real number: it stays "Do not call"', async () => {
    fakes.batchData.people = [
      {
        first: 'Marcus',
        last: 'Bell',
        street: '1420 Elm Street',
        zip: '45202',
        phones: [{ number: '5135550187', type: 'Land Line' }],
      },
    ]
    const { client, user } = await signInNewUser(mixed, tierFields('pro'))
    await acceptPermissibleUse(client)
    const lead = await buildTraceLead(mixed.database.db, {
      userId: user.id,
      defendantName: 'Marcus Bell',
    })
    const body = await (await traceLead(client, lead.id)).json()
    expect(body.persons[0].simulated).toBe(false)
    expect(body.persons[0].phones[0]).toMatchObject({
      number: '513-555-0187',
      dnc: false,
      doNotCall: true,
      doNotCallReasons: ['unchecked'],
      complianceCheckedAt: null,
    })
  })
})

describe('contact data goes with the account', () => {
  it('purgeUserContacts deletes every contact row of the user, and only theirs', async () => {
    const kept = await tracedOnSimulators()
    const gone = await tracedOnSimulators()
    await socialSearch(gone.client, { name: 'Robin Ashby' })
    expect((await rowsOf(simulated, gone.user.id)).contact_persons).toBeGreaterThan(0)
    await purgeUserContacts(simulated.database.db, gone.user.id)
    expect(Object.values(await rowsOf(simulated, gone.user.id)).every((n) => n === 0)).toBe(true)
    expect((await rowsOf(simulated, kept.user.id)).contact_persons).toBeGreaterThan(0)
  })

  it('deleting the user row removes them too (on delete cascade)', async () => {
    const { user } = await tracedOnSimulators()
    await simulated.database.db.delete(users).where(eq(users.id, user.id))
    expect(Object.values(await rowsOf(simulated, user.id)).every((n) => n === 0)).toBe(true)
  })
})
