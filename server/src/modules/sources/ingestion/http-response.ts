/**
 * Reading an HTTP answer of the guarded client (lib/guarded-http.ts): how long a Retry-After
 * asks to wait, and the body as text in its declared charset.
 */
/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), capped at a day. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now = Date.now(),
): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return null
  const trimmed = text.trim()
  let ms: number
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000
  else {
    const date = Date.parse(trimmed)
    if (Number.isNaN(date)) return null
    ms = date - now
  }
  return Math.min(Math.max(ms, 0), 24 * 60 * 60 * 1000)
}

/** The body as text in the charset the Content-Type names (UTF-8 when none or unknown). */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? 'utf-8'
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
