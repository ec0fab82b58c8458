/**
 * The urgency alert firing (issue 35) through notifyUrgencyCrossings, as the leads module's
 * refresh calls it, on the real database with a real SMTP server (the sink): a lead that rose
 * from below the threshold to it or above is told in the bell (kind 'urgency', opening the lead)
 * and, when chosen, by e-mail with the alert e-mails' unsubscribe headers; a lead scored for the
 * first time, a change that stays below or was already above, a setting turned off, a plan
 * without alerts and another user's threshold tell nothing; a batch reported twice is told once;
 * product e-mails off and the one-click unsubscribe stop the e-mail, not the bell.
 */
import { listNotificationsResponse } from '@common/contracts/alerts'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { createMailer } from '../../mail/mailer'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { buildLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { reportUrgencyChange, reportUrgencyChanges } from '../../testing/urgency-alert-test-helpers'

const PUBLIC_URL = 'https://leads.example.com'
let t: TestApp
let smtp: SmtpSink

beforeAll(async () => {
  smtp = await startSmtpSink()
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Foreclosure Leads <no-reply@app.test>',
    dataDir: '/nonexistent',
    log: pino({ level: 'silent' }),
  })
  t = await buildTestApp({ mailer, config: { PUBLIC_URL } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email))

async function bellOf(client: TestClient) {
  const response = await client.get('/api/notifications')
  expect(response.status).toBe(200)
  return listNotificationsResponse.parse(await response.json())
}

/** A signed-in user with a lead and their urgency alert saved through the API. */
async function userWithAlert(
  setting: { threshold: number; channels: string[]; enabled?: boolean },
  tier: 'pro' | 'elite' = 'pro',
) {
  const signedIn = await signInNewUser(t, tierFields(tier))
  const saved = await signedIn.client.request('/api/alerts/urgency', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(setting),
  })
  expect(saved.status).toBe(200)
  const lead = await buildLead(t, { userId: signedIn.user.id })
  return { ...signedIn, leadId: lead.id }
}

describe('urgency crossings', () => {
  it('a rise to the threshold is told in the bell, opening the lead; others are not', async () => {
    const { client, user, leadId } = await userWithAlert({ threshold: 70, channels: ['in_app'] })
    const base = { userId: user.id, leadId }
    // First scored (null), below, already above, a fall: nothing.
    expect(await reportUrgencyChange(t, { ...base, previous: null, score: 95 })).toBe(0)
    expect(await reportUrgencyChange(t, { ...base, previous: 40, score: 69 })).toBe(0)
    expect(await reportUrgencyChange(t, { ...base, previous: 70, score: 90 })).toBe(0)
    expect(await reportUrgencyChange(t, { ...base, previous: 90, score: 50 })).toBe(0)
    expect((await bellOf(client)).notifications).toEqual([])

    // Exactly to the threshold counts (previous < threshold <= score).
    expect(await reportUrgencyChange(t, { ...base, previous: 69, score: 70 })).toBe(1)
    const bell = await bellOf(client)
    expect(bell.unread).toBe(1)
    expect(bell.notifications[0]).toMatchObject({
      kind: 'urgency',
      title: 'Lead urgency 70: 12 Oak St, Trenton',
      body: 'Sale in 9 days (NJ, scheduled); equity about $84,000; 2 phones not on DNC',
      link: `/dashboard?lead=${leadId}`,
      read: false,
    })
    // In-app only: no e-mail.
    expect(mailsTo(user.email)).toEqual([])
  })

  it('a batch reported twice is told once; each user by their own threshold', async () => {
    const { client, user, leadId } = await userWithAlert({ threshold: 60, channels: ['in_app'] })
    const other = await userWithAlert({ threshold: 90, channels: ['in_app'] })
    const now = new Date()
    const batch = [
      { userId: user.id, leadId, previous: 10, score: 61 },
      { userId: other.user.id, leadId: other.leadId, previous: 10, score: 61 },
    ]
    expect(await reportUrgencyChanges(t, batch, now)).toBe(1)
    expect(await reportUrgencyChanges(t, batch, now)).toBe(0)
    expect((await bellOf(client)).notifications).toHaveLength(1)
    expect((await bellOf(other.client)).notifications).toEqual([])
  })

  it('is silent when turned off, saved off, or after a downgrade to a plan without alerts', async () => {
    const { client, user, leadId } = await userWithAlert({ threshold: 50, channels: ['in_app'] })
    expect((await client.request('/api/alerts/urgency', { method: 'DELETE' })).status).toBe(204)
    expect(await reportUrgencyChange(t, { userId: user.id, leadId })).toBe(0)
    expect((await bellOf(client)).notifications).toEqual([])

    const saved = await userWithAlert({ threshold: 50, channels: ['in_app'], enabled: false })
    expect(await reportUrgencyChange(t, { userId: saved.user.id, leadId: saved.leadId })).toBe(0)

    const lapsed = await userWithAlert({ threshold: 50, channels: ['in_app', 'email'] })
    await t.database.db
      .update(users)
      .set({ subscriptionTier: 'basic' })
      .where(eq(users.id, lapsed.user.id))
    expect(await reportUrgencyChange(t, { userId: lapsed.user.id, leadId: lapsed.leadId })).toBe(0)
    expect((await bellOf(lapsed.client)).notifications).toEqual([])
    expect(mailsTo(lapsed.user.email)).toEqual([])
  })

  it('sends the e-mail when chosen, with the unsubscribe headers; one click stops it', async () => {
    const { client, user, leadId } = await userWithAlert(
      { threshold: 80, channels: ['in_app', 'email'] },
      'elite',
    )
    expect(await reportUrgencyChange(t, { userId: user.id, leadId, previous: 79, score: 82 })).toBe(
      1,
    )
    const mails = mailsTo(user.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('Lead urgency 82: 12 Oak St, Trenton')
    expect(mail.text).toContain('Sale in 9 days (NJ, scheduled)')
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard?lead=${leadId}`)
    const headers = headersOf(mail.raw)
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/leads\.example\.com\/alerts\/unsubscribe\/[\w-]{43}>/m,
    )
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

    const link = /List-Unsubscribe: <([^>]+)>/.exec(headers)![1]!
    const oneClick = await t.request(new URL(link).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    const setting = await (await client.get('/api/alerts/urgency')).json()
    expect(setting).toMatchObject({ channels: ['in_app'], enabled: true })
    expect(await reportUrgencyChange(t, { userId: user.id, leadId, previous: 50, score: 90 })).toBe(
      1,
    )
    expect(mailsTo(user.email)).toHaveLength(1)
    expect((await bellOf(client)).notifications).toHaveLength(2)
  })

  it('e-mail only: no bell; product e-mails (news and tips) off: the alert still mails', async () => {
    const { client, user, leadId } = await userWithAlert({ threshold: 75, channels: ['email'] })
    expect(await reportUrgencyChange(t, { userId: user.id, leadId })).toBe(1)
    expect(mailsTo(user.email)).toHaveLength(1)
    expect((await bellOf(client)).notifications).toEqual([])

    const preferences = await client.request('/api/settings/notifications', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productEmails: false,
        dailyDigest: false,
        digestTimeZone: 'America/New_York',
      }),
    })
    expect(preferences.status).toBe(200)
    await reportUrgencyChange(t, { userId: user.id, leadId, previous: 20, score: 99 })
    expect(mailsTo(user.email)).toHaveLength(2)
  })
})
