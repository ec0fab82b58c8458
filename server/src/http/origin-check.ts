/**
 * Refuses state-changing requests that a browser sent from another site (CSRF defence in
 * depth beside SameSite=Lax cookies): by Sec-Fetch-Site when the browser sends it, otherwise
 * by comparing Origin, and Referer too, with PUBLIC_URL and with the request's own host (a
 * request that carries only a Referer, as older browsers and some proxies send it, is judged by
 * it; a foreign Referer is refused like a foreign Origin). Requests without any of these headers
 * (not from a browser) pass. GET routes that change state anyway (the spec's browser navigation
 * to /api/logout) use `refuseCrossSiteNavigation`: top-level navigations carry no Origin.
 */
import type { ErrorBody } from '@common/errors'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open the app directly and try again.'

function isAllowedOrigin(request: FastifyRequest, origin: string, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

/**
 * True when the browser says another site sent the request: Sec-Fetch-Site cross-site or
 * same-site (a sibling subdomain may be someone else's), or an Origin or a Referer that is
 * neither PUBLIC_URL nor the request's own host (a Referer that is no URL counts as foreign).
 * 'same-origin' and 'none' (the user typed the address or used a bookmark) are the app's own.
 */
function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const origin = request.headers.origin
  if (typeof origin === 'string' && !isAllowedOrigin(request, origin, publicOrigin)) return true
  const referer = request.headers.referer
  if (typeof referer === 'string' && referer !== '') {
    let refererOrigin: string
    try {
      refererOrigin = new URL(referer).origin
    } catch {
      return true
    }
    return !isAllowedOrigin(request, refererOrigin, publicOrigin)
  }
  return false
}

function refuse(reply: FastifyReply) {
  return reply
    .status(403)
    .send({ code: 'CROSS_SITE_REQUEST', message: CROSS_SITE_MESSAGE } satisfies ErrorBody)
}

export function registerOriginCheck(
  app: FastifyInstance,
  options: {
    publicUrl: string
    exemptPaths?: readonly string[]
    /**
     * Path prefixes whose POSTs carry their own authority in the URL and must work from anywhere:
     * the unsubscribe links (`/u/<token>`), which mail providers and webmail clients post to.
     */
    exemptPrefixes?: readonly string[]
  },
): void {
  const publicOrigin = new URL(options.publicUrl).origin
  const exempt = new Set(options.exemptPaths ?? [])
  const prefixes = options.exemptPrefixes ?? []
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    const path = request.url.split('?')[0] ?? ''
    if (exempt.has(path) || prefixes.some((prefix) => path.startsWith(prefix))) return
    if (isCrossSiteRequest(request, publicOrigin)) return refuse(reply)
  })
}

/**
 * onRequest hook for a GET route that changes state because browsers navigate to it (GET
 * /api/logout): a navigation from another site (a link, an <img>, a redirect) is answered 403
 * CROSS_SITE_REQUEST and the route does not run. Top-level GET navigations carry no Origin, so
 * for browsers without Sec-Fetch-Site the Referer decides.
 */
export function refuseCrossSiteNavigation(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSiteRequest(request, publicOrigin)) return refuse(reply)
  }
}
