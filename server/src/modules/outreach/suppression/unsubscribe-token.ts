/**
 * The token of an unsubscribe link: the queue row's id and an HMAC of it, so the link names one
 * message (and so its sender and recipient) without carrying the address, and cannot be forged
 * for another row. 43 characters of base64url.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const MAC_BYTES = 16

function mac(secret: string, queueId: string): Buffer {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${queueId}`)
    .digest()
    .subarray(0, MAC_BYTES)
}

/** The token of queue row `queueId` (a uuid). */
export function unsubscribeToken(secret: string, queueId: string): string {
  const id = Buffer.from(queueId.replaceAll('-', ''), 'hex')
  return Buffer.concat([id, mac(secret, queueId)]).toString('base64url')
}

/** The queue row id a token names, or null when it is malformed or forged. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== 16 + MAC_BYTES) return null
  const hex = bytes.subarray(0, 16).toString('hex')
  const queueId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return timingSafeEqual(bytes.subarray(16), mac(secret, queueId)) ? queueId : null
}
