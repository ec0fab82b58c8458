/**
 * The token of an alert e-mail's unsubscribe link: the user's id and an HMAC of it, so the link
 * works without a login (RFC 8058's one-click POST carries no cookie) and cannot be forged for
 * another user. 43 characters of base64url.
 */
import { readSignedUuidToken, signedUuidToken } from '../../../lib/signed-uuid-token'

const PURPOSE = 'alerts-unsubscribe'

export function alertsUnsubscribeToken(secret: string, userId: string): string {
  return signedUuidToken(secret, PURPOSE, userId)
}

/** The user id a token names, or null when it is malformed or forged. */
export function readAlertsUnsubscribeToken(secret: string, token: string): string | null {
  return readSignedUuidToken(secret, PURPOSE, token)
}
