/**
 * Campaign routes beyond the happy path: the sender identity CAN-SPAM needs, another user's
 * campaign, leads' e-mails through the contacts port (never simulated ones), state changes,
 * transient and permanent SMTP failures, the per-user rate limit, and bounce webhooks.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailQueue, emailSuppressions } from '../../../db/schema'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  readCampaign,
  recipientsOf,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import {
  fakeSendGrid,
  postmarkBounce,
  postmarkSubscriptionChange,
  postPostmark,
  sendGridEvent,
} from '../../../testing/fake-email-webhooks'
import { buildLeadRow } from '../../../testing/outreach-factories'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import type { TestApp } from '../../../testing/test-app'
import type { FindLeadEmails } from './lead-email-port'

const sendGrid = fakeSendGrid()
const postmark = { user: 'postmark-hook', password: 'a-long-postmark-password' }
/** Refused once with 451 (transient), then accepted; always refused with 550 (permanent). */
const refusedOnce = new Set(['flaky@homes.test'])
let sink: SmtpSink
let t: TestApp

/** The contacts module's port, as a test gives it: real and simulated addresses per lead. */
const leadEmails = new Map<string, { email: string; name: string; simulated: boolean }[]>()
const findLeadEmails: FindLeadEmails = async (_userId, leadIds) =>
  leadIds.flatMap((leadId) => (leadEmails.get(leadId) ?? []).map((entry) => ({ leadId, ...entry })))

beforeAll(async () => {
  sink = await startSmtpSink({
    refuseRecipient(address) {
      if (address === 'gone@homes.test') return { code: 550, message: '5.1.1 No such user' }
      if (refusedOnce.delete(address)) return { code: 451, message: '4.3.0 Try again later' }
      return null
    },
  })
  t = await campaignTestApp({
    sink,
    findLeadEmails,
    config: {
      SENDGRID_WEBHOOK_PUBLIC_KEY: sendGrid.publicKey,
      POSTMARK_WEBHOOK_USER: postmark.user,
      POSTMARK_WEBHOOK_PASSWORD: postmark.password,
    },
  })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

describe('starting a campaign', () => {
  it('needs a sender identity with a valid postal address (CAN-SPAM)', async () => {
    const { client } = await signInNewUser(t)
    const created = await createCampaign(client, { recipients: recipientsOf(2, 'nosender') })
    const refused = await campaignAction(client, created.body.id, 'start')
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('SENDER_IDENTITY_REQUIRED')
    expect((await readCampaign(client, created.body.id)).body.status).toBe('draft')
  })

  it('refuses a campaign without recipients, or without a body or template, with 400', async () => {
    const { client } = await signInNewUser(t)
    expect((await createCampaign(client, { recipients: [] })).status).toBe(400)
    expect(
      (
        await createCampaign(client, {
          recipients: recipientsOf(1),
          body: undefined,
          subject: undefined,
        })
      ).status,
    ).toBe(400)
    expect((await createCampaign(client, { recipients: [{ email: 'not-an-email' }] })).status).toBe(
      400,
    )
  })

  it('answers 404 for another user’s campaign, lead or template, changing nothing', async () => {
    const owner = await signInNewUser(t)
    const other = await signInNewUser(t)
    await putSender(other.client)
    const created = await createCampaign(owner.client, { recipients: recipientsOf(1, 'idor') })
    for (const action of ['start', 'pause', 'cancel'] as const) {
      const answer = await campaignAction(other.client, created.body.id, action)
      expect(answer.status, action).toBe(404)
      expect(answer.body.code).toBe('CAMPAIGN_NOT_FOUND')
    }
    expect((await readCampaign(other.client, created.body.id)).status).toBe(404)
    expect((await readCampaign(owner.client, created.body.id)).body.status).toBe('draft')
    const lead = await buildLeadRow(t.database.db, { userId: owner.user.id })
    expect((await createCampaign(other.client, { leadIds: [lead.id] })).status).toBe(404)
    const template = await owner.client.post('/api/email-templates', {
      name: 'T',
      subject: 'S',
      body: 'B',
    })
    const templateView = await template.json()
    expect(templateView.tone).toBe('compassionate')
    const stolen = await createCampaign(other.client, {
      templateId: templateView.id,
      subject: undefined,
      body: undefined,
      recipients: recipientsOf(1),
    })
    expect(stolen.status).toBe(404)
    expect(stolen.body.code).toBe('EMAIL_TEMPLATE_NOT_FOUND')
  })

  it('moves draft -> scheduled -> sending -> completed; pause, resume and cancel answer 409 when they cannot', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, { recipients: recipientsOf(3, 'states') })
    expect((await campaignAction(client, created.body.id, 'pause')).status).toBe(409)
    const started = await campaignAction(client, created.body.id, 'start')
    expect(['scheduled', 'sending']).toContain(started.body.status)
    const done = await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    expect(done.counts.sent).toBe(3)
    const again = await campaignAction(client, created.body.id, 'start')
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('CAMPAIGN_STATE_CONFLICT')
    expect((await campaignAction(client, created.body.id, 'cancel')).status).toBe(409)

    const draft = await createCampaign(client, { recipients: recipientsOf(2, 'cancelled') })
    const cancelled = await campaignAction(client, draft.body.id, 'cancel')
    expect(cancelled.body).toMatchObject({ status: 'cancelled', counts: { cancelled: 2 } })
    expect((await campaignAction(client, draft.body.id, 'start')).status).toBe(409)
  })
})

