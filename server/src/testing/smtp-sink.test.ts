import nodemailer from 'nodemailer'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

let sink: SmtpSink
beforeEach(async () => {
  sink = await startSmtpSink()
})
afterEach(() => sink.close())

async function send(subject: string, options: { auth?: boolean } = {}) {
  const url = new URL(sink.url)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port),
    auth: options.auth ? { user: 'anyone', pass: 'anything' } : undefined,
  })
  try {
    await transport.sendMail({
      from: 'Sender <sender@example.test>',
      to: 'one@example.test, Two <two@example.test>',
      subject,
      text: 'Line one\nLine two — é\n',
    })
  } finally {
    transport.close()
  }
}

describe('startSmtpSink', () => {
  it('listens on loopback and keeps each message with its envelope, decoded', async () => {
    expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    await send('Über alles', { auth: true })
    expect(sink.messages).toHaveLength(1)
    const [mail] = sink.messages
    expect(mail).toMatchObject({
      from: 'sender@example.test',
      to: ['one@example.test', 'two@example.test'],
      subject: 'Über alles',
      text: 'Line one\nLine two — é\n',
    })
    expect(mail?.html).toBeUndefined()
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m)
  })

  it('waitForMail returns a message already received, and one still to come', async () => {
    await send('first')
    await expect(sink.waitForMail((m) => m.subject === 'first')).resolves.toMatchObject({
      subject: 'first',
    })
    const later = sink.waitForMail((m) => m.subject === 'second', 2_000)
    await send('ignored')
    await send('second')
    await expect(later).resolves.toMatchObject({ subject: 'second' })
    expect(sink.messages.map((m) => m.subject)).toEqual(['first', 'ignored', 'second'])
  })

  it('waitForMail rejects after the timeout, naming what did arrive', async () => {
    await send('something else')
    const started = Date.now()
    await expect(sink.waitForMail((m) => m.subject === 'never', 200)).rejects.toThrow(
      'No matching e-mail within 200 ms (received 1: "something else")',
    )
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('close rejects pending waits instead of leaving them hanging', async () => {
    const pending = sink.waitForMail(() => false, 10_000)
    await sink.close()
    await expect(pending).rejects.toThrow('The SMTP sink was closed')
    sink = await startSmtpSink() // afterEach closes this one
  })
})
