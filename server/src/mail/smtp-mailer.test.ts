import { describe, expect, it } from 'vitest'
import { smtpTransportOptions } from './smtp-mailer'

describe('smtpTransportOptions', () => {
  it('uses TLS from the start for smtps:// and decodes the credentials', () => {
    const options = smtpTransportOptions('smtps://user%40x.test:p%3Ass@mail.example.test')
    expect(options).toMatchObject({ secure: true, port: 465, host: 'mail.example.test' })
    expect(options.auth).toEqual({ user: 'user@x.test', pass: 'p:ss' })
  })

  it('requires STARTTLS for plain smtp:// except on loopback, with the default timeouts', () => {
    expect(smtpTransportOptions('smtp://mail.example.test')).toMatchObject({
      secure: false,
      port: 587,
      requireTLS: true,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    expect(smtpTransportOptions('smtp://localhost:2525').requireTLS).toBe(false)
    expect(smtpTransportOptions('smtp://[::1]:25')).toMatchObject({
      host: '::1',
      requireTLS: false,
    })
    expect(smtpTransportOptions('smtp://127.0.0.1:25').auth).toBeUndefined()
  })
})
