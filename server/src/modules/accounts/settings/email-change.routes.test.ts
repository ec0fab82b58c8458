import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailChangeTokens, users } from '../../../db/schema'
import { createMailer } from '../../../mail/mailer'
import { buildUser, FACTORY_PASSWORD, tierFields } from '../../../testing/factories'
import { createTestClient, type TestClient } from '../../../testing/http-client'
import { signInNewUser } from '../../../testing/signed-in'
import { extractLinks, type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import { buildTestApp, type TestApp } from '../../../testing/test-app'

const PRO = tierFields('pro')
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
  t = await buildTestApp({ mailer, config: { PUBLIC_URL: 'https://leads.example.com' } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const put = (client: TestClient, path: string, body: unknown) =>
  client.request(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function login(email: string, password = FACTORY_PASSWORD) {
  const client = createTestClient(t.baseUrl)
  const response = await client.post('/api/login', { email, password })
  return { client, status: response.status }
}

async function requestChange(client: TestClient, newEmail: string) {
  return client.post('/api/user/email', { newEmail, currentPassword: FACTORY_PASSWORD })
}

async function linkSentTo(address: string): Promise<string> {
  const mail = await smtp.waitForMail(
    (m) => m.to.includes(address) && m.subject.includes('Confirm'),
  )
  const link = extractLinks(mail.text).find((l) => l.includes('/settings/confirm-email?token='))
  expect(link).toBeDefined()
  expect(link?.startsWith('https://leads.example.com/settings/confirm-email?token=')).toBe(true)
  return link as string
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string
const confirm = (token: string) =>
  createTestClient(t.baseUrl).post('/api/user/email/confirm', { token })

describe('changing the e-mail address', () => {
  it('mails a link to the new address; the address changes only when it is opened, once', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const newEmail = `moved-${Date.now()}@example.org`
    const response = await requestChange(client, `  ${newEmail.toUpperCase()} `)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toContain(newEmail)
    const notice = await smtp.waitForMail(
      (m) => m.to.includes(user.email) && /requested/.test(m.subject),
    )
    expect(notice.text).toContain(newEmail)
    const link = await linkSentTo(newEmail)
    // Nothing changed yet; the token is stored only as a hash.
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(before?.email).toBe(user.email)
    const stored = await t.database.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id))
    expect(stored[0]?.tokenHash).not.toBe(tokenOf(link))

    const confirmed = await confirm(tokenOf(link))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({ email: newEmail })
    expect((await login(newEmail)).status).toBe(200)
    expect((await login(user.email)).status).toBe(401)
    await smtp.waitForMail((m) => m.to.includes(user.email) && /was changed/.test(m.subject))

    const reused = await confirm(tokenOf(link))
    expect(reused.status).toBe(404)
    expect((await reused.json()).code).toBe('INVALID_EMAIL_CHANGE_TOKEN')
  })

  it('refuses an expired link, and a link voided by a newer request', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const first = `first-${Date.now()}@example.org`
    await requestChange(client, first)
    const firstLink = await linkSentTo(first)
    const second = `second-${Date.now()}@example.org`
    await requestChange(client, second)
    const secondLink = await linkSentTo(second)
    expect((await confirm(tokenOf(firstLink))).status).toBe(404)
    await t.database.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, user.id))
    const expired = await confirm(tokenOf(secondLink))
    expect(expired.status).toBe(404)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.email).toBe(user.email)
  })

  it('lets one of two parallel openings of the link through', async () => {
    const { client } = await signInNewUser(t, PRO)
    const target = `parallel-${Date.now()}@example.org`
    await requestChange(client, target)
    const token = tokenOf(await linkSentTo(target))
    const statuses = (await Promise.all([confirm(token), confirm(token), confirm(token)])).map(
      (r) => r.status,
    )
    expect(statuses.sort()).toEqual([200, 404, 404])
  })

  it('refuses a taken address (400 EMAIL_EXISTS), the same address, a wrong password and a bad address', async () => {
    const other = await buildUser(t.database.db)
    const { client, user } = await signInNewUser(t, PRO)
    const taken = await requestChange(client, other.email)
    expect(taken.status).toBe(400)
    expect((await taken.json()).code).toBe('EMAIL_EXISTS')
    const same = await requestChange(client, user.email)
    expect((await same.json()).code).toBe('EMAIL_UNCHANGED')
    const wrong = await client.post('/api/user/email', {
      newEmail: 'free@example.org',
      currentPassword: 'nope',
    })
    expect((await wrong.json()).code).toBe('INVALID_CURRENT_PASSWORD')
    const bad = await requestChange(client, 'not-an-address')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe('Please enter a valid email address')
  })

  it('answers EMAIL_EXISTS when the address was taken between the request and the link', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const target = `race-${Date.now()}@example.org`
    await requestChange(client, target)
    const token = tokenOf(await linkSentTo(target))
    await buildUser(t.database.db, { email: target })
    const response = await confirm(token)
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('EMAIL_EXISTS')
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.email).toBe(user.email)
  })
})

describe('/api/settings/notifications', () => {
  it('starts with the defaults, saves all three, and keeps them per user', async () => {
    const { client } = await signInNewUser(t, PRO)
    const other = await signInNewUser(t, PRO)
    const defaults = await (await client.get('/api/settings/notifications')).json()
    expect(defaults).toEqual({
      productEmails: true,
      dailyDigest: false,
      digestTimeZone: 'America/New_York',
    })
    const saved = await put(client, '/api/settings/notifications', {
      productEmails: false,
      dailyDigest: true,
      digestTimeZone: 'America/Los_Angeles',
    })
    expect(saved.status).toBe(200)
    expect(await (await client.get('/api/settings/notifications')).json()).toEqual({
      productEmails: false,
      dailyDigest: true,
      digestTimeZone: 'America/Los_Angeles',
    })
    expect(await (await other.client.get('/api/settings/notifications')).json()).toEqual(defaults)
  })

  it('refuses an unknown time zone and a missing field with 400, keeping what was saved', async () => {
    const { client } = await signInNewUser(t, PRO)
    const zone = await put(client, '/api/settings/notifications', {
      productEmails: true,
      dailyDigest: true,
      digestTimeZone: 'Mars/Olympus_Mons',
    })
    expect(zone.status).toBe(400)
    expect((await zone.json()).message).toBe('Choose a time zone from the list')
    const missing = await put(client, '/api/settings/notifications', { productEmails: true })
    expect(missing.status).toBe(400)
    expect((await (await client.get('/api/settings/notifications')).json()).dailyDigest).toBe(false)
  })
})
