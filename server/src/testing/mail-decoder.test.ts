import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { decodeMail, extractLinks } from './mail-decoder'

const token = 'a1'.repeat(32)
const resetUrl = `http://localhost:5000/reset-password?token=${token}`

/**
 * The text of a two-part message whose text part is `body` in quoted-printable: what the
 * hand-written decodeQuotedPrintable was tested on, now read through decodeMail.
 */
async function decodeQuotedPrintable(body: string, charset = 'utf-8'): Promise<string> {
  const raw = [
    'Content-Type: multipart/alternative; boundary=b',
    '',
    '--b',
    `Content-Type: text/plain; charset=${charset}`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    body,
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>html</p>',
    '--b--',
    '',
  ].join('\r\n')
  return (await decodeMail(raw)).text
}

/** The subject of a message whose Subject header is `value` (was decodeHeaderValue). */
async function decodeHeaderValue(value: string): Promise<string> {
  return (await decodeMail(`Subject: ${value}\r\n\r\nbody\r\n`)).subject
}

describe('quoted-printable bodies', () => {
  it('drops soft line breaks of both kinds and decodes =XX bytes as UTF-8', async () => {
    expect(await decodeQuotedPrintable('http://host/reset?tok=\r\nen=3Dabc=\ndef')).toBe(
      'http://host/reset?token=abcdef',
    )
    expect(await decodeQuotedPrintable('R=C3=A9initialisation =E2=80=94 ok')).toBe(
      'Réinitialisation — ok',
    )
  })

  it('removes blanks a transport added at line ends but keeps encoded ones', async () => {
    // RFC 2045 6.7: raw blanks at a line end were added in transport; =20 is a real blank.
    expect(await decodeQuotedPrintable('one  \r\ntwo=20\r\nthree')).toBe('one\ntwo \nthree')
  })

  it('reads the bytes in the given charset and leaves a stray = alone', async () => {
    expect(await decodeQuotedPrintable('caf=E9', 'iso-8859-1')).toBe('café')
    expect(await decodeQuotedPrintable('a = b =ZZ')).toBe('a = b =ZZ')
  })
})

describe('encoded-words in headers', () => {
  it('decodes Q and B encoded-words and joins adjacent ones', async () => {
    expect(await decodeHeaderValue('=?UTF-8?Q?R=C3=A9initialisation_=E2=80=94?= test')).toBe(
      'Réinitialisation — test',
    )
    expect(await decodeHeaderValue('=?UTF-8?B?UsOp?= =?UTF-8?B?aW5pdA==?=')).toBe('Réinit')
  })

  it('keeps a character whose bytes are split across two words', async () => {
    expect(await decodeHeaderValue('=?UTF-8?Q?caf=C3?=\r\n =?UTF-8?Q?=A9?=')).toBe('café')
  })

  it('leaves plain text and the blanks around it alone', async () => {
    expect(await decodeHeaderValue('Hello =?utf-8?q?w=C3=B6rld?= again')).toBe('Hello wörld again')
  })
})

describe('extractLinks', () => {
  it('finds links in order, once each, without trailing punctuation', () => {
    const text = `Open ${resetUrl}. Or <a href="https://x.test/a?b=1">here</a> (https://x.test/c), ${resetUrl}`
    expect(extractLinks(text)).toEqual([resetUrl, 'https://x.test/a?b=1', 'https://x.test/c'])
  })

  it('returns nothing for text without links', () => {
    expect(extractLinks('no links, just ftp://x and www.example.com')).toEqual([])
  })
})

describe('decodeMail', () => {
  it('unfolds headers and reads a single-part 8bit body', async () => {
    const raw = [
      'From: a@b.test',
      'Subject: a long',
      '\tfolded subject',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Bonjour — ça va ?',
      '',
    ].join('\r\n')
    const mail = await decodeMail(Buffer.from(raw, 'utf8'))
    expect(mail.subject).toBe('a long\tfolded subject')
    expect(mail.headers.get('from')).toBe('a@b.test')
    expect(mail.text).toBe('Bonjour — ça va ?\n')
    expect(mail.html).toBeUndefined()
  })

  it('reads nested multipart bodies and skips attachments', async () => {
    const raw = [
      'Subject: =?UTF-8?B?w6k=?=',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'caf=C3=A9 =',
      'ok',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>café</p>').toString('base64'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename=notes.txt',
      '',
      'not the body',
      '--outer--',
      'epilogue',
    ].join('\n')
    const mail = await decodeMail(raw)
    expect(mail.subject).toBe('é')
    expect(mail.text).toBe('café ok')
    expect(mail.html).toBe('<p>café</p>')
  })

  it.each(['unix', 'windows'] as const)(
    'reads back what nodemailer encodes (%s line breaks) with a long URL intact',
    async (newline) => {
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline })
      const text = `${'Bonjour, voici le lien pour réinitialiser votre mot de passe. '.repeat(3)}\n${resetUrl}\n`
      const info = await transport.sendMail({
        from: 'Foreclosure Leads <no-reply@localhost>',
        to: 'user@example.test',
        subject: `Réinitialisation — test ${'très long '.repeat(8)}`,
        text,
        html: `<p>Réinitialiser : <a href="${resetUrl}">${resetUrl}</a></p>`,
      })
      const raw = info.message as Buffer
      expect(raw.toString('latin1')).not.toContain(resetUrl) // really encoded, so decoding is tested
      const mail = await decodeMail(raw)
      expect(mail.subject).toBe(`Réinitialisation — test ${'très long '.repeat(8)}`)
      expect(mail.text).toBe(text)
      expect(extractLinks(mail.text)).toEqual([resetUrl])
      expect(extractLinks(mail.html ?? '')).toEqual([resetUrl])
    },
  )
})

describe('line breaks at the end of a part', () => {
  it.each(['abc', 'abc\n', 'abc\n\n'])(
    'reads %j back exactly from a text and html message',
    async (text) => {
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
      const info = await transport.sendMail({ from: 'a@b.test', to: 'c@d.test', text, html: text })
      const mail = await decodeMail(info.message as Buffer)
      expect(mail.text).toBe(text)
      expect(mail.html).toBe(text)
    },
  )

  it('keeps the last line break of a base64 part in a multipart message', async () => {
    const text = 'Привет мир\n'
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const info = await transport.sendMail({
      from: 'a@b.test',
      to: 'c@d.test',
      text,
      html: '<p>x</p>',
    })
    expect((info.message as Buffer).toString()).toMatch(/Content-Transfer-Encoding: base64/)
    expect((await decodeMail(info.message as Buffer)).text).toBe(text)
  })
})
