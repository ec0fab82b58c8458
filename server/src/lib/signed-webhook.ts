/**
 * The webhooks the app sends to its users' URLs (CRM pushes, alert matches), signed one way: the
 * Standard Webhooks scheme through the `standardwebhooks` package. Each POST carries
 * `webhook-id` (the delivery's id, the same on every retry), `webhook-timestamp` (unix seconds of
 * this attempt) and `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`,
 * keyed with the secret shown once as `whsec_<base64>`, so a receiver verifies with any Standard
 * Webhooks library and refuses a replay older than five minutes. Sent through the SSRF-guarded
 * POST (guarded-post.ts).
 */
import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { guardedPost, type PostOutcome } from './guarded-post'

/** A new signing secret: 32 random bytes, base64, with the spec's `whsec_` prefix. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/**
 * The three signature headers for `body` sent as delivery `id` at `at` (now by default); null
 * when `secret` is not a usable whsec_ secret (empty, or not base64).
 */
export function webhookSignatureHeaders(options: {
  secret: string
  id: string
  body: string
  at?: Date
}): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> | null {
  let signer: Webhook
  try {
    signer = new Webhook(options.secret)
  } catch {
    return null
  }
  const at = options.at ?? new Date()
  return {
    'webhook-id': options.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(options.id, at, options.body),
  }
}

/** One signed POST of `body` to `url`; 2xx is success, anything else a reason to retry. */
export async function postSignedWebhook(options: {
  url: string
  secret: string
  id: string
  body: string
  userAgent: string
  allowPrivateTargets: boolean
  timeoutMs?: number
}): Promise<PostOutcome> {
  const signature = webhookSignatureHeaders(options)
  if (!signature) return { ok: false, reason: 'the signing secret cannot be used' }
  return guardedPost({
    url: options.url,
    body: options.body,
    allowPrivateTargets: options.allowPrivateTargets,
    timeoutMs: options.timeoutMs,
    headers: { 'user-agent': options.userAgent, ...signature },
  })
}
