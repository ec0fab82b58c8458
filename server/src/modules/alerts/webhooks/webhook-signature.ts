/**
 * The alert webhook's signature, Stripe-style: one header
 * `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed with the
 * user's secret, so a receiver checks the body is ours and refuses a replay older than
 * ALERTS.webhookToleranceSeconds (docs/decisions/0032 shows a receiver's check).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { ALERTS } from '@common/alert-plans'

export const ALERT_SIGNATURE_HEADER = 'x-webhook-signature'

/** A new signing secret: 32 random bytes, base64url, prefixed so a user can tell what it is. */
export function generateAlertWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`
}

export function alertSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

/** What a receiver does (and the tests): a v1 signature matches and the timestamp is recent. */
export function verifyAlertSignature(options: {
  secret: string
  body: string
  header: string | undefined
  now?: number
}): boolean {
  const parts = new Map<string, string[]>()
  for (const item of (options.header ?? '').split(',')) {
    const [key = '', value = ''] = item.split('=', 2)
    parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()])
  }
  const timestamp = Number(parts.get('t')?.[0])
  if (!Number.isInteger(timestamp)) return false
  const now = Math.floor((options.now ?? Date.now()) / 1000)
  if (Math.abs(now - timestamp) > ALERTS.webhookToleranceSeconds) return false
  const expected = Buffer.from(
    createHmac('sha256', options.secret).update(`${timestamp}.${options.body}`).digest('hex'),
  )
  return (parts.get('v1') ?? []).some((given) => {
    const buffer = Buffer.from(given)
    return buffer.length === expected.length && timingSafeEqual(buffer, expected)
  })
}
