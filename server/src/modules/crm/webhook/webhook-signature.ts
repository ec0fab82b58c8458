/**
 * The webhook's signature: `X-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the
 * secret shown once at connection, and `X-Signature-Timestamp: <unix seconds>`, so a receiver can
 * check the body came from us and refuse a replay older than CRM.webhookToleranceSeconds.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { CRM } from '@common/limits'

export const SIGNATURE_HEADER = 'x-signature'
export const TIMESTAMP_HEADER = 'x-signature-timestamp'

/** A new signing secret: 32 random bytes, base64url, prefixed so a user can tell what it is. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** What a receiver does (and the tests): the signature matches and the timestamp is recent. */
export function verifyWebhook(options: {
  secret: string
  body: string
  signature: string | undefined
  timestamp: string | undefined
  now?: number
}): boolean {
  const timestamp = Number(options.timestamp)
  if (!options.signature || !Number.isInteger(timestamp)) return false
  const now = Math.floor((options.now ?? Date.now()) / 1000)
  if (Math.abs(now - timestamp) > CRM.webhookToleranceSeconds) return false
  const expected = Buffer.from(signWebhook(options.secret, timestamp, options.body))
  const given = Buffer.from(options.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
