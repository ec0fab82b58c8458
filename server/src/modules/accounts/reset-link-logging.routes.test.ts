/**
 * Hardening D1: a password-reset link in the log lets anyone who reads logs take over the
 * account. In production no link is ever logged, not by the reset service (even if the outbox
 * were somehow in use) and not by the request log of the page the link opens; outside
 * production the development outbox may still log it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../logger'
import { createMailer } from '../../mail/mailer'
import { buildUser } from '../../testing/factories'
import { createTestClient } from '../../testing/http-client'
import { decodeMail, extractLinks } from '../../testing/mail-decoder'
import { buildTestApp } from '../../testing/test-app'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** The real process logger (createLogger) at trace level, writing into memory. */
function capturedLogger() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger('trace', sink), text: () => lines.join('') }
}

/** An app whose mail goes to an outbox directory this test can read. */
async function appWithOutbox(nodeEnv: 'production' | 'development') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-reset-log-'))
  dirs.push(dataDir)
  const log = capturedLogger()
  // createMailer would refuse the outbox in production; built without that flag on purpose, to
  // show the reset service itself never logs a link there.
  const mailer = createMailer({ from: 'Test <test@app.test>', dataDir, log: log.logger })
  const t = await buildTestApp({ mailer, logger: log.logger, config: { NODE_ENV: nodeEnv } })
  return { t, log, outbox: path.join(dataDir, 'outbox') }
}

async function waitForMail(outbox: string): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [])
    if (files[0]) return readFile(path.join(outbox, files[0]), 'utf8')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('no e-mail reached the outbox')
}

describe('reset links and the log', () => {
  it('in production: the mail holds the link, the log never does', async () => {
    const { t, log, outbox } = await appWithOutbox('production')
    try {
      const user = await buildUser(t.database.db)
      const response = await createTestClient(t.baseUrl).post('/api/forgot-password', {
        email: user.email,
      })
      expect(response.status).toBe(200)
      const mail = await decodeMail(await waitForMail(outbox))
      const link = extractLinks(mail.text).find((l) => l.includes('/reset-password?token='))
      const token = link ? new URL(link).searchParams.get('token') : null
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      // Opening the link: the page's request is logged, with the token masked.
      await createTestClient(t.baseUrl).get(`/reset-password?token=${token}&from=mail`)
      expect(log.text()).toContain('E-mail written to the outbox')
      expect(log.text()).toContain('/reset-password?token=***&from=mail')
      expect(log.text()).not.toContain(token)
      expect(log.text()).not.toMatch(/reset-password\?token=(?!\*\*\*)/)
      expect(log.text()).not.toMatch(/reset link/i)
    } finally {
      await t.close()
    }
  })

  it('in development with the outbox: the link is also logged (a local convenience)', async () => {
    const { t, log, outbox } = await appWithOutbox('development')
    try {
      const user = await buildUser(t.database.db)
      await createTestClient(t.baseUrl).post('/api/forgot-password', { email: user.email })
      await waitForMail(outbox)
      expect(log.text()).toMatch(
        /Password reset link \(development outbox\): \S+reset-password\?token=/,
      )
    } finally {
      await t.close()
    }
  })
})
