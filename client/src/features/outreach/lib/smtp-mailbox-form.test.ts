import { describe, expect, it } from 'vitest'
import { EMPTY_SMTP_MAILBOX, smtpMailboxFormSchema } from './smtp-mailbox-form'

const filled = {
  ...EMPTY_SMTP_MAILBOX,
  email: ' sam@example.com ',
  host: 'smtp.example.com',
  user: 'sam@example.com',
  password: 'p@ss:word',
}

describe('smtpMailboxFormSchema', () => {
  it('makes the request: the address and the server as a URL', () => {
    expect(smtpMailboxFormSchema.parse(filled)).toEqual({
      email: 'sam@example.com',
      smtpUrl: 'smtps://sam%40example.com:p%40ss%3Aword@smtp.example.com:465',
    })
  })

  it('names the first problem, as the form showed it', () => {
    const problems = (values: typeof filled) =>
      smtpMailboxFormSchema.safeParse(values).error?.issues.map((issue) => issue.message)
    expect(problems({ ...filled, email: 'sam' })).toEqual([
      'Enter the address the e-mails come from, e.g. sam@example.com.',
    ])
    expect(problems({ ...filled, host: '' })).toEqual([
      'Enter the server name, e.g. smtp.example.com.',
    ])
    expect(problems({ ...filled, password: '' })).toEqual([
      'Enter the password (or app password) of the mailbox.',
    ])
  })

  it("leaves to the server's schema an address it refuses", () => {
    expect(smtpMailboxFormSchema.safeParse({ ...filled, email: 'sam@' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'Please enter a valid email address' }),
    ])
  })
})
