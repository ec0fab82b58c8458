/**
 * Issue 31 item 1: every placeholder of a campaign's message is filled per recipient from the
 * lead and the sender identity, or the campaign does not start (409 naming the placeholders and
 * how many recipients); typed-in recipients are filled from the lead they are attached to; the
 * preview shows each recipient's message as it will go out.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailCampaigns } from '../../../db/schema'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  SENDER,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import type { TestClient } from '../../../testing/http-client'
import { buildLeadRow } from '../../../testing/outreach-factories'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import type { TestApp } from '../../../testing/test-app'
import type { FindLeadEmails } from './lead-email-port'
import { runCampaignPass } from './run-campaign'

let sink: SmtpSink
let t: TestApp
const leadEmails = new Map<string, { email: string; name: string }>()
const findLeadEmails: FindLeadEmails = async (_userId, leadIds) =>
  leadIds.flatMap((leadId) => {
    const found = leadEmails.get(leadId)
    return found ? [{ leadId, ...found, simulated: false }] : []
  })

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await campaignTestApp({ sink, findLeadEmails })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const MESSAGE = {
  subject: 'About your home at [Property Address]',
  body: 'Dear [Full Name] (file [Case Number]),\nthis is [Your Name], [Your Phone].',
}

async function preview(client: TestClient, id: string) {
  const response = await client.get(`/api/email-campaigns/${id}/preview`)
  return { status: response.status, body: await response.json() }
}

describe('campaign placeholders', () => {
  it('fills every placeholder per recipient from the lead and the sender; the e-mail has none left', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const lead = await buildLeadRow(t.database.db, {
      userId: user.id,
      defendantName: 'GARCIA, MARIA L.',
      propertyAddress: '9 Elm St',
      city: 'Fresno',
      state: 'CA',
      zipCode: '93702',
      caseNumber: '24CV-0042',
    })
    leadEmails.set(lead.id, { email: 'maria.filled@homes.test', name: 'GARCIA, MARIA L.' })
    const attached = await buildLeadRow(t.database.db, {
      userId: user.id,
      propertyAddress: '4 Pine Rd',
      caseNumber: '24CV-0043',
    })
    const created = await createCampaign(client, {
      ...MESSAGE,
      leadIds: [lead.id],
      recipients: [{ email: 'typed@homes.test', name: 'John Smith', leadId: attached.id }],
    })
    expect(created.status).toBe(201)

    const shown = await preview(client, created.body.id)
    expect(shown.status).toBe(200)
    expect(shown.body.unfilled).toEqual({ placeholders: [], recipients: 0, message: null })
    const typed = shown.body.recipients.find(
      (r: { email: string }) => r.email === 'typed@homes.test',
    )
    expect(typed).toMatchObject({
      subject: 'About your home at 4 Pine Rd, Fresno, CA 93701',
      unfilled: [],
    })
    expect(typed.body).toContain('Dear John Smith (file 24CV-0043)')

    expect((await campaignAction(client, created.body.id, 'start')).status).toBe(200)
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    const mail = await sink.waitForMail((m) => m.to.includes('maria.filled@homes.test'))
    expect(mail.subject).toBe('About your home at 9 Elm St, Fresno, CA 93702')
    expect(mail.text).toContain('Dear Maria L. Garcia (file 24CV-0042),')
    expect(mail.text).toContain(`this is ${SENDER.name}, ${SENDER.phone}.`)
    expect(mail.text).not.toMatch(/\[[A-Z][a-z]+ [A-Z][a-z]+\]/)
    const other = await sink.waitForMail((m) => m.to.includes('typed@homes.test'))
    expect(other.text).toContain('file 24CV-0043')
    expect(other.subject).not.toContain('[')
  })

  it('refuses to start (409) naming the placeholders and how many recipients cannot be filled', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client, { ...SENDER, phone: '' })
    const lead = await buildLeadRow(t.database.db, { userId: user.id })
    leadEmails.set(lead.id, { email: 'lead.ok@homes.test', name: 'Maria Garcia' })
    const created = await createCampaign(client, {
      ...MESSAGE,
      leadIds: [lead.id],
      recipients: [
        { email: 'a@homes.test', name: 'Ann' },
        { email: 'b@homes.test', name: 'Bob' },
        { email: 'c@homes.test' },
      ],
    })
    expect(created.status).toBe(201)

    const refused = await campaignAction(client, created.body.id, 'start')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'CAMPAIGN_PLACEHOLDERS_UNFILLED',
      placeholders: ['[Full Name]', '[Property Address]', '[Case Number]', '[Your Phone]'],
      recipients: 4,
    })
    expect(refused.body.message).toBe(
      '[Full Name], [Property Address], [Case Number] and [Your Phone] cannot be filled for all 4 recipients (a@homes.test, b@homes.test, c@homes.test and 1 more). To send this campaign, make the campaign again without those placeholders in the message, or without those recipients (or with each attached to their lead) and add your name and phone to the sender identity in Settings.',
    )
    const shown = await preview(client, created.body.id)
    expect(shown.body.unfilled.message).toBe(refused.body.message)
    expect(shown.body.recipients[0]).toMatchObject({
      email: 'a@homes.test',
      subject: 'About your home at [Property Address]',
      unfilled: ['[Property Address]', '[Case Number]', '[Your Phone]'],
    })
    expect(sink.messages.some((m) => m.to.includes('a@homes.test'))).toBe(false)
    const still = await client.get(`/api/email-campaigns/${created.body.id}`)
    expect((await still.json()).status).toBe('draft')
  })

  it('refuses [Property Address] for a typed-in recipient with no lead, counting only them', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const lead = await buildLeadRow(t.database.db, { userId: user.id })
    const created = await createCampaign(client, {
      subject: 'About [Property Address]',
      body: 'Hi [First Name], this is [Your Name].',
      recipients: [
        { email: 'attached@homes.test', name: 'Maria Garcia', leadId: lead.id },
        { email: 'loose@homes.test', name: 'Lou' },
      ],
    })
    const refused = await campaignAction(client, created.body.id, 'start')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'CAMPAIGN_PLACEHOLDERS_UNFILLED',
      placeholders: ['[Property Address]'],
      recipients: 1,
    })
    expect(refused.body.message).toMatch(
      /^\[Property Address\] cannot be filled for 1 of 2 recipients \(loose@homes\.test\)\. /,
    )

    // Another user's lead cannot be attached, and an id that is no id is a 400.
    const other = await signInNewUser(t)
    const stolen = await createCampaign(other.client, {
      recipients: [{ email: 'x@homes.test', name: 'X', leadId: lead.id }],
    })
    expect(stolen.status).toBe(404)
    expect(stolen.body.code).toBe('LEAD_NOT_FOUND')
    const bad = await createCampaign(client, {
      recipients: [{ email: 'x@homes.test', leadId: 'nope' }],
    })
    expect(bad.status).toBe(400)
    expect((await preview(other.client, created.body.id)).status).toBe(404)
  })

  it('pauses a sending campaign rather than send a placeholder the sender identity lost', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, {
      recipients: [{ email: 'phone.gone@homes.test', name: 'Pat' }],
    })
    // As if it had started while the sender had a phone, which was then removed.
    await t.database.db
      .update(emailCampaigns)
      .set({ status: 'scheduled', startedAt: new Date() })
      .where(eq(emailCampaigns.id, created.body.id))
    await putSender(client, { ...SENDER, phone: null as unknown as string })
    const pass = await runCampaignPass(
      t.database.db,
      t.runtime.outreachMail,
      created.body.id,
      t.app.log,
    )
    expect(pass.state).toBe('stopped')
    const campaign = await (await client.get(`/api/email-campaigns/${created.body.id}`)).json()
    expect(campaign).toMatchObject({ status: 'paused', counts: { queued: 1, sent: 0 } })
    expect(campaign.stopReason).toMatch(
      /^\[Your Phone\] cannot be filled for its recipient \(phone\.gone@homes\.test\)\./,
    )
    expect(sink.messages.some((m) => m.to.includes('phone.gone@homes.test'))).toBe(false)
  })
})
