/**
 * Hardening D6, structurally: before the reply a known and an unknown e-mail go through the same
 * steps (the limits), and everything that depends on the account (the look-up, the token, the
 * mail) is returned as work for after the reply.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetTokens, requestThrottles } from '../../db/schema'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { buildUser } from '../../testing/factories'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import type { AccountsDeps } from './accounts.deps'
import { requestPasswordReset } from './password-reset.service'

let database: TestDatabase
const sent: MailMessage[] = []
let deps: AccountsDeps
beforeAll(async () => {
  database = await createTestDatabase()
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      sent.push(message)
      return { messageId: `<${sent.length}@test>` }
    },
    async close() {},
  }
  deps = {
    db: database.db,
    mailer,
    sessionSettings: { secret: 'x'.repeat(32), idleMs: 60_000, absoluteMs: 120_000 },
    publicUrl: 'https://leads.example.com',
    log: pino({ level: 'silent' }),
    logResetLinks: false,
    registrationsPerHourPerAddress: 5,
  }
})
afterAll(() => database.destroy())

const tokensOf = (userId: string) =>
  database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
const buckets = async () =>
  (await database.db.select({ bucket: requestThrottles.bucket }).from(requestThrottles))
    .map((row) => row.bucket)
    .sort()

describe('requestPasswordReset', () => {
  it('does the same before the reply for a known and an unknown e-mail', async () => {
    const user = await buildUser(database.db)
    const before = await buckets()

    const forKnown = await requestPasswordReset(deps, { email: user.email, ip: '192.0.2.1' })
    // Nothing about the account has happened yet: no token, no mail.
    expect(await tokensOf(user.id)).toEqual([])
    expect(sent).toEqual([])
    const forUnknown = await requestPasswordReset(deps, {
      email: 'nobody@example.com',
      ip: '192.0.2.2',
    })
    expect(typeof forKnown).toBe('function')
    expect(typeof forUnknown).toBe('function')
    // Both counted the same kinds of limits, and nothing else was written.
    const counted = (await buckets()).filter((bucket) => !before.includes(bucket))
    expect(counted).toEqual(
      [
        `reset-request:email:${user.email}`,
        'reset-request:email:nobody@example.com',
        'reset-request:ip:192.0.2.1',
        'reset-request:ip:192.0.2.2',
      ].sort(),
    )

    // After the reply: the known e-mail gets its token and mail, the unknown one nothing.
    await forUnknown()
    expect(sent).toEqual([])
    await forKnown()
    expect(await tokensOf(user.id)).toHaveLength(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe(user.email)
    expect(sent[0]?.text).toContain('https://leads.example.com/reset-password?token=')
  })
})
