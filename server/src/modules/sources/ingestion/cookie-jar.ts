/**
 * A run's cookies, per host, for sites whose pages answer only inside a session (RealAuction's
 * item list is served after the date's preview page set the session cookie). Set-Cookie is
 * parsed and the Cookie header written by the `cookie` package; a jar lives for one connector
 * run and is never stored.
 */
import { parseSetCookie, stringifyCookie } from 'cookie'

/** Cookies by host name, then by cookie name. */
export type CookieJar = Map<string, Map<string, string>>

/** An empty jar for one run. */
export function createCookieJar(): CookieJar {
  return new Map()
}

/** The Cookie header for a request to `url`, or null when the jar holds none for its host. */
export function cookieHeaderFor(jar: CookieJar, url: URL): string | null {
  const cookies = jar.get(url.hostname.toLowerCase())
  if (!cookies || cookies.size === 0) return null
  return stringifyCookie(Object.fromEntries(cookies))
}

/** Keeps what a response's Set-Cookie headers set (an expired or emptied cookie is dropped). */
export function storeSetCookies(
  jar: CookieJar,
  url: URL,
  setCookie: string | string[] | undefined,
): void {
  if (!setCookie) return
  const host = url.hostname.toLowerCase()
  const cookies = jar.get(host) ?? new Map<string, string>()
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const cookie = parseSetCookie(line)
    if (!cookie.name) continue
    const expired =
      cookie.value === '' ||
      cookie.maxAge === 0 ||
      (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now())
    if (expired) cookies.delete(cookie.name)
    else cookies.set(cookie.name, cookie.value ?? '')
  }
  jar.set(host, cookies)
}
