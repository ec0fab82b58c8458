import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../db/schema'
import { createMailer } from '../../../mail/mailer'
import { buildUser, FACTORY_PASSWORD, tierFields } from '../../../testing/factories'
import { createTestClient, type TestClient } from '../../../testing/http-client'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
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

describe('PUT /api/user/profile', () => {
  it('changes the names of a subscriber, trimmed, and answers the user', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const response = await put(client, '/api/user/profile', {
      firstName: '  Ada ',
      lastName: ' Lovelace   King ',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace King' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace King' })
  })

  it('refuses a name another account has (any letter case) with 409 NAME_ALREADY_EXISTS', async () => {
    await buildUser(t.database.db, { firstName: 'Grace', lastName: 'Hopper' })
    const { client, user } = await signInNewUser(t, PRO)
    const response = await put(client, '/api/user/profile', {
      firstName: 'grace',
      lastName: 'HOPPER',
    })
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.code).toBe('NAME_ALREADY_EXISTS')
    expect(body.message).toMatch(/Another account already uses this name/)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.firstName).toBe(user.firstName)
  })

  it('holds under parallel renames to the same free name: one wins, the other 409', async () => {
    const a = await signInNewUser(t, PRO)
    const b = await signInNewUser(t, PRO)
    const name = { firstName: 'Parallel', lastName: `Person ${Date.now()}` }
    const statuses = (
      await Promise.all([
        put(a.client, '/api/user/profile', name),
        put(b.client, '/api/user/profile', name),
      ])
    ).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 409])
  })

  it('refuses a new name during the trial (it would free the name for a second trial), allows a change of case', async () => {
    const { client, user } = await signInNewUser(t, { firstName: 'trial', lastName: 'person-x1' })
    const renamed = await put(client, '/api/user/profile', { firstName: 'Other', lastName: 'Name' })
    expect(renamed.status).toBe(403)
    expect((await renamed.json()).code).toBe('NAME_CHANGE_REQUIRES_SUBSCRIPTION')
    const recased = await put(client, '/api/user/profile', {
      firstName: 'Trial',
      lastName: 'Person-X1',
    })
    expect(recased.status).toBe(200)
    expect(user.firstName).toBe('trial')
  })

  it('answers 400 with the field for an empty name, and 401 signed out', async () => {
    const { client } = await signInNewUser(t, PRO)
    const empty = await put(client, '/api/user/profile', { firstName: ' ', lastName: 'X' })
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toMatch(/First name is required/)
    const anonymous = await put(createTestClient(t.baseUrl), '/api/user/profile', {
      firstName: 'A',
      lastName: 'B',
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /api/user/password', () => {
  it('changes the password, ends the other sessions, keeps this one, and mails a notice', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const elsewhere = await login(user.email)
    expect(elsewhere.status).toBe(200)
    const response = await client.post('/api/user/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'a-brand-new-secret',
      confirmPassword: 'a-brand-new-secret',
    })
    expect(response.status).toBe(200)
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await elsewhere.client.get('/api/user')).status).toBe(401)
    expect((await login(user.email)).status).toBe(401)
    expect((await login(user.email, 'a-brand-new-secret')).status).toBe(200)
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(user.email) && m.subject.includes('password was changed'),
    )
    expect(mail.text).toMatch(/Every other signed-in session has been signed out/)
  })

  it('refuses a wrong current password with 400 INVALID_CURRENT_PASSWORD and changes nothing', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const response = await client.post('/api/user/password', {
      currentPassword: 'not my password',
      newPassword: 'another-secret',
      confirmPassword: 'another-secret',
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Your current password is not correct.',
    })
    expect((await login(user.email)).status).toBe(200)
  })

  it('refuses a short or mismatched new password with the rule in the message', async () => {
    const { client } = await signInNewUser(t, PRO)
    const short = await client.post('/api/user/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: '12345',
      confirmPassword: '12345',
    })
    expect(short.status).toBe(400)
    expect((await short.json()).message).toBe('Password must be at least 6 characters')
    const long = await client.post('/api/user/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'x'.repeat(101),
      confirmPassword: 'x'.repeat(101),
    })
    expect((await long.json()).message).toBe('Password must be less than 100 characters')
    const mismatch = await client.post('/api/user/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef2',
    })
    expect((await mismatch.json()).message).toBe("Passwords don't match")
  })

  it('throttles guesses of the current password like sign-ins (429 after 10 wrong)', async () => {
    const { client } = await signInNewUser(t, PRO)
    const wrong = () =>
      client.post('/api/user/password', {
        currentPassword: 'guess',
        newPassword: 'another-secret',
        confirmPassword: 'another-secret',
      })
    const statuses = (await Promise.all(Array.from({ length: 12 }, wrong))).map((r) => r.status)
    expect(statuses.filter((s) => s === 400)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
    const right = await client.post('/api/user/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'another-secret',
      confirmPassword: 'another-secret',
    })
    expect(right.status).toBe(429)
  })
})
