/**
 * The webhook's signing secret at rest: always sealed with the server's secret box (AES-256-GCM,
 * the SECRETS_SEALING_KEY that also keeps mailbox and CRM credentials), so a copy of the database
 * signs nothing.
 */
import type { SecretBox } from '../../../lib/secret-box'

/**
 * The secret to sign with; null when this server has no key, or the stored value does not open
 * with it (another key, a changed value, or a secret that was never sealed).
 */
export function openWebhookSecret(box: SecretBox | null, stored: string): string | null {
  if (!box) return null
  try {
    return box.open(stored)
  } catch {
    return null
  }
}
