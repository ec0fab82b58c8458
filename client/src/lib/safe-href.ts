/**
 * A link found in a record or by a search, made clickable only when it is http(s): anything else
 * (javascript:, data:, a malformed URL) is shown as text.
 */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
