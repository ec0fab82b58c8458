/**
 * The SSRF guard on users' SMTP servers, without the app: which settings nodemailer gets (the
 * checked address, the host's name kept for TLS), which hosts are refused, and the one sentence
 * for every failure before the server speaks SMTP.
 */
import { describe, expect, it } from 'vitest'
import { guardedSmtpSettings, smtpFailureMessage } from './guarded-smtp'

const PUBLIC = '93.184.215.14'
const resolveTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

describe('guardedSmtpSettings', () => {
  it('connects to the checked address and keeps the host name for TLS', async () => {
    const guarded = await guardedSmtpSettings('smtps://sam:pw@mail.example.com', {
      allowPrivateTargets: false,
      resolve: resolveTo(PUBLIC),
    })
    expect(guarded).toMatchObject({
      ok: true,
      server: 'mail.example.com:465',
      settings: { host: PUBLIC, servername: 'mail.example.com', port: 465, secure: true },
    })
  })

  it('refuses a host when any address it resolves to is private, even with a public one', async () => {
    for (const answer of [['10.0.0.7'], [PUBLIC, '169.254.169.254'], ['::1'], ['fd00::1']]) {
      const guarded = await guardedSmtpSettings('smtp://mail.example.com:587', {
        allowPrivateTargets: false,
        resolve: resolveTo(...answer),
      })
      expect(guarded, answer.join()).toMatchObject({ ok: false, reason: 'not_public' })
      if (!guarded.ok) {
        expect(guarded.message).toMatch(/private or reserved network address/)
        // The internal address goes to the log, not to the user.
        expect(guarded.message).not.toContain(answer.at(-1))
        expect(guarded.detail).toContain(answer.at(-1))
      }
    }
  })

  it('says a name that does not resolve could not be found', async () => {
    const guarded = await guardedSmtpSettings('smtp://nowhere.example:587', {
      allowPrivateTargets: false,
      resolve: async () => {
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
      },
    })
    expect(guarded).toMatchObject({ ok: false, reason: 'unresolved' })
  })

  it('lets loopback through only where private targets are allowed (tests)', async () => {
    const refused = await guardedSmtpSettings('smtp://127.0.0.1:2525', {
      allowPrivateTargets: false,
    })
    expect(refused.ok).toBe(false)
    const allowed = await guardedSmtpSettings('smtp://127.0.0.1:2525', {
      allowPrivateTargets: true,
    })
    expect(allowed).toMatchObject({ ok: true, settings: { host: '127.0.0.1', port: 2525 } })
    if (allowed.ok) expect(allowed.settings.servername).toBeUndefined()
  })
})

describe('smtpFailureMessage', () => {
  it('is one sentence for refused, reset, silent and not-SMTP, another for a refused login', () => {
    const failures = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ESOCKET' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ESOCKET' }),
      Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }),
      Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }),
      Object.assign(new Error('Invalid greeting'), { code: 'EPROTOCOL' }),
      new Error('no code at all'),
    ]
    const messages = new Set(failures.map((error) => smtpFailureMessage(error, 'mail.test:587')))
    expect(messages.size).toBe(1)
    expect([...messages][0]).toMatch(/could not be reached/)
    const login = smtpFailureMessage(
      Object.assign(new Error('535 bad'), { code: 'EAUTH' }),
      'mail.test:587',
    )
    expect(login).toMatch(/did not accept the user name and password/)
  })
})
