/**
 * A token that names one uuid (a user, a queued message) and carries an HMAC of it under a purpose,
 * so a link can name it without a login and cannot be forged for another: the uuid's 16 bytes and
 * 16 bytes of HMAC-SHA256, 43 characters of base64url. The purpose keeps a token of one kind from
 * being read as another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const MAC_BYTES = 16

function mac(secret: string, purpose: string, uuid: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${uuid}`).digest().subarray(0, MAC_BYTES)
}

export function signedUuidToken(secret: string, purpose: string, uuid: string): string {
  const id = Buffer.from(uuid.replaceAll('-', ''), 'hex')
  return Buffer.concat([id, mac(secret, purpose, uuid)]).toString('base64url')
}

/** The uuid a token of this purpose names, or null when it is malformed or forged. */
export function readSignedUuidToken(secret: string, purpose: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== 16 + MAC_BYTES) return null
  const hex = bytes.subarray(0, 16).toString('hex')
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return timingSafeEqual(bytes.subarray(16), mac(secret, purpose, uuid)) ? uuid : null
}
