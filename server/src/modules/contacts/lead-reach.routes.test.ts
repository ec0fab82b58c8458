/**
 * A lead's urgency counts how its defendants may be reached (issue 35, decision 0085), read by
 * contacts' leadReachOf for a whole page: traced numbers that may be called (the contacts
 * panel's rule: a DNC, litigator, wireless-restricted or unscrubbed number does not count, each
 * number once), and e-mail addresses the user may still e-mail (an unsubscribed one does not).
 * Over real HTTP with the real BatchData and DNCScrub adapters on their loopback fakes.
 */
import { getLeadResponse, listLeadsResponse } from '@common/contracts/leads'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  acceptPermissibleUse,
  buildTraceLead,
  MARCUS,
  TANYA,
  traceLead,
} from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { leadReachOf } from './trace/lead-reach.queries'

let t: TestApp
let fakes: ContactFakes
beforeAll(async () => {
  fakes = await startContactFakes()
  t = await buildTestApp({ contactProviders: fakes.providers })
})
afterAll(async () => {
  await t.close()
  await fakes.close()
})

beforeEach(() => {
  fakes.batchData.people = [MARCUS, TANYA]
  fakes.batchData.reverse = false
  // 0142 on the DNC list; 0163 and 0187 may be called.
  fakes.dncScrub.dnc = new Set(['5135550142'])
  fakes.dncScrub.litigators = new Set()
  fakes.dncScrub.wireless = new Set(['5135550142', '5135550163'])
})

const reachText = (body: { urgency: { reasons: { factor: string; text: string }[] } }) =>
  body.urgency.reasons.find((reason) => reason.factor === 'reachability')?.text

async function tracedLead() {
  const signedIn = await signInNewUser(t, tierFields('pro'))
  expect((await acceptPermissibleUse(signedIn.client)).status).toBe(200)
  const lead = await buildTraceLead(t.database.db, { userId: signedIn.user.id })
  expect((await traceLead(signedIn.client, lead.id)).status).toBe(200)
  return { ...signedIn, lead }
}

describe("the urgency's reachability", () => {
  it('counts callable numbers and usable e-mails, on the detail and the list alike', async () => {
    const { client, user, lead } = await tracedLead()
    const untraced = await buildTraceLead(t.database.db, { userId: user.id })
    const detail = getLeadResponse.parse(await (await client.get(`/api/leads/${lead.id}`)).json())
    expect(reachText(detail)).toBe('2 phones not on DNC, 2 e-mails that may be used')
    // The panel's rule: the numbers it shows as callable are the ones counted.
    const callable = new Set(
      detail.contacts?.persons.flatMap((person) =>
        person.phones.filter((phone) => !phone.doNotCall).map((phone) => phone.number),
      ),
    )
    expect(callable.size).toBe(2)
    const list = listLeadsResponse.parse(await (await client.get('/api/leads')).json())
    const byId = new Map(list.leads.map((view) => [view.id, view]))
    expect(byId.get(lead.id)?.urgency).toEqual(detail.urgency)
    expect(reachText(byId.get(untraced.id)!)).toBe('no phone or e-mail that may be used')
    // The reach raises the score (up to 15 points), all else equal.
    expect(detail.urgency.score).toBeGreaterThan(byId.get(untraced.id)!.urgency.score)
  })

  it('leaves out a number once on the DNC list, a litigator, and an unsubscribed address', async () => {
    fakes.dncScrub.litigators = new Set(['5135550187'])
    const { client, user, lead } = await tracedLead()
    await t.database.db.execute(sql`
      insert into email_suppressions (user_id, email, reason, source)
      values (${user.id}::uuid, 'tanya.bell@example.net', 'unsubscribe', 'one_click')`)
    const detail = getLeadResponse.parse(await (await client.get(`/api/leads/${lead.id}`)).json())
    expect(reachText(detail)).toBe('1 phone not on DNC, 1 e-mail that may be used')
  })

  it('counts a number two persons share once, and a deceased person not at all', async () => {
    fakes.batchData.people = [MARCUS, { ...TANYA, phones: MARCUS.phones }]
    const { user, lead } = await tracedLead()
    const reach = () => leadReachOf(t.database.db, { userId: user.id, leadIds: [lead.id] })
    expect((await reach()).get(lead.id)).toEqual({ phones: 1, emails: 2 })
    await t.database.db.execute(sql`
      update contact_persons set deceased = true
      where lead_id = ${lead.id}::uuid and full_name = 'Tanya Bell'`)
    expect((await reach()).get(lead.id)).toEqual({ phones: 1, emails: 1 })
    // Another user reads nothing of it.
    const other = await signInNewUser(t)
    expect(await leadReachOf(t.database.db, { userId: other.user.id, leadIds: [lead.id] })).toEqual(
      new Map(),
    )
  })

  it('makes the traced lead due, so its stored score counts the reach', async () => {
    const { user, lead } = await tracedLead()
    const { rows } = await t.database.db.execute<{ due: boolean }>(sql`
      select urgency_computed_at is null as due from leads where id = ${lead.id}::uuid`)
    expect(rows[0]?.due).toBe(true)
    expect(user.id).toBeTruthy()
  })
})
