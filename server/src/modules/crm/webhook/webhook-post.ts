/**
 * One signed POST to a user's CRM webhook, through the shared SSRF-guarded POST
 * (server/src/lib/guarded-post.ts).
 */
import { guardedPost, postTargetProblem } from '../../../lib/guarded-post'
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature'

export type WebhookOutcome = { ok: true; status: number } | { ok: false; reason: string }

/** Why a webhook URL is refused, as a sentence; null when it may be posted to. */
export const webhookTargetProblem = postTargetProblem

export async function postWebhook(options: {
  url: string
  secret: string
  body: string
  deliveryId: string
  allowPrivateTargets: boolean
  timeoutMs?: number
}): Promise<WebhookOutcome> {
  const timestamp = Math.floor(Date.now() / 1000)
  const outcome = await guardedPost({
    url: options.url,
    body: options.body,
    allowPrivateTargets: options.allowPrivateTargets,
    timeoutMs: options.timeoutMs,
    headers: {
      'user-agent': 'ForeclosureLeads-Webhook/1',
      'x-webhook-id': options.deliveryId,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, options.body),
    },
  })
  return outcome.ok ? outcome : { ok: false, reason: outcome.reason }
}
