import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetTokens } from '../../db/schema'
import { createMailer } from '../../mail/mailer'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { createTestClient } from '../../testing/http-client'
import { extractLinks, type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { hashResetToken } from './password-reset.service'

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

async function requestLink(email: string, headers: Record<string, string> = {}): Promise<string> {
  const before = smtp.messages.length
  const response = await createTestClient(t.baseUrl).post(
    '/api/forgot-password',
    { email },
    headers,
  )
  expect(response.status).toBe(200)
  const mail = await smtp.waitForMail(
    (m) =>
      m.to.includes(email) && m.subject.includes('Reset') && smtp.messages.indexOf(m) >= before,
  )
  const link = extractLinks(mail.text).find((l) => l.includes('/reset-password?token='))
  expect(link).toBeDefined()
  return link!
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

function reset(
  token: string,
  password = 'brand-new-password',
  client = createTestClient(t.baseUrl),
) {
  return client.post('/api/reset-password', {
    token,
    newPassword: password,
    confirmPassword: password,
  })
}

async function canLogin(email: string, password: string) {
  const response = await createTestClient(t.baseUrl).post('/api/login', { email, password })
  return response.status === 200
}

describe('forgot password -> e-mailed link -> new password', () => {
  it('works end to end and ends the other sessions', async () => {
    const user = await buildUser(t.database.db)
    const elsewhere = createTestClient(t.baseUrl)
    await elsewhere.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    expect((await elsewhere.get('/api/user')).status).toBe(200)

    const link = await requestLink(user.email, { host: 'evil.example' })
    expect(link.startsWith('https://leads.example.com/reset-password?token=')).toBe(true)
    const token = tokenOf(link)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const response = await reset(token)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toContain('password has been reset')
    expect(await canLogin(user.email, 'brand-new-password')).toBe(true)
    expect(await canLogin(user.email, FACTORY_PASSWORD)).toBe(false)
    expect((await elsewhere.get('/api/user')).status).toBe(401)

    const notice = await smtp.waitForMail(
      (m) => m.to.includes(user.email) && m.subject.includes('was changed'),
    )
    expect(notice.text).toContain('signed out')
  })

  it('stores only a SHA-256 of the token, expiring in 1 hour', async () => {
    const user = await buildUser(t.database.db)
    const token = tokenOf(await requestLink(user.email))
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).toBe(hashResetToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now()
    expect(ttl).toBeGreaterThan(59 * 60_000)
    expect(ttl).toBeLessThanOrEqual(60 * 60_000)
  })

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const before = smtp.messages.length
    const response = await createTestClient(t.baseUrl).post('/api/forgot-password', {
      email: 'ghost@example.com',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'If an account with this email exists, a password reset link has been sent.',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages.slice(before).some((m) => m.to.includes('ghost@example.com'))).toBe(false)
  })

  it('a link works once', async () => {
    const user = await buildUser(t.database.db)
    const token = tokenOf(await requestLink(user.email))
    expect((await reset(token)).status).toBe(200)
    const again = await reset(token, 'another-password')
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: 'Invalid or expired reset link. Please request a new password reset.',
      error: 'Invalid or expired reset link. Please request a new password reset.',
    })
  })

  it('an expired link is refused', async () => {
    const user = await buildUser(t.database.db)
    const token = tokenOf(await requestLink(user.email))
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id))
    expect((await reset(token)).status).toBe(404)
    expect(await canLogin(user.email, FACTORY_PASSWORD)).toBe(true)
  })

  it('a newer link voids the older one', async () => {
    const user = await buildUser(t.database.db)
    const older = tokenOf(await requestLink(user.email))
    const newer = tokenOf(await requestLink(user.email))
    expect((await reset(older)).status).toBe(404)
    expect((await reset(newer)).status).toBe(200)
  })

  it('exactly 1 of 20 parallel uses of one token succeeds', async () => {
    const user = await buildUser(t.database.db)
    const token = tokenOf(await requestLink(user.email))
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reset(token, `parallel-password-${i}`)),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 404)).toHaveLength(19)
    const winner = statuses.indexOf(200)
    expect(await canLogin(user.email, `parallel-password-${winner}`)).toBe(true)
  })
})

describe('bad input', () => {
  it.each([
    [{ token: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Reset token is required'],
    [
      { token: 't', newPassword: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters',
    ],
    [
      { token: 't', newPassword: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) },
      'Password must be less than 100 characters',
    ],
    [{ token: 't', newPassword: 'abcdef', confirmPassword: '' }, 'Please confirm your password'],
    [{ token: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, "Passwords don't match"],
    [{}, 'Reset token is required'],
    [{ token: 5, newPassword: ['x'], confirmPassword: null }, 'Reset token is required'],
  ])('reset %j -> 400 %s (also as `error`)', async (body, message) => {
    const response = await createTestClient(t.baseUrl).post('/api/reset-password', body)
    expect(response.status).toBe(400)
    const reply = await response.json()
    expect(reply.error).toBe(message)
    expect(reply.message).toBe(message)
    expect(reply.code).toBe('VALIDATION_FAILED')
  })

  it('forgot-password with a bad e-mail -> 400 with the spec message', async () => {
    const response = await createTestClient(t.baseUrl).post('/api/forgot-password', {
      email: 'nope',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Please enter a valid email address')
  })
})

describe('limits', () => {
  it('allows 3 reset requests per e-mail an hour, then 429 with a message', async () => {
    const user = await buildUser(t.database.db)
    const replies = []
    for (let i = 0; i < 4; i++) {
      replies.push(
        await createTestClient(t.baseUrl).post('/api/forgot-password', { email: user.email }),
      )
    }
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 429])
    expect(await replies[3]!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Please try again in an hour.',
    })
  })
})
