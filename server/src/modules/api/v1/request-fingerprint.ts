/**
 * What makes two requests "the same" for Idempotency-Key: the method, the path with its query,
 * and the body as the route read it: JSON with keys in a fixed order (so key order and spacing do
 * not matter), a multipart upload by its fields and the SHA-256 of its file (not the boundary,
 * which a client picks anew on every send).
 */
import { createHash } from 'node:crypto'

/** JSON text with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestFingerprint(method: string, url: string, body: string): string {
  return createHash('sha256').update(`${method} ${url}\n${body}`).digest('hex')
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}
