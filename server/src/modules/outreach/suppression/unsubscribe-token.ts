/**
 * The token of an unsubscribe link: the queue row's id and an HMAC of it, so the link names one
 * message (and so its sender and recipient) without carrying the address, and cannot be forged
 * for another row. 43 characters of base64url.
 */
import { readSignedUuidToken, signedUuidToken } from '../../../lib/signed-uuid-token'

const PURPOSE = 'unsubscribe'

/** The token of queue row `queueId` (a uuid). */
export function unsubscribeToken(secret: string, queueId: string): string {
  return signedUuidToken(secret, PURPOSE, queueId)
}

/** The queue row id a token names, or null when it is malformed or forged. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  return readSignedUuidToken(secret, PURPOSE, token)
}
