/**
 * Security headers on every reply: a Content-Security-Policy that allows only this origin,
 * nosniff, no framing, a strict referrer policy. In development Vite's hot reload needs an
 * inline preamble script and a websocket, so only there the policy is relaxed.
 *
 * Helmet's middleware is built ONCE at start-up (helmet's documented use), not per request:
 * @fastify/helmet rebuilt it on every request to put that reply's nonces into the policy
 * (about a tenth of a search's Node CPU, docs/decisions/0046). The nonces are directive
 * functions instead, which helmet calls per reply with the raw response.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

interface CspNonces {
  script: string
  style: string
}

declare module 'fastify' {
  interface FastifyReply {
    /** This reply's CSP nonces (production; null in development, whose policy allows inline). */
    cspNonce: CspNonces | null
  }
}

/** Where the nonces ride on the raw response, for helmet's directive functions. */
const NONCES = Symbol('cspNonces')
type NoncedResponse = ServerResponse & { [NONCES]?: CspNonces }

const nonceSource =
  (kind: keyof CspNonces) =>
  (_request: IncomingMessage, response: ServerResponse): string =>
    `'nonce-${(response as NoncedResponse)[NONCES]?.[kind] ?? ''}'`

/** Two fresh 128-bit nonces, hex, from one call for random bytes. */
function freshNonces(): CspNonces {
  const bytes = randomBytes(32).toString('hex')
  return { script: bytes.slice(0, 32), style: bytes.slice(32) }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { dev: boolean; https: boolean },
): Promise<void> {
  // A fresh nonce per reply (reply.cspNonce); the HTML page hands the style nonce to the
  // client, whose libraries put it on the <style> elements they inject (Radix scroll lock).
  const nonces = !options.dev
  // 'wasm-unsafe-eval' lets WebAssembly compile (pdf.js's image decoders, e.g. OpenJPEG for a
  // JPEG 2000 stamp, docs/decisions/0074); it allows no eval of JavaScript.
  const wasm = "'wasm-unsafe-eval'"
  const scriptSrc = options.dev
    ? ["'self'", "'unsafe-inline'", wasm]
    : ["'self'", nonceSource('script'), wasm]
  const styleSrc = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource('style')]
  const connectSrc = options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc,
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  })
  app.decorateReply('cspNonce', null)
  app.addHook('onRequest', (request, reply, done) => {
    if (nonces) {
      const fresh = freshNonces()
      reply.cspNonce = fresh
      ;(reply.raw as NoncedResponse)[NONCES] = fresh
    }
    // Helmet 8 throws a bad option at start-up and calls next() without an error per reply.
    applyHeaders(request.raw, reply.raw, () => done())
  })
}
