import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSecretBox, sealingBoxFor, secretsSealingKey } from './secret-box'

const SESSION_SECRET = 'test-session-secret-of-at-least-32-characters'

describe('the secret box', () => {
  it('opens what it sealed, and a value sealed twice differs (a fresh IV each time)', () => {
    const box = createSecretBox(randomBytes(32))
    const first = box.seal('refresh-token-1')
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(box.seal('refresh-token-1')).not.toBe(first)
    expect(box.open(first)).toBe('refresh-token-1')
  })

  it('refuses a changed value, another key, and what is not a sealed value', () => {
    const box = createSecretBox(randomBytes(32))
    const sealed = box.seal('whsec_abc')
    const [version, iv, tag, data] = sealed.split('.')
    const changed = [version, iv, tag, `${data!.slice(0, -2)}AA`].join('.')
    expect(() => box.open(changed)).toThrow()
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow()
    expect(() => box.open('whsec_plain')).toThrow('not a sealed value')
  })
})

describe('the sealing key', () => {
  const hex = 'ab'.repeat(32)

  it('reads 64 hex characters or base64 of 32 bytes', () => {
    const base64 = Buffer.from(hex, 'hex').toString('base64')
    for (const sealingKey of [hex, base64, ` ${hex} `]) {
      expect(
        secretsSealingKey({ sealingKey, sessionSecret: SESSION_SECRET, production: true }),
      ).toEqual(Buffer.from(hex, 'hex'))
    }
  })

  it('names SECRETS_SEALING_KEY when the key is not 32 bytes or missing in production', () => {
    expect(() =>
      secretsSealingKey({
        sealingKey: 'c2hvcnQ=',
        sessionSecret: SESSION_SECRET,
        production: false,
      }),
    ).toThrow('SECRETS_SEALING_KEY must be 32 bytes: 64 hex characters or base64')
    expect(() => secretsSealingKey({ sessionSecret: SESSION_SECRET, production: true })).toThrow(
      'SECRETS_SEALING_KEY is required in production to keep mailbox tokens encrypted',
    )
  })

  it('outside production without a key, derives a stable one from SESSION_SECRET', () => {
    const derived = secretsSealingKey({ sessionSecret: SESSION_SECRET, production: false })
    // The label of the derivation is the old one: secrets a development database holds still open.
    expect(derived).toEqual(
      createHash('sha256').update(`mail-token-key:${SESSION_SECRET}`).digest(),
    )
    expect(secretsSealingKey({ sessionSecret: SESSION_SECRET, production: false })).toEqual(derived)
    expect(
      secretsSealingKey({ sessionSecret: `${SESSION_SECRET}-other`, production: false }),
    ).not.toEqual(derived)
  })

  it('gives no box in production without a key, and one box per key otherwise', () => {
    const settings = { SESSION_SECRET, NODE_ENV: 'production' }
    expect(sealingBoxFor(settings)).toBeNull()
    const box = sealingBoxFor({ ...settings, SECRETS_SEALING_KEY: hex })
    const sameKey = createSecretBox(Buffer.from(hex, 'hex'))
    expect(sameKey.open(box!.seal('podio-secret'))).toBe('podio-secret')
    expect(sealingBoxFor({ SESSION_SECRET, NODE_ENV: 'development' })).not.toBeNull()
  })
})
