/**
 * Security headers on every reply: a Content-Security-Policy that allows only this origin,
 * nosniff, no framing, a strict referrer policy. In development Vite's hot reload needs an
 * inline preamble script and a websocket, so only there the policy is relaxed.
 */
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { dev: boolean; https: boolean },
): Promise<void> {
  const scriptSrc = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]
  const connectSrc = options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]
  await app.register(helmet, {
    global: true,
    // A fresh nonce per reply (reply.cspNonce); the HTML page hands the style nonce to the
    // client, whose libraries put it on the <style> elements they inject (Radix scroll lock).
    enableCSPNonces: !options.dev,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
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
}
