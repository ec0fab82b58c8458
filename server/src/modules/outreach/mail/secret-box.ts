/**
 * Encryption at rest of mailbox secrets (OAuth access and refresh tokens, SMTP URLs with their
 * passwords, PKCE verifiers): AES-256-GCM with a 256-bit key from MAIL_TOKEN_KEY, a random 96-bit
 * IV per value, stored as 'v1.<iv>.<tag>.<ciphertext>' in base64url. A value changed or moved to
 * another row's key fails to open (GCM's tag) instead of decrypting to garbage.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export interface SecretBox {
  seal(plain: string): string
  open(sealed: string): string
}

/**
 * The key: MAIL_TOKEN_KEY as 64 hex characters or base64 of 32 bytes; outside production, when
 * it is unset, one derived from SESSION_SECRET (so development works without setting it).
 */
export function mailTokenKey(options: {
  mailTokenKey?: string
  sessionSecret: string
  production: boolean
}): Buffer {
  const given = options.mailTokenKey?.trim()
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given)
      ? Buffer.from(given, 'hex')
      : Buffer.from(given, 'base64')
    if (key.length !== 32)
      throw new Error('MAIL_TOKEN_KEY must be 32 bytes: 64 hex characters or base64')
    return key
  }
  if (options.production) {
    throw new Error('MAIL_TOKEN_KEY is required in production to keep mailbox tokens encrypted')
  }
  return createHash('sha256').update(`mail-token-key:${options.sessionSecret}`).digest()
}

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return ['v1', iv, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('not a sealed value')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
