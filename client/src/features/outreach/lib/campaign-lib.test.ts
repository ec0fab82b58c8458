import { describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { sendingLimitText } from './campaign-labels'
import { parseRecipients } from './recipient-list'
import { smtpFieldsProblem, smtpUrlOf } from './smtp-url'

describe('parseRecipients', () => {
  it('reads "email, name" lines, a header, quoted names and the name first', () => {
    const parsed = parseRecipients(
      'email,name\nmaria@example.com, Maria Garcia\n"Smith, John",JOHN@example.com\nsolo@example.com\n',
    )
    expect(parsed.errors).toEqual([])
    expect(parsed.recipients).toEqual([
      { email: 'maria@example.com', name: 'Maria Garcia' },
      { email: 'john@example.com', name: 'Smith, John' },
      { email: 'solo@example.com', name: null },
    ])
  })

  it('names each bad line with its number and keeps the good ones; repeats are counted once', () => {
    const parsed = parseRecipients(
      'a@example.com, A\nnot-an-email, B\n\nJust a name\nA@example.com, again\nb@x, C',
    )
    expect(parsed.recipients.map((r) => r.email)).toEqual(['a@example.com'])
    expect(parsed.duplicates).toBe(1)
    expect(parsed.errors).toEqual([
      { line: 2, text: 'not-an-email, B', message: 'No e-mail address on this line.' },
      { line: 4, text: 'Just a name', message: 'No e-mail address on this line.' },
      { line: 6, text: 'b@x, C', message: 'This is not a valid e-mail address.' },
    ])
  })

  it('gives nothing for blank input', () => {
    expect(parseRecipients('  \n ')).toEqual({ recipients: [], errors: [], duplicates: 0 })
  })
})

describe('SMTP mailbox fields', () => {
  const fields = {
    host: 'smtp.example.com',
    port: '465',
    security: 'tls' as const,
    user: 'sam@example.com',
    password: 'p@ss:word/1',
  }

  it('builds the URL with the user and password percent-encoded', () => {
    expect(smtpUrlOf(fields)).toBe(
      'smtps://sam%40example.com:p%40ss%3Aword%2F1@smtp.example.com:465',
    )
    expect(smtpUrlOf({ ...fields, security: 'starttls', port: '587' })).toMatch(/^smtp:\/\//)
    expect(new URL(smtpUrlOf(fields)).hostname).toBe('smtp.example.com')
  })

  it('says what is wrong', () => {
    expect(smtpFieldsProblem(fields)).toBeNull()
    expect(smtpFieldsProblem({ ...fields, host: '' })).toMatch(/server name/)
    expect(smtpFieldsProblem({ ...fields, host: 'smtp example' })).toMatch(/letters, digits/)
    expect(smtpFieldsProblem({ ...fields, port: '99999' })).toMatch(/port/)
    expect(smtpFieldsProblem({ ...fields, password: '' })).toMatch(/password/)
  })
})

describe('sendingLimitText', () => {
  it('names the limit and when the next e-mails go out', () => {
    const nextSendAt = '2026-11-29T19:52:00.000Z'
    expect(sendingLimitText({ per: 'minute', limit: 3, nextSendAt })).toBe(
      `Waiting for your sending limit of 3 e-mails a minute: the next e-mails go out at ${formatDateTime(nextSendAt)}.`,
    )
    expect(sendingLimitText({ per: 'day', limit: 1, nextSendAt })).toMatch(
      /^Waiting for your sending limit of 1 e-mail a day: /,
    )
  })
})
