/**
 * The daily digest through a real SMTP server (the sink): one e-mail per user per local day,
 * from the user's morning in their time zone, listing what matched their daily e-mail monitors;
 * a second run or two runs at once send nothing more; nothing is sent when nothing changed; the
 * RFC 8058 one-click POST (no cookie) turns alert e-mails off. Evaluating the same events again
 * adds no match.
 */
import { listNotificationsResponse } from '@common/contracts/alerts'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertMatches } from '../../db/schema'
import { createMailer } from '../../mail/mailer'
import { inDays, ingestSales, until } from '../../testing/alerts-test-helpers'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import { buildTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app'
import { createAlertsRuntime } from './alerts.deps'
import { sendDueDigests } from './digest/daily-digest.service'
import { evaluateAlertsJob } from './evaluation/evaluate-alerts.job'
import { evaluateAlerts } from './evaluation/evaluate-events.service'

const PUBLIC_URL = 'https://leads.example.com'
const log = pino({ level: 'silent' })
let t: TestApp
let smtp: SmtpSink
let runtime: ReturnType<typeof createAlertsRuntime>

beforeAll(async () => {
  smtp = await startSmtpSink()
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Foreclosure Leads <no-reply@app.test>',
    dataDir: '/nonexistent',
    log,
  })
  t = await buildTestApp({ mailer, jobs: [evaluateAlertsJob], config: { PUBLIC_URL } })
  runtime = createAlertsRuntime({ ...TEST_CONFIG, PUBLIC_URL, mailer })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** 10:00 in New York on the day `days` from today (15:00 UTC in winter, 14:00 in summer). */
const nyMorning = (days: number, hourUtc = 15) =>
  new Date(`${inDays(days)}T${String(hourUtc).padStart(2, '0')}:00:00Z`)
const digest = (now: Date) => sendDueDigests({ db: t.database.db, runtime, log, now })

/** The message's header lines unfolded (RFC 5322 folds long ones). */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')

async function matchesOf(userId: string) {
  return t.database.db.select().from(alertMatches).where(eq(alertMatches.userId, userId))
}

async function dailyUser(zip: string) {
  const signedIn = await signInNewUser(t, tierFields('pro'))
  await putTimeZone(signedIn.client, 'America/New_York')
  const created = await signedIn.client.post('/api/alerts', {
    name: `Daily ${zip}`,
    state: 'NJ',
    zipCodes: [zip],
    frequency: 'daily',
    channels: ['in_app', 'email'],
  })
  expect(created.status).toBe(201)
  return signedIn
}

function putTimeZone(client: TestClient, digestTimeZone: string) {
  return client.request('/api/settings/notifications', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productEmails: true, dailyDigest: false, digestTimeZone }),
  })
}

describe('the daily digest', () => {
  it('is one e-mail per local day with what changed, and none when nothing did', async () => {
    const { client, user } = await dailyUser('08202')
    expect(await (await client.get('/api/settings/notifications')).json()).toMatchObject({
      dailyDigest: true,
    })
    await ingestSales(t, [
      {
        case: 'F-500-26',
        address: '7 Digest Way',
        sale: inDays(12),
        status: 'Scheduled',
        zip: '08202',
      },
    ])
    await until('the match', async () => ((await matchesOf(user.id)).length > 0 ? true : undefined))
    // The job evaluated it; evaluating the same events again adds no match.
    const again = await evaluateAlerts(
      { db: t.database.db, runtime, sendJob: undefined, log },
      (await matchesOf(user.id)).map((m) => m.caseEventId!),
    )
    expect(again.matches).toBe(1)
    expect(await matchesOf(user.id)).toHaveLength(1)

    // Before 7:00 in New York (5:00 local), nothing; at 10:00, one mail; twice at once, no more.
    expect(await digest(nyMorning(1, 10))).toBe(0)
    const runs = await Promise.all([digest(nyMorning(1)), digest(nyMorning(1))])
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1)
    const mails = smtp.messages.filter((m) => m.to.includes(user.email))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe(`Your alerts digest for ${inDays(1)}: 1 change`)
    expect(mail.text).toContain('Daily 08202')
    expect(mail.text).toContain('7 Digest Way')
    expect(headersOf(mail.raw)).toMatch(
      /^List-Unsubscribe: <https:\/\/leads\.example\.com\/alerts\/unsubscribe\/[\w-]{43}>/m,
    )
    expect(headersOf(mail.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

    // More news the same local day waits for tomorrow's digest; then nothing changed, no mail.
    await ingestSales(t, [
      {
        case: 'F-501-26',
        address: '8 Digest Way',
        sale: inDays(13),
        status: 'Scheduled',
        zip: '08202',
      },
    ])
    await until('the second match', async () =>
      (await matchesOf(user.id)).length > 1 ? true : undefined,
    )
    expect(await digest(nyMorning(1, 20))).toBe(0)
    expect(await digest(nyMorning(2))).toBe(1)
    const second = smtp.messages.filter((m) => m.to.includes(user.email))
    expect(second).toHaveLength(2)
    expect(second[1]!.text).toContain('8 Digest Way')
    expect(second[1]!.text).not.toContain('7 Digest Way')
    expect(await digest(nyMorning(3))).toBe(0)
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(2)
    // The in-app channel told of both at once.
    const bell = listNotificationsResponse.parse(
      await (await client.get('/api/notifications')).json(),
    )
    expect(bell.notifications).toHaveLength(2)
  })

  it('stops with the one-click unsubscribe POST, without a login', async () => {
    const { client, user } = await dailyUser('08203')
    await ingestSales(t, [
      {
        case: 'F-600-26',
        address: '1 Stop St',
        sale: inDays(12),
        status: 'Scheduled',
        zip: '08203',
      },
    ])
    await until('the match', async () => ((await matchesOf(user.id)).length > 0 ? true : undefined))
    expect(await digest(nyMorning(1))).toBe(1)
    const mail = smtp.messages.find((m) => m.to.includes(user.email))!
    const link = /List-Unsubscribe: <([^>]+)>/.exec(headersOf(mail.raw))![1]!
    const path = new URL(link).pathname
    const page = await t.request(path)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<form method="post"')
    // The GET changed nothing (link scanners open links).
    expect(await (await client.get('/api/settings/notifications')).json()).toMatchObject({
      dailyDigest: true,
    })
    const forged = await t.request(`${path.slice(0, -4)}AAAA`, { method: 'POST' })
    expect(forged.status).toBe(404)
    const oneClick = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('You are unsubscribed')
    expect(await (await client.get('/api/settings/notifications')).json()).toMatchObject({
      dailyDigest: false,
    })
    const monitors = await (await client.get('/api/alerts')).json()
    expect(monitors.monitors[0].channels).toEqual(['in_app'])

    await ingestSales(t, [
      {
        case: 'F-601-26',
        address: '2 Stop St',
        sale: inDays(12),
        status: 'Scheduled',
        zip: '08203',
      },
    ])
    await until('the second notification', async () => {
      const bell = listNotificationsResponse.parse(
        await (await client.get('/api/notifications')).json(),
      )
      return bell.notifications.length > 1 ? true : undefined
    })
    expect(await digest(nyMorning(2))).toBe(0)
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1)
  })
})
