import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { registerSecurityHeaders } from './security-headers'

let app: FastifyInstance | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

async function appWith(options: { dev: boolean; https: boolean }): Promise<FastifyInstance> {
  app = Fastify()
  await registerSecurityHeaders(app, options)
  app.get('/nonces', async (_request, reply) => ({ nonces: reply.cspNonce }))
  return app
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('security headers', () => {
  it("puts each reply's own nonces in its policy, fresh every reply", async () => {
    const server = await appWith({ dev: false, https: false })
    const seen = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const response = await server.inject('/nonces')
      const { nonces } = response.json() as { nonces: { script: string; style: string } }
      expect(nonces.script).toMatch(/^[0-9a-f]{32}$/)
      expect(nonces.style).toMatch(/^[0-9a-f]{32}$/)
      expect(nonces.script).not.toBe(nonces.style)
      const csp = String(response.headers['content-security-policy'])
      expect(directive(csp, 'script-src')).toEqual([
        "'self'",
        `'nonce-${nonces.script}'`,
        "'wasm-unsafe-eval'",
      ])
      expect(csp).not.toContain("'unsafe-eval'")
      expect(directive(csp, 'style-src')).toEqual(["'self'", `'nonce-${nonces.style}'`])
      expect(csp).not.toContain('unsafe-inline')
      seen.add(nonces.script).add(nonces.style)
    }
    expect(seen.size).toBe(6)
  })

  it('sends the rest of the policy and headers on every reply', async () => {
    const server = await appWith({ dev: false, https: true })
    const response = await server.inject('/nonces')
    const csp = String(response.headers['content-security-policy'])
    expect(directive(csp, 'default-src')).toEqual(["'self'"])
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(csp.split(';')).toContain('upgrade-insecure-requests')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    )
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined()
  })

  it('sends no HSTS or upgrade over plain http', async () => {
    const server = await appWith({ dev: false, https: false })
    const response = await server.inject('/nonces')
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure')
  })

  it("relaxes the policy for Vite's development server only, without nonces", async () => {
    const server = await appWith({ dev: true, https: false })
    const response = await server.inject('/nonces')
    expect(response.json()).toEqual({ nonces: null })
    const csp = String(response.headers['content-security-policy'])
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'wasm-unsafe-eval'",
    ])
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:'])
    expect(csp).not.toContain('nonce-')
  })
})
