/**
 * Campaigns under the rules the composer applies to one message (docs/decisions/0029): wording
 * that state foreclosure-consultant laws regulate needs an acknowledgement before the campaign
 * starts; leads whose case may have ended are left out unless confirmed; e-mail templates are
 * edited and deleted by their owner only; the per-day sending limit holds.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailCampaigns, emailQueue } from '../../../db/schema'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  readCampaign,
  recipientsOf,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import type { TestClient } from '../../../testing/http-client'
import { buildLeadRow } from '../../../testing/outreach-factories'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import type { TestApp } from '../../../testing/test-app'
import type { FindLeadEmails } from './lead-email-port'

let sink: SmtpSink
let t: TestApp
const leadEmails = new Map<string, string>()
const findLeadEmails: FindLeadEmails = async (_userId, leadIds) =>
  leadIds.flatMap((leadId) => {
    const email = leadEmails.get(leadId)
    return email ? [{ leadId, email, name: 'Maria Garcia', simulated: false }] : []
  })

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await campaignTestApp({ sink, findLeadEmails })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const FLAGGED = 'Hi [First Name], we can stop your foreclosure and save your home.'

async function leadWithEmail(userId: string, email: string, fields: object = {}) {
  const lead = await buildLeadRow(t.database.db, { userId, ...fields })
  leadEmails.set(lead.id, email)
  return lead
}

function start(client: TestClient, id: string, body?: unknown) {
  return client.post(`/api/email-campaigns/${id}/start`, body)
}

describe('state foreclosure-consultant laws', () => {
  it('flags the wording, names the rules of the leads’ states and refuses to start without the acknowledgement', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const ca = await leadWithEmail(user.id, 'ca-owner@homes.test', { state: 'CA' })
    const tx = await leadWithEmail(user.id, 'tx-owner@homes.test', { state: 'TX' })
    const created = await createCampaign(client, { leadIds: [ca.id, tx.id], body: FLAGGED })
    expect(created.status).toBe(201)
    expect(created.body.stateLaw).toMatchObject({
      leadStates: ['CA', 'TX'],
      needsAcknowledgement: true,
      acknowledgedAt: null,
    })
    expect(created.body.stateLaw.flags.map((f: { text: string }) => f.text)).toEqual([
      'stop your foreclosure',
      'save your home',
    ])
    expect(created.body.stateLaw.ruleIds).toContain('ca-mortgage-foreclosure-consultants-act')

    for (const body of [undefined, {}, { stateLawAcknowledged: false }]) {
      const refused = await start(client, created.body.id, body)
      expect(refused.status).toBe(409)
      const answer = await refused.json()
      expect(answer.code).toBe('STATE_LAW_ACKNOWLEDGEMENT_REQUIRED')
      expect(answer.flags).toHaveLength(2)
      expect(answer.rules).toContainEqual(
        expect.objectContaining({ id: 'ca-mortgage-foreclosure-consultants-act', state: 'CA' }),
      )
    }
    expect((await readCampaign(client, created.body.id)).body.status).toBe('draft')
    expect(sink.messages.some((m) => m.to.includes('ca-owner@homes.test'))).toBe(false)
    // Another user's acknowledgement of it is 404, and records nothing.
    const other = await signInNewUser(t)
    await putSender(other.client)
    const stolen = await start(other.client, created.body.id, { stateLawAcknowledged: true })
    expect(stolen.status).toBe(404)
    expect((await readCampaign(client, created.body.id)).body.stateLaw.acknowledgedAt).toBeNull()

    const started = await start(client, created.body.id, { stateLawAcknowledged: true })
    expect(started.status).toBe(200)
    const view = await started.json()
    expect(view.stateLaw.acknowledgedAt).not.toBeNull()
    const done = await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    expect(done.counts.sent).toBe(2)
  })

  it('asks for it on the user’s own list too (no state to go by); a resumed campaign is not asked again', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, {
      recipients: recipientsOf(2, 'ownlist'),
      subject: 'We buy houses for cash',
      body: 'Hello [First Name].',
    })
    expect(created.body.stateLaw).toMatchObject({
      leadStates: [],
      ruleIds: [],
      needsAcknowledgement: true,
    })
    expect((await start(client, created.body.id)).status).toBe(409)
    expect((await start(client, created.body.id, { stateLawAcknowledged: true })).status).toBe(200)
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    // As if paused before the end (a pause races the sender here): resuming is not asked again.
    await t.database.db
      .update(emailCampaigns)
      .set({ status: 'paused' })
      .where(eq(emailCampaigns.id, created.body.id))
    const resumed = await start(client, created.body.id)
    expect(resumed.status).toBe(200)
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
  })

  it('needs nothing for plain wording; a bad acknowledgement or id is 400', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, { recipients: recipientsOf(1, 'plain') })
    expect(created.body.stateLaw).toMatchObject({ flags: [], needsAcknowledgement: false })
    const bad = await start(client, created.body.id, { stateLawAcknowledged: 'yes' })
    expect(bad.status).toBe(400)
    expect((await readCampaign(client, created.body.id)).body.status).toBe('draft')
    expect((await start(client, 'not-a-uuid', {})).status).toBe(400)
    expect((await start(client, created.body.id)).status).toBe(200)
  })
})

describe('leads whose case may have ended', () => {
  it('leaves out leads whose sale was cancelled or sold unless confirmed, and counts them as skipped', async () => {
    const { client, user } = await signInNewUser(t)
    const live = await leadWithEmail(user.id, 'live@homes.test', { state: 'TX' })
    const cancelled = await leadWithEmail(user.id, 'cancelled@homes.test', {
      state: 'TX',
      saleStatus: 'cancelled',
    })
    const sold = await leadWithEmail(user.id, 'sold@homes.test', {
      state: 'TX',
      saleStatus: 'sold',
    })
    const leadIds = [live.id, cancelled.id, sold.id]
    const without = await createCampaign(client, { leadIds })
    expect(without.status).toBe(201)
    expect(without.body).toMatchObject({
      totalRecipients: 1,
      skipped: { caseEnded: 2, duplicates: 0, withoutEmail: 0 },
      counts: { skipped: 2, queued: 1 },
    })
    expect((await readCampaign(client, without.body.id)).body.counts.skipped).toBe(2)

    const confirmed = await createCampaign(client, { leadIds, caseStatusConfirmed: true })
    expect(confirmed.body).toMatchObject({ totalRecipients: 3, skipped: { caseEnded: 0 } })

    const onlyEnded = await createCampaign(client, { leadIds: [cancelled.id, sold.id] })
    expect(onlyEnded.status).toBe(409)
    expect(onlyEnded.body.code).toBe('CASE_STATUS_CONFIRMATION_REQUIRED')
    expect(onlyEnded.body.reasons.sort()).toEqual(['sale_cancelled', 'sale_sold'])
    expect((await createCampaign(client, { leadIds, caseStatusConfirmed: 'yes' })).status).toBe(400)
  })
})

describe('e-mail templates: edit and delete', () => {
  it('changes only the fields sent; another user’s template is 404; bad input is 400', async () => {
    const owner = await signInNewUser(t)
    const other = await signInNewUser(t)
    const made = await owner.client.post('/api/email-templates', {
      name: 'Intro',
      subject: 'About [Property Address]',
      body: 'Hi [First Name]',
      tone: 'professional',
    })
    const template = await made.json()
    const patch = (client: TestClient, id: string, body: unknown) =>
      client.request(`/api/email-templates/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const changed = await patch(owner.client, template.id, {
      subject: 'Your home at [Property Address]',
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({
      name: 'Intro',
      subject: 'Your home at [Property Address]',
      tone: 'professional',
    })
    expect((await patch(owner.client, template.id, {})).status).toBe(400)
    expect((await patch(owner.client, template.id, { name: '  ' })).status).toBe(400)
    expect((await patch(owner.client, template.id, { body: '   ' })).status).toBe(400)
    expect((await patch(owner.client, template.id, { tone: 'pushy' })).status).toBe(400)
    expect((await patch(owner.client, 'nope', { name: 'X' })).status).toBe(400)

    const stolen = await patch(other.client, template.id, { name: 'Mine now' })
    expect(stolen.status).toBe(404)
    expect((await stolen.json()).code).toBe('EMAIL_TEMPLATE_NOT_FOUND')
    const remove = (client: TestClient, id: string) =>
      client.request(`/api/email-templates/${id}`, { method: 'DELETE' })
    expect((await remove(other.client, template.id)).status).toBe(404)

    // A campaign made from it keeps its words after the template is deleted.
    const campaign = await createCampaign(owner.client, {
      templateId: template.id,
      subject: undefined,
      body: undefined,
      recipients: recipientsOf(1, 'tpl'),
    })
    expect(campaign.body.subject).toBe('Your home at [Property Address]')
    expect((await remove(owner.client, template.id)).status).toBe(200)
    expect((await remove(owner.client, template.id)).status).toBe(404)
    const list = await (await owner.client.get('/api/email-templates')).json()
    expect(list.templates).toEqual([])
    expect((await readCampaign(owner.client, campaign.body.id)).body.subject).toBe(
      'Your home at [Property Address]',
    )
  })
})

describe('e-mail templates: the limit a user', () => {
  it('keeps at most 100 even when 104 are saved at once', async () => {
    const { client } = await signInNewUser(t)
    const answers = await Promise.all(
      Array.from({ length: 104 }, (_, i) =>
        client.post('/api/email-templates', { name: `T${i}`, subject: 'S', body: 'B' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(100)
    expect(statuses.filter((status) => status === 409)).toHaveLength(4)
    const refused = answers.find((answer) => answer.status === 409)
    expect(await refused?.json()).toMatchObject({ code: 'TOO_MANY_TEMPLATES' })
    const list = await (await client.get('/api/email-templates')).json()
    expect(list.templates).toHaveLength(100)
  })
})

describe('per-user sending rate limit per day', () => {
  it('sends no more than the day’s limit; the rest waits for the next day’s window', async () => {
    const limitedSink = await startSmtpSink()
    const limited = await campaignTestApp({
      sink: limitedSink,
      services: { rateLimits: { perMinute: 1000, perDay: 4 } },
    })
    try {
      const { client } = await signInNewUser(limited)
      await putSender(client)
      const first = await createCampaign(client, { recipients: recipientsOf(3, 'dayone') })
      await campaignAction(client, first.body.id, 'start')
      await waitForCampaign(client, first.body.id, (c) => c.status === 'completed')
      // A second campaign of the same sender shares the day's allowance: one more goes out.
      const second = await createCampaign(client, { recipients: recipientsOf(3, 'daytwo') })
      await campaignAction(client, second.body.id, 'start')
      const state = await waitForCampaign(
        client,
        second.body.id,
        (c) => c.counts.sent === 1 && c.counts.queued === 2,
      )
      expect(state.status).toBe('sending')
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(limitedSink.messages).toHaveLength(4)
      const waiting = await limited.database.db
        .select({ scheduledAt: emailQueue.scheduledAt })
        .from(emailQueue)
        .where(eq(emailQueue.campaignId, second.body.id))
      const pending = waiting.filter((row) => row.scheduledAt.getTime() > Date.now())
      expect(pending).toHaveLength(2)
      // Not the next minute: the day's window (about 24 hours from the first message).
      for (const row of pending)
        expect(row.scheduledAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000)
    } finally {
      await limited.close()
      await limitedSink.close()
    }
  })
})
