/** The fingerprint the v1 plugin gives a JSON request, for tests that write a claim directly. */
import { canonicalJson, requestFingerprint } from '../v1/request-fingerprint'

export function parsedBodyFingerprintFor(method: string, url: string, body: unknown): string {
  return requestFingerprint(method, url, canonicalJson(body))
}
