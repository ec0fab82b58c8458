/**
 * A user's own SMTP server behind the SSRF guard, through the real app: POST /api/mailboxes/smtp
 * refuses loopback, private, link-local and IPv6 forms of them (and names that resolve there)
 * before any connection; a saved mailbox whose host now points inside is refused again when a
 * campaign sends; and a refused, reset, silent or non-SMTP port all get the same sentence (when
 * the mailbox is added and when a campaign sends), with the difference only in the log.
 */
import net from 'node:net'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens } from '../../../db/schema'
import { sealingBoxFor } from '../../../lib/secret-box'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import { TEST_CONFIG, type TestApp } from '../../../testing/test-app'
import { SendFailure } from './campaign-transport'
import { guardedSmtpSettings } from './guarded-smtp'
import { addSmtpMailbox } from './mailbox.service'
import { createMailboxDeps } from './mailbox-deps'
import { createSmtpCampaignTransport } from './smtp-campaign-transport'

const SEALING = { SECRETS_SEALING_KEY: 'b'.repeat(64) }

/** A TCP server that counts connections and treats each as `behave` says. */
async function tcpServer(behave: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>()
  let connections = 0
  const server = net.createServer((socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    behave(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on: a server's, closed. */
async function refusedPort(): Promise<number> {
  const server = await tcpServer(() => undefined)
  await server.close()
  return server.port
}

let sink: SmtpSink
let guarded: TestApp
let listener: Awaited<ReturnType<typeof tcpServer>>

beforeAll(async () => {
  sink = await startSmtpSink()
  guarded = await campaignTestApp({ sink, config: SEALING })
  listener = await tcpServer((socket) => socket.end('220 smtp.test ESMTP\r\n'))
})
afterAll(async () => {
  await guarded?.close()
  await listener?.close()
  await sink?.close()
})

describe('POST /api/mailboxes/smtp under the address guard', () => {
  it('refuses loopback, private, link-local and their IPv6 forms with 400, connecting nowhere', async () => {
    const { client, user } = await signInNewUser(guarded)
    const p = listener.port
    const urls = [
      `smtp://127.0.0.1:${p}`,
      `smtp://localhost:${p}`,
      `smtp://[::1]:${p}`,
      `smtp://[::ffff:127.0.0.1]:${p}`,
      `smtp://[::ffff:7f00:1]:${p}`,
      `smtp://0.0.0.0:${p}`,
      'smtp://169.254.169.254:25',
      'smtps://[::ffff:169.254.169.254]:465',
      'smtp://[fe80::1]:25',
      'smtp://10.0.0.5:587',
      'smtp://172.16.3.4:587',
      'smtp://192.168.1.1:25',
      'smtp://100.64.0.1:25',
      'smtp://[fd00::25]:25',
    ]
    for (const smtpUrl of urls) {
      const response = await client.post('/api/mailboxes/smtp', {
        email: 'sam@mydomain.test',
        smtpUrl: smtpUrl.replace('://', '://sam:s3cret@'),
      })
      expect(response.status, smtpUrl).toBe(400)
      const body = await response.json()
      expect(body.code, smtpUrl).toBe('SMTP_MAILBOX_REFUSED')
      expect(body.message, smtpUrl).toMatch(
        /^The SMTP server .+ is on a private or reserved network address, which this service does not connect to\. Use the public SMTP server name/,
      )
      expect(JSON.stringify(body)).not.toContain('s3cret')
    }
    expect(listener.connections()).toBe(0)
    const rows = await guarded.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id))
    expect(rows).toHaveLength(0)
  })

  it('refuses a saved mailbox whose host now points inside when a campaign sends', async () => {
    const { client, user } = await signInNewUser(guarded)
    await putSender(client)
    // As if saved while its name pointed to a public address: the guard runs again per pass.
    const box = sealingBoxFor({ ...TEST_CONFIG, ...SEALING })
    if (!box) throw new Error('no sealing box')
    const [mailbox] = await guarded.database.db
      .insert(emailTokens)
      .values({
        userId: user.id,
        provider: 'smtp',
        email: 'sam@mydomain.test',
        accessToken: box.seal(sink.url.replace('127.0.0.1', 'localhost')),
        isConnected: true,
      })
      .returning()
    const created = await createCampaign(client, {
      mailboxId: mailbox?.id,
      recipients: [{ email: 'inside@homes.test' }],
    })
    expect(created.status).toBe(201)
    await campaignAction(client, created.body.id, 'start')
    const stopped = (await waitForCampaign(
      client,
      created.body.id,
      (c) => c.status === 'paused',
    )) as unknown as { stopReason: string; counts: Record<string, number> }
    expect(stopped.stopReason).toMatch(/private or reserved network address/)
    const [row] = await guarded.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.id, mailbox?.id ?? ''))
    expect(row).toMatchObject({ isConnected: false })
    expect(row?.lastError).toMatch(/private or reserved network address/)
    expect(sink.messages.filter((m) => m.to.includes('inside@homes.test'))).toHaveLength(0)
  })
})

