/** A connection's credentials, sealed as JSON with the secret box (AES-256-GCM, SECRETS_SEALING_KEY). */
import type { SecretBox } from '../../../lib/secret-box'

export function sealCredentials(box: SecretBox, credentials: Record<string, string>): string {
  return box.seal(JSON.stringify(credentials))
}

export function openCredentials(box: SecretBox, sealed: string): Record<string, string> {
  return JSON.parse(box.open(sealed)) as Record<string, string>
}
