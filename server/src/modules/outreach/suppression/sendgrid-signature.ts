/**
 * SendGrid's Signed Event Webhook: the body is signed with ECDSA (P-256, SHA-256) over the
 * timestamp header followed by the raw body; the signature (base64, DER) is in
 * `X-Twilio-Email-Event-Webhook-Signature`, the timestamp in `...-Timestamp`, and the public key
 * from SendGrid's mail settings is base64 DER (SubjectPublicKeyInfo), without PEM framing.
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto'

export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature'
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp'

/** The key as SendGrid shows it (base64 DER) or as PEM; throws naming the problem. */
export function sendGridPublicKey(value: string): KeyObject {
  const trimmed = value.trim()
  if (trimmed.includes('BEGIN PUBLIC KEY')) return createPublicKey(trimmed)
  return createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' })
}

/** True when `signature` is the key's signature of `timestamp + rawBody`. */
export function verifySendGridSignature(
  key: KeyObject,
  rawBody: string,
  signature: string | undefined,
  timestamp: string | undefined,
): boolean {
  if (!signature || !timestamp) return false
  try {
    const verifier = createVerify('sha256')
    verifier.update(timestamp + rawBody)
    return verifier.verify(key, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}
