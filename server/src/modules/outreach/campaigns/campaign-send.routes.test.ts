/**
 * A campaign through a real SMTP server on loopback: every message carries what CAN-SPAM and
 * RFC 8058 ask; an opt-out mid-run is honoured at send time for every campaign of that sender.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailQueue } from '../../../db/schema'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  recipientsOf,
  SENDER,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import type { TestApp } from '../../../testing/test-app'
import { unsubscribeToken } from '../suppression/unsubscribe-token'
import { unsubscribeSecretFor } from './create-campaign-send-services'

let sink: SmtpSink
let t: TestApp
beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: 25 })
  t = await campaignTestApp({ sink })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const secret = unsubscribeSecretFor('test-session-secret-of-at-least-32-characters')

/** The path of the https (here http://app.test) link in a List-Unsubscribe header. */
function unsubscribePath(header: string): string {
  const url = /<(https?:\/\/[^>]+)>/.exec(header)?.[1]
  if (!url) throw new Error(`no http link in ${header}`)
  return new URL(url).pathname
}

function headerOf(raw: string, name: string): string | undefined {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? ''
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

describe('a campaign of 50 recipients through a real SMTP server', () => {
  it('delivers 50 messages with the postal address and RFC 8058 headers; an opt-out mid-run stops every later message', async () => {
    const { client } = await signInNewUser(t)
    expect((await putSender(client)).status).toBe(200)
    const recipients = recipientsOf(50, 'fifty')
    const created = await createCampaign(client, {
      recipients: [...recipients, { email: 'FIFTY00@homes.test', name: 'Repeat' }],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      status: 'draft',
      totalRecipients: 50,
      skipped: { duplicates: 1 },
    })
    const campaignId = created.body.id as string
    // A second campaign of the same sender, to the same recipients again.
    const later = await createCampaign(client, {
      name: 'Follow-up',
      subject: 'Following up',
      recipients,
    })

    // The last message in line is opted out while the campaign runs, through its own link.
    const rows = await t.database.db
      .select({ id: emailQueue.id, email: emailQueue.recipientEmail })
      .from(emailQueue)
      .where(eq(emailQueue.campaignId, campaignId))
      .orderBy(emailQueue.scheduledAt, emailQueue.id)
    const last = rows.at(-1)
    if (!last) throw new Error('no rows')

    const started = await campaignAction(client, campaignId, 'start')
    expect(started.status).toBe(200)
    const first = await sink.waitForMail((mail) => mail.subject.startsWith('About'), 15_000)
    const oneClickForLast = await fetch(`${t.baseUrl}/u/${unsubscribeToken(secret, last.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClickForLast.status).toBe(200)
    // The first recipient unsubscribes through the header of the message they received.
    const header = headerOf(first.raw, 'List-Unsubscribe') ?? ''
    const oneClick = await fetch(`${t.baseUrl}${unsubscribePath(header)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(oneClick.headers.get('set-cookie')).toBeNull()

    const done = await waitForCampaign(client, campaignId, (c) => c.status === 'completed')
    expect(done.counts).toMatchObject({ queued: 0, sent: 49, unsubscribed: 1, failed: 0 })
    expect(done.progress).toBe(100)

    const fromA = sink.messages.filter((mail) => mail.subject.startsWith('About'))
    expect(fromA).toHaveLength(49)
    const perRecipient = new Map<string, number>()
    for (const mail of fromA) {
      for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1)
      expect(mail.text).toContain(SENDER.postalAddress)
      expect(mail.text).toContain('This message is a solicitation from Sam Investor')
      expect(mail.text).toMatch(/unsubscribe here: http:\/\/app\.test\/u\/[\w-]{43}/)
      expect(mail.text).toContain('this is Sam Investor')
      expect(mail.raw).toMatch(/^From: Sam Investor <campaigns@app\.test>$/m)
      expect(mail.raw).toMatch(/^Reply-To: sam@example\.com$/m)
      const list = headerOf(mail.raw, 'List-Unsubscribe') ?? ''
      expect(list).toMatch(
        /^<http:\/\/app\.test\/u\/[\w-]{43}>, <mailto:sam@example\.com\?subject=unsubscribe%20[\w-]{43}>$/,
      )
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      expect(headerOf(mail.raw, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@app\.test>$/)
    }
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true)
    expect(perRecipient.has(last.email)).toBe(false)

    // Every campaign of that sender honours both opt-outs at send time.
    await campaignAction(client, later.body.id, 'start')
    const follow = await waitForCampaign(client, later.body.id, (c) => c.status === 'completed')
    expect(follow.counts).toMatchObject({ sent: 48, unsubscribed: 2 })
    const toFirst = sink.messages.filter((mail) => mail.to.includes(first.to[0] ?? ''))
    expect(toFirst).toHaveLength(1)
    expect(sink.messages.filter((mail) => mail.to.includes(last.email))).toHaveLength(0)
  })

  it('the unsubscribe page works without JavaScript: a form that posts to the same link', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, { recipients: recipientsOf(1, 'page') })
    const [row] = await t.database.db
      .select({ id: emailQueue.id })
      .from(emailQueue)
      .where(eq(emailQueue.campaignId, created.body.id))
    const path = `/u/${unsubscribeToken(secret, row?.id ?? '')}`
    const page = await fetch(`${t.baseUrl}${path}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`<form method="post" action="${path}">`)
    expect(html).not.toMatch(/<script|style=/i)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    // A GET does not unsubscribe; the form's POST (same origin, no cookie) does.
    await campaignAction(client, created.body.id, 'start')
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    expect(sink.messages.filter((mail) => mail.to.includes('page00@homes.test'))).toHaveLength(1)
    const posted = await fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await posted.text()).toContain('You are unsubscribed')
    const again = await createCampaign(client, { recipients: recipientsOf(1, 'page') })
    await campaignAction(client, again.body.id, 'start')
    const done = await waitForCampaign(client, again.body.id, (c) => c.status === 'completed')
    expect(done.counts).toMatchObject({ sent: 0, unsubscribed: 1 })

    const forged = await fetch(`${t.baseUrl}/u/${'A'.repeat(43)}`, { method: 'POST' })
    expect(forged.status).toBe(404)
    expect((await fetch(`${t.baseUrl}/u/short`)).status).toBe(404)
  })
})
