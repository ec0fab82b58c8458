/**
 * The webhook's signing secret at rest: sealed with the server's secret box (AES-256-GCM, the
 * SECRETS_SEALING_KEY that also keeps mailbox and CRM credentials), so a copy of the database signs
 * nothing. A secret saved before sealing (plain 'whsec_...') is still read, and sealed at its
 * next delivery.
 */
import type { SecretBox } from '../../../lib/secret-box'

const SEALED_PREFIX = 'v1.'

export const isSealedSecret = (stored: string) => stored.startsWith(SEALED_PREFIX)

/** The secret to sign with; null when it is sealed and this server has no key to open it. */
export function openWebhookSecret(box: SecretBox | null, stored: string): string | null {
  if (!isSealedSecret(stored)) return stored
  return box ? box.open(stored) : null
}
