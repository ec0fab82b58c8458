/**
 * Serves the React app: the built files from dist/client with the SPA fallback (any non-API
 * GET that wants HTML gets index.html), or, in `npm run dev`, Vite in middleware mode with
 * hot reload. Unknown /api/* paths always get a JSON 404.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ErrorBody } from '@common/errors'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { REPO_ROOT } from '../lib/repo-root'

export const CLIENT_DIST = path.join(REPO_ROOT, 'dist', 'client')

export interface ClientAssetsOptions {
  mode: 'built' | 'vite' | 'none'
  distDir?: string
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    code: 'NOT_FOUND',
    message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
  }
  return reply.status(404).send(body)
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

export async function registerClientAssets(
  app: FastifyInstance,
  options: ClientAssetsOptions,
): Promise<void> {
  if (options.mode === 'vite') return registerVite(app)
  const distDir = options.distDir ?? CLIENT_DIST
  const indexFile = path.join(distDir, 'index.html')
  if (options.mode === 'none' || !existsSync(indexFile)) {
    if (options.mode === 'built') {
      app.log.warn(`No built client at ${distDir}: run "npm run build". Only the API is served.`)
    }
    app.setNotFoundHandler((request, reply) => apiNotFound(request, reply))
    return
  }

  const indexHtml = await readFile(indexFile, 'utf8')
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url)) return apiNotFound(request, reply)
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    if (!wantsPage || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' } satisfies ErrorBody)
    }
    const nonce = reply.cspNonce?.style ?? ''
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(withCspNonce(indexHtml, nonce))
  })
}

/** Puts the reply's style nonce into the page as <meta name="csp-nonce">, for the client. */
function withCspNonce(html: string, nonce: string): string {
  if (!nonce || !/^[A-Za-z0-9+/=_-]+$/.test(nonce)) return html
  return html.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`)
}

/** Development: Vite serves and transforms the client; Fastify keeps /api. */
async function registerVite(app: FastifyInstance): Promise<void> {
  const [{ default: middie }, { createServer }] = await Promise.all([
    import('@fastify/middie'),
    import('vite'),
  ])
  await app.register(middie)
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  })
  app.use((req, res, next) => {
    if (isApi(req.url ?? '')) return next()
    vite.middlewares(req, res, next)
  })
  app.addHook('onClose', () => vite.close())
  app.setNotFoundHandler(async (request, reply) => {
    if (isApi(request.url)) return apiNotFound(request, reply)
    const template = await readFile(path.join(REPO_ROOT, 'client', 'index.html'), 'utf8')
    const html = await vite.transformIndexHtml(request.url, template)
    return reply.type('text/html; charset=utf-8').send(html)
  })
}
