/**
 * Refuses state-changing requests that a browser sent from another site (CSRF defence in
 * depth beside SameSite=Lax cookies): by Sec-Fetch-Site when the browser sends it, otherwise
 * by comparing Origin with PUBLIC_URL and with the request's own host. Requests without
 * either header (not from a browser) pass.
 */
import type { ErrorBody } from '@common/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open the app directly and try again.'

function isAllowedOrigin(request: FastifyRequest, origin: string, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

export function registerOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string; exemptPaths?: readonly string[] },
): void {
  const publicOrigin = new URL(options.publicUrl).origin
  const exempt = new Set(options.exemptPaths ?? [])
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    if (exempt.has(request.url.split('?')[0] ?? '')) return
    const fetchSite = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    const foreignSite = fetchSite === 'cross-site' || fetchSite === 'same-site'
    const foreignOrigin =
      typeof origin === 'string' && !isAllowedOrigin(request, origin, publicOrigin)
    if (foreignSite || foreignOrigin) {
      return reply
        .status(403)
        .send({ code: 'CROSS_SITE_REQUEST', message: CROSS_SITE_MESSAGE } satisfies ErrorBody)
    }
  })
}