describe('what a failed SMTP check tells the user', () => {
  it('is the same sentence for a refused, reset, silent or non-SMTP port; the log tells them apart', async () => {
    const silent = await tcpServer(() => undefined)
    const reset = await tcpServer((socket) => socket.resetAndDestroy())
    const http = await tcpServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'))
    const logged: { code?: string; message?: string }[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) })
    const deps = createMailboxDeps({
      db: guarded.database.db,
      settings: { ...TEST_CONFIG, ...SEALING, SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: true },
    })
    const { user } = await signInNewUser(guarded)
    const timeouts = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000 }
    const messageFor = async (port: number) => {
      const attempt = addSmtpMailbox(deps, {
        userId: user.id,
        email: 'sam@mydomain.test',
        smtpUrl: `smtp://sam:s3cret@127.0.0.1:${port}`,
        log,
        timeouts,
      })
      const error = (await attempt.catch((caught: unknown) => caught)) as {
        code: string
        status: number
        message: string
      }
      expect(error).toMatchObject({ code: 'SMTP_MAILBOX_REFUSED', status: 400 })
      return error.message.replace(`:${port}`, ':PORT')
    }
    try {
      const messages = [
        await messageFor(await refusedPort()),
        await messageFor(reset.port),
        await messageFor(silent.port),
        await messageFor(http.port),
      ]
      expect(new Set(messages).size).toBe(1)
      expect(messages[0]).toBe(
        'The SMTP server 127.0.0.1:PORT could not be reached, or did not answer as an SMTP server. Check the server name, the port and the security setting your e-mail provider gives (SSL/TLS usually on port 465, STARTTLS on 587).',
      )
      const details = logged.filter((line) => line.message !== undefined)
      expect(details.map((line) => line.message).join('\n')).toMatch(/ECONNREFUSED/)
      expect(new Set(details.map((line) => line.message)).size).toBeGreaterThan(1)
      expect(JSON.stringify(logged)).not.toContain('s3cret')
    } finally {
      await Promise.all([silent.close(), reset.close(), http.close()])
    }
  })

  it('is the same sentence and code when a campaign sends through such a server', async () => {
    const silent = await tcpServer(() => undefined)
    const reset = await tcpServer((socket) => socket.resetAndDestroy())
    const timeouts = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000 }
    const email = {
      from: { name: 'Sam', address: 'sam@mydomain.test' },
      to: { name: null, address: 'owner@homes.test' },
      replyTo: 'sam@mydomain.test',
      subject: 'Hello',
      text: 'Hi',
      messageId: '<q1@app.test>',
      headers: {},
    }
    const failureFor = async (port: number) => {
      const transport = createSmtpCampaignTransport({
        provider: 'smtp',
        fromAddress: 'sam@mydomain.test',
        server: async () => {
          const url = `smtp://127.0.0.1:${port}`
          const checked = await guardedSmtpSettings(url, { allowPrivateTargets: true }, timeouts)
          if (!checked.ok) throw new Error(checked.message)
          return checked
        },
      })
      try {
        const failure = await transport.send(email).catch((caught: unknown) => caught)
        expect(failure).toBeInstanceOf(SendFailure)
        const { message, code, outcome, detail } = failure as SendFailure
        return { said: { message: message.replace(`:${port}`, ':PORT'), code, outcome }, detail }
      } finally {
        await transport.close()
      }
    }
    try {
      const failures = [
        await failureFor(await refusedPort()),
        await failureFor(reset.port),
        await failureFor(silent.port),
      ]
      expect(new Set(failures.map((f) => JSON.stringify(f.said))).size).toBe(1)
      expect(failures[0]?.said).toEqual({
        message: expect.stringMatching(/^The SMTP server 127\.0\.0\.1:PORT could not be reached/),
        code: 'ECONNECTION',
        outcome: 'transient',
      })
      // What tells them apart goes to the log only.
      expect(new Set(failures.map((f) => f.detail)).size).toBe(3)
    } finally {
      await Promise.all([silent.close(), reset.close()])
    }
  })

  it('answers the same sentence through the route for a port that refuses', async () => {
    const allowing = await campaignTestApp({
      sink,
      config: { ...SEALING, SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: true },
    })
    try {
      const { client } = await signInNewUser(allowing)
      const port = await refusedPort()
      const response = await client.post('/api/mailboxes/smtp', {
        email: 'sam@mydomain.test',
        smtpUrl: `smtp://127.0.0.1:${port}`,
      })
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(
        /^The SMTP server 127\.0\.0\.1:\d+ could not be reached, or did not answer as an SMTP server\./,
      )
    } finally {
      await allowing.close()
    }
  })
})
