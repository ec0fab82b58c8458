/**
 * Contacts in exports and call lists (docs/decisions/0026), over real HTTP with the real BatchData
 * and DNCScrub adapters talking to their loopback fakes: a traced lead's callable numbers and
 * e-mails reach the CSV, the workbook and GET /api/leads/call-list; a "Do not call" number, a
 * simulated person and a sample lead never do; a plan without contact details gets no contact
 * columns and no call list; another user's lead is a 404.
 */
import { PERMISSIBLE_USE } from '@common/contracts/contacts'
import { callListResponse, EXPORT_MESSAGES } from '@common/contracts/lead-export'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactPersons, contactPhones, leads } from '../../db/schema'
import { MARCUS, TANYA } from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import type { TestClient } from '../../testing/http-client'
import { exportCsv, exportXlsx } from '../../testing/lead-export-test-helpers'
import { buildLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let fakes: ContactFakes
let client: TestClient
let userId: string
let traced: { id: string }
let simulated: { id: string }
let sample: { id: string }

/** Two co-borrowers of 1420 Elm Street as the BatchData fake knows them. */
const PEOPLE = [MARCUS, TANYA]

const elm = {
  defendantName: 'Marcus Bell; Tanya R Bell',
  propertyAddress: '1420 Elm Street',
  city: 'Cincinnati',
  county: 'Hamilton',
  state: 'OH',
  zipCode: '45202',
}

beforeAll(async () => {
  fakes = await startContactFakes()
  fakes.batchData.people = PEOPLE
  fakes.dncScrub.dnc = new Set(['5135550142'])
  fakes.dncScrub.litigators = new Set(['5135550163'])
  t = await buildTestApp({ contactProviders: fakes.providers })
  const pro = await signInNewUser(t, tierFields('pro'))
  client = pro.client
  userId = pro.user.id
  const accepted = await client.post('/api/contacts/permissible-use', {
    version: PERMISSIBLE_USE.version,
    accept: true,
  })
  expect(accepted.status).toBe(200)
  traced = await buildLead(t, { userId, ...elm, caseNumber: 'A-24-0001' })
  const trace = await client.post(`/api/leads/${traced.id}/skip-trace`)
  expect(trace.status, await trace.clone().text()).toBe(200)

  // A person the simulator made up, with a number that would be callable were it real.
  simulated = await buildLead(t, { userId, defendantName: 'Pat Quill', caseNumber: 'A-24-0002' })
  const [person] = await t.database.db
    .insert(contactPersons)
    .values({
      userId,
      leadId: simulated.id,
      defendantName: 'Pat Quill',
      fullName: 'Pat Quill',
      matchEvidence: { nameTokens: ['pat', 'quill'], address: 'property' },
      source: 'simulator',
      simulated: true,
      tracedAt: new Date(),
    })
    .returning()
  if (!person) throw new Error('no simulated person')
  await t.database.db
    .insert(contactPhones)
    .values({ personId: person.id, userId, number: '5135550199', lineType: 'mobile' })
  await t.database.db.update(leads).set({ contactCount: 1 }).where(eq(leads.id, simulated.id))
  sample = await buildLead(t, { userId, ...elm, isSample: true, caseNumber: 'SAMPLE-1' })
})
afterAll(async () => {
  await t.close()
  await fakes.close()
})

describe('contacts in the export', () => {
  it('puts the callable numbers and e-mails of real persons in the CSV, never a DNC one', async () => {
    const { records, text } = await exportCsv(client)
    const bell = records.find((r) => r['Case number'] === 'A-24-0001')
    expect(bell).toMatchObject({
      'Contact names': 'Marcus Bell; Tanya Bell',
      'Phone 1': '513-555-0187',
      'Phone 1 type': 'Landline',
      'Phone 2': '',
      'E-mail 1': 'marcus.bell@example.net',
      'E-mail 2': 'tanya.bell@example.net',
      'Mailing address': 'PO Box 77, Cincinnati, OH 45201',
    })
    // The DNC and the litigator's numbers, and the simulated person's, are nowhere in the file,
    // in either way of writing them. (Their last four digits alone once matched a lead's id.)
    for (const last of ['0142', '0163', '0199']) {
      expect(text).not.toContain(`555-${last}`)
      expect(text).not.toContain(`555${last}`)
    }
    const quill = records.find((r) => r['Case number'] === 'A-24-0002')
    expect(quill?.['Contact names']).toBe('')
    expect(records.some((r) => r['Case number'] === 'SAMPLE-1')).toBe(false)
  })

  it('writes the same contacts in the workbook', async () => {
    const { records } = await exportXlsx(client)
    const bell = records.find((r) => r['Case number'] === 'A-24-0001')
    expect(bell?.['Phone 1']).toBe('513-555-0187')
    expect(bell?.['Phone 2']).toBeNull()
  })

  it('has no contact columns on a plan without contact details (premium)', async () => {
    const premium = await signInNewUser(t, { ...tierFields('elite'), subscriptionTier: 'premium' })
    await buildLead(t, { userId: premium.user.id, ...elm, contactCount: 2 })
    const { headers, records } = await exportCsv(premium.client)
    expect(records).toHaveLength(1)
    expect(headers).not.toContain('Phone 1')
    expect(headers).not.toContain('Contact names')
  })
})

describe('GET /api/leads/call-list', () => {
  it('lists the callable numbers of the selected real leads only', async () => {
    const ids = [traced.id, simulated.id, sample.id].join(',')
    const response = await client.get(`/api/leads/call-list?ids=${ids}`)
    expect(response.status).toBe(200)
    const body = callListResponse.parse(await response.json())
    expect(body).toEqual({
      entries: [
        {
          leadId: traced.id,
          defendantName: 'Marcus Bell',
          name: 'Marcus Bell',
          propertyAddress: '1420 Elm Street',
          phones: [{ number: '513-555-0187', type: 'Landline' }],
        },
      ],
      skippedSample: 1,
      withheldDoNotCall: 2,
    })
  })

  it('refuses a plan without contact details, a stranger’s lead and bad ids', async () => {
    const basic = await signInNewUser(t, tierFields('basic'))
    const refused = await basic.client.get(`/api/leads/call-list?ids=${traced.id}`)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      code: 'CONTACTS_NOT_IN_PLAN',
      message: EXPORT_MESSAGES.contactsNotInPlan,
    })
    const stranger = await signInNewUser(t, tierFields('pro'))
    const hidden = await stranger.client.get(`/api/leads/call-list?ids=${traced.id}`)
    expect(hidden.status).toBe(404)
    expect((await hidden.json()).code).toBe('LEAD_NOT_FOUND')
    for (const query of ['', 'ids=', 'ids=not-a-uuid']) {
      const bad = await client.get(`/api/leads/call-list?${query}`)
      expect(bad.status, query).toBe(400)
      expect((await bad.json()).code).toBe('VALIDATION_FAILED')
    }
  })
})
