import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeMail, extractLinks } from '../testing/mail-decoder'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'
import { createMailer, MailDeliveryError } from './mailer'

const FROM = 'Foreclosure Leads <no-reply@localhost>'
const resetUrl = `http://localhost:5000/reset-password?token=${'0123456789abcdef'.repeat(4)}`
const message = {
  to: 'investor@example.test',
  subject: 'Réinitialisation — test',
  text: `${'Someone asked to reset the password of this account. '.repeat(4)}\n\n${resetUrl}\n\nThe link works for one hour.\n`,
  html: `<p>Reset your password: <a href="${resetUrl}">${resetUrl}</a></p>`,
}

/** A pino logger that keeps its records in memory, so a test can read what was logged. */
function memoryLogger() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const log = pino({ level: 'info' }, stream)
  return { log, lines, records: () => lines.map((line) => JSON.parse(line)) }
}

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('SMTP mailer', () => {
  let sink: SmtpSink
  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(() => sink.close())

  it('delivers text and html that decode back intact, non-ASCII subject and long URL included', async () => {
    const { log, records } = memoryLogger()
    const url = sink.url.replace('smtp://', 'smtp://mailer:p%40ss@')
    const mailer = createMailer({ smtpUrl: url, from: FROM, dataDir: tmpdir(), log })
    try {
      const sent = await mailer.send(message)
      const mail = await sink.waitForMail((m) => m.to.includes(message.to))
      expect(mail.from).toBe('no-reply@localhost')
      expect(mail.to).toEqual([message.to])
      expect(mail.subject).toBe('Réinitialisation — test')
      expect(mail.text).toBe(message.text)
      expect(extractLinks(mail.text)).toEqual([resetUrl])
      expect(extractLinks(mail.html ?? '')).toEqual([resetUrl])
      expect(mail.raw).toContain(`Message-ID: ${sent.messageId}`)
      expect(mail.raw).toMatch(/^From: Foreclosure Leads <no-reply@localhost>$/m)
      expect(sent.location).toBeUndefined()
      const logged = records().find((r) => r.msg === 'E-mail sent over SMTP')
      expect(logged).toMatchObject({ to: message.to, subject: message.subject })
      expect(JSON.stringify(records())).not.toContain(resetUrl)
    } finally {
      await mailer.close()
    }
  })

  it('rejects quickly with a clear error, without the password, when nothing listens', async () => {
    const port = await closedPort()
    const { log } = memoryLogger()
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:hunter2secret@127.0.0.1:${port}`,
      from: FROM,
      dataDir: tmpdir(),
      log,
    })
    const started = Date.now()
    try {
      const error = await mailer.send(message).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(MailDeliveryError)
      const { message: text } = error as MailDeliveryError
      expect(text).toContain(`SMTP server 127.0.0.1:${port}`)
      expect(text).toMatch(/ECONNREFUSED/)
      expect(text).not.toContain('hunter2secret')
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await mailer.close()
    }
  })

  it('gives up at the greeting timeout when a server accepts but never speaks', async () => {
    const sockets = new Set<import('node:net').Socket>()
    const silent: Server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      dataDir: tmpdir(),
      log: memoryLogger().log,
      smtpTimeouts: { greetingMs: 300 },
    })
    const started = Date.now()
    try {
      await expect(mailer.send(message)).rejects.toThrow(/greeting/i)
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await mailer.close()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

describe('outbox mailer', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('writes an .eml file that decodes to the message, and logs without the body', async () => {
    const { log, lines, records } = memoryLogger()
    const mailer = createMailer({ from: FROM, dataDir, log })
    const sent = await mailer.send(message)

    const files = await readdir(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.eml$/)
    const file = path.join(dataDir, 'outbox', files[0]!)
    expect(sent.location).toBe(file)

    const raw = await readFile(file)
    expect(raw.toString('utf8')).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(raw.toString('utf8')).toContain(`Message-ID: ${sent.messageId}`)
    const mail = await decodeMail(raw)
    expect(mail.subject).toBe(message.subject)
    expect(mail.headers.get('to')).toBe(message.to)
    expect(extractLinks(mail.text)).toEqual([resetUrl])
    expect(mail.html).toBe(message.html)

    expect(records()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'E-mail written to the outbox',
        to: message.to,
        subject: message.subject,
        file,
      }),
    ])
    const output = lines.join('')
    expect(output).not.toContain('0123456789abcdef')
    expect(output).not.toContain('Someone asked')
  })

  it('keeps two messages sent at once in two files', async () => {
    const mailer = createMailer({ from: FROM, dataDir, log: memoryLogger().log })
    const before = (await readdir(path.join(dataDir, 'outbox'))).length
    const [a, b] = await Promise.all([mailer.send(message), mailer.send(message)])
    expect(a.location).not.toBe(b.location)
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(before + 2)
  })
})

describe('createMailer', () => {
  it('uses SMTP when SMTP_URL is set and the outbox otherwise', async () => {
    const { log } = memoryLogger()
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM, dataDir: '/x', log })
    const outbox = createMailer({ from: FROM, dataDir: '/x', log })
    expect(smtp.kind).toBe('smtp')
    expect(outbox.kind).toBe('outbox')
    await Promise.all([smtp.close(), outbox.close()])
  })

  it('refuses the outbox in production, naming SMTP_URL', async () => {
    const { log } = memoryLogger()
    expect(() => createMailer({ from: FROM, dataDir: '/x', log, production: true })).toThrow(
      /SMTP_URL is required in production/,
    )
    const smtp = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: FROM,
      dataDir: '/x',
      log,
      production: true,
    })
    expect(smtp.kind).toBe('smtp')
    await smtp.close()
  })
})
