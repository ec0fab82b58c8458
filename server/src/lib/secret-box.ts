/**
 * Encryption at rest of the secrets the app stores for its users: mailbox credentials (OAuth
 * access and refresh tokens, SMTP URLs with their passwords, PKCE verifiers), CRM credentials and
 * alert webhooks' signing secrets. AES-256-GCM with a 256-bit key from SECRETS_SEALING_KEY, a
 * random 96-bit IV per value, stored as 'v1.<iv>.<tag>.<ciphertext>' in base64url. A value
 * changed or moved to another row's key fails to open (GCM's tag) instead of decrypting to
 * garbage.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export interface SecretBox {
  seal(plain: string): string
  open(sealed: string): string
}

/** The settings the sealing key comes from (config.ts's names). */
export interface SealingSettings {
  SECRETS_SEALING_KEY?: string
  SESSION_SECRET: string
  NODE_ENV: string
}

/**
 * The key: SECRETS_SEALING_KEY as 64 hex characters or base64 of 32 bytes; outside production,
 * when it is unset, one derived from SESSION_SECRET (so development works without setting it).
 */
export function secretsSealingKey(options: {
  sealingKey?: string
  sessionSecret: string
  production: boolean
}): Buffer {
  const given = options.sealingKey?.trim()
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given)
      ? Buffer.from(given, 'hex')
      : Buffer.from(given, 'base64')
    if (key.length !== 32)
      throw new Error('SECRETS_SEALING_KEY must be 32 bytes: 64 hex characters or base64')
    return key
  }
  if (options.production) {
    throw new Error(
      'SECRETS_SEALING_KEY is required in production to keep mailbox tokens encrypted',
    )
  }
  // The derivation's label predates the variable's name; changing it would make the secrets a
  // development database already holds unreadable.
  return createHash('sha256').update(`mail-token-key:${options.sessionSecret}`).digest()
}

/** Seals and opens with `key`; one box serves every kind of stored secret. */
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

/**
 * The box from the configuration, or null when there is no key to seal with (production without
 * SECRETS_SEALING_KEY): the features that store secrets then refuse with a 503 naming the
 * variable, instead of the process failing to start. Mailboxes, CRM and alerts each call it.
 */
export function sealingBoxFor(settings: SealingSettings): SecretBox | null {
  try {
    return createSecretBox(
      secretsSealingKey({
        sealingKey: settings.SECRETS_SEALING_KEY,
        sessionSecret: settings.SESSION_SECRET,
        production: settings.NODE_ENV === 'production',
      }),
    )
  } catch {
    return null
  }
}