describe('recipients from leads (the contacts port)', () => {
  it('sends to real skip-traced e-mails only, never simulated ones, with the lead’s placeholders', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const withReal = await buildLeadRow(t.database.db, {
      userId: user.id,
      propertyAddress: '9 Elm St',
      city: 'Fresno',
      state: 'CA',
      zipCode: '93702',
    })
    const onlySimulated = await buildLeadRow(t.database.db, { userId: user.id })
    leadEmails.set(withReal.id, [
      { email: 'Maria.Real@homes.test', name: 'Maria Garcia', simulated: false },
      { email: 'sim-1@simulated.test', name: 'Maria Garcia', simulated: true },
    ])
    leadEmails.set(onlySimulated.id, [
      { email: 'sim-2@simulated.test', name: 'X', simulated: true },
    ])
    const created = await createCampaign(client, {
      leadIds: [withReal.id, onlySimulated.id],
      subject: 'About [Property Address]',
      body: 'Hi [First Name], this is [Your Name].',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ totalRecipients: 1, skipped: { withoutEmail: 1 } })
    await campaignAction(client, created.body.id, 'start')
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    const mail = await sink.waitForMail((m) => m.to.includes('maria.real@homes.test'))
    expect(mail.subject).toBe('About 9 Elm St, Fresno, CA 93702')
    expect(mail.text).toContain('Hi Maria,')
    expect(sink.messages.some((m) => m.to.some((to) => to.endsWith('@simulated.test')))).toBe(false)

    const none = await createCampaign(client, { leadIds: [onlySimulated.id] })
    expect(none.status).toBe(400)
    expect(none.body.code).toBe('NO_RECIPIENTS')
  })
})

describe('SMTP failures', () => {
  it('retries a transient refusal (451) with backoff and never retries a permanent one (550)', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, {
      recipients: [
        { email: 'flaky@homes.test' },
        { email: 'gone@homes.test' },
        { email: 'fine@homes.test' },
      ],
    })
    await campaignAction(client, created.body.id, 'start')
    const done = await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    expect(done.counts).toMatchObject({ sent: 2, failed: 1, queued: 0 })
    const rows = await t.database.db
      .select({
        email: emailQueue.recipientEmail,
        status: emailQueue.status,
        retries: emailQueue.retryCount,
      })
      .from(emailQueue)
      .where(eq(emailQueue.campaignId, created.body.id))
    const by = Object.fromEntries(rows.map((row) => [row.email, row]))
    expect(by['flaky@homes.test']).toMatchObject({ status: 'sent', retries: 1 })
    expect(by['gone@homes.test']).toMatchObject({ status: 'failed', retries: 0 })
    expect(sink.messages.filter((m) => m.to.includes('flaky@homes.test'))).toHaveLength(1)
  })
})

