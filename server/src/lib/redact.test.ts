import { describe, expect, it } from 'vitest'
import { maskSecretParameters, maskUrlCredentials } from './redact'

describe('maskUrlCredentials', () => {
  it.each([
    ['postgres://app:S3cretPw@db:5432/leads', 'postgres://app:***@db:5432/leads'],
    ['postgress://app:S3cretPw@x/db', 'postgress://app:***@x/db'],
    ['smtps://mailer:p%40ss@mail.example.com', 'smtps://mailer:***@mail.example.com'],
    ['postgres://app:p@ss/w0rd@db/leads', 'postgres://app:***@db/leads'],
    ['app:S3cretPw@x/db', 'app:***@x/db'],
    ['https://ghp_S3cretToken@github.com/x', 'https://***@github.com/x'],
    [
      'postgres://db/leads?sslmode=require&password=S3cretPw',
      'postgres://db/leads?sslmode=require&password=***',
    ],
    ['postgres://db:5432/leads', 'postgres://db:5432/leads'],
    ['Foreclosure Leads <no-reply@localhost>', 'Foreclosure Leads <no-reply@localhost>'],
    ['', ''],
  ])('%s -> %s', (value, masked) => {
    expect(maskUrlCredentials(value)).toBe(masked)
  })
})

describe('maskSecretParameters', () => {
  it('masks a reset token in a request URL and keeps the other parameters', () => {
    expect(maskSecretParameters('/reset-password?token=abc_DEF-123&from=mail')).toBe(
      '/reset-password?token=***&from=mail',
    )
    expect(maskSecretParameters('/api/documents?zip=33101')).toBe('/api/documents?zip=33101')
    expect(maskSecretParameters('/x?api_key=k1&Token=t2#frag')).toBe(
      '/x?api_key=***&Token=***#frag',
    )
  })
})
