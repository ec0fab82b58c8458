/**
 * API key secrets: 32 random bytes after a recognisable prefix (`fl_live_`, so secret scanners
 * and people can tell one apart), stored only as a SHA-256 hash. A key carries 256 bits of
 * entropy, so a fast hash is enough (no password-style stretching needed): nobody can guess a
 * key from its hash, and a lookup by hash costs one index read.
 */
import { createHash, randomBytes } from 'node:crypto'
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS } from '@common/api-access'

/** `fl_live_` + 43 base64url characters. */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`)

export function generateApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_VISIBLE_CHARS) }
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Whether `value` has a key's shape (anything else is refused without a database read). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value)
}