describe('bounce and complaint webhooks', () => {
  it('a signed SendGrid bounce suppresses the address for its sender; a bad signature is refused', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, { recipients: [{ email: 'bouncy@homes.test' }] })
    await campaignAction(client, created.body.id, 'start')
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    const [row] = await t.database.db
      .select({ id: emailQueue.id })
      .from(emailQueue)
      .where(eq(emailQueue.campaignId, created.body.id))
    const url = `${t.baseUrl}/api/email/webhooks/sendgrid`
    const events = [
      sendGridEvent({ email: 'bouncy@homes.test', event: 'bounce', queue_id: row?.id }),
    ]
    const forged = await sendGrid.post(url, events, {
      signature: sendGrid.sign('other').toString(),
    })
    expect(forged.status).toBe(401)
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    })
    expect(unsigned.status).toBe(401)
    const accepted = await sendGrid.post(url, events)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ received: 1, applied: 1 })
    const suppressions = await t.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.userId, user.id))
    expect(suppressions).toMatchObject([
      { email: 'bouncy@homes.test', reason: 'bounce', source: 'sendgrid' },
    ])
    expect((await readCampaign(client, created.body.id)).body.counts.bounced).toBe(1)

    const again = await createCampaign(client, { recipients: [{ email: 'bouncy@homes.test' }] })
    await campaignAction(client, again.body.id, 'start')
    const done = await waitForCampaign(client, again.body.id, (c) => c.status === 'completed')
    expect(done.counts).toMatchObject({ sent: 0, unsubscribed: 1 })
  })

  it('Postmark Bounce and SubscriptionChange suppress with the webhook’s credentials only', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, {
      recipients: [{ email: 'pm-bounce@homes.test' }, { email: 'pm-spam@homes.test' }],
    })
    await campaignAction(client, created.body.id, 'start')
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    const url = `${t.baseUrl}/api/email/webhooks/postmark`
    const wrong = await postPostmark(url, postmarkBounce({ Email: 'pm-bounce@homes.test' }), {
      ...postmark,
      password: 'wrong-password-here',
    })
    expect(wrong.status).toBe(401)
    expect(
      (await postPostmark(url, postmarkBounce({ Email: 'pm-bounce@homes.test' }), postmark)).status,
    ).toBe(200)
    await postPostmark(
      url,
      postmarkSubscriptionChange({
        Recipient: 'pm-spam@homes.test',
        SuppressSending: true,
        SuppressionReason: 'SpamComplaint',
      }),
      postmark,
    )
    const rows = await t.database.db
      .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.userId, user.id))
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'pm-bounce@homes.test', reason: 'bounce' },
      { email: 'pm-spam@homes.test', reason: 'complaint' },
    ])
  })
})

describe('per-user sending rate limits', () => {
  it('sends no more than the limit in a minute; the rest waits for the next window', async () => {
    const limitedSink = await startSmtpSink()
    const limited = await campaignTestApp({
      sink: limitedSink,
      services: { rateLimits: { perMinute: 3, perDay: 100 } },
    })
    try {
      const { client } = await signInNewUser(limited)
      await putSender(client)
      const created = await createCampaign(client, { recipients: recipientsOf(6, 'limited') })
      await campaignAction(client, created.body.id, 'start')
      const state = await waitForCampaign(
        client,
        created.body.id,
        (c) => c.counts.sent === 3 && c.counts.queued === 3,
      )
      expect(state.status).toBe('sending')
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(limitedSink.messages).toHaveLength(3)
      const waiting = await limited.database.db
        .select({ scheduledAt: emailQueue.scheduledAt })
        .from(emailQueue)
        .where(eq(emailQueue.status, 'pending'))
      expect(waiting).toHaveLength(3)
      for (const row of waiting)
        expect(row.scheduledAt.getTime()).toBeGreaterThan(Date.now() + 5_000)
    } finally {
      await limited.close()
      await limitedSink.close()
    }
  })
})
