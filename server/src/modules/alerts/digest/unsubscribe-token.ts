/**
 * The token of an alert e-mail's unsubscribe link: the user's id and an HMAC of it, so the link
 * works without a login (RFC 8058's one-click POST carries no cookie) and cannot be forged for
 * another user. 43 characters of base64url.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const MAC_BYTES = 16

function mac(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret)
    .update(`alerts-unsubscribe:${userId}`)
    .digest()
    .subarray(0, MAC_BYTES)
}

export function alertsUnsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId.replaceAll('-', ''), 'hex')
  return Buffer.concat([id, mac(secret, userId)]).toString('base64url')
}

/** The user id a token names, or null when it is malformed or forged. */
export function readAlertsUnsubscribeToken(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== 16 + MAC_BYTES) return null
  const hex = bytes.subarray(0, 16).toString('hex')
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return timingSafeEqual(bytes.subarray(16), mac(secret, userId)) ? userId : null
}
