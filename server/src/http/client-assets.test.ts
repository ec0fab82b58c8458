import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fl-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>App</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")')
  t = await buildTestApp({ client: { mode: 'built', distDir: dist } })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('serving the built client', () => {
  it.each(['/', '/dashboard', '/reset-password?token=abc', '/no/such/page'])(
    'answers %s with index.html (the SPA decides what to show)',
    async (url) => {
      const response = await t.request(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toContain('<div id="root">')
    },
  )

  it('gives each page a fresh style nonce that the CSP header allows', async () => {
    const first = await t.request('/dashboard')
    const html = await first.text()
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1]
    expect(nonce).toBeTruthy()
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${nonce}'`))
    expect(csp).not.toContain('unsafe-inline')
    const second = await (await t.request('/dashboard')).text()
    expect(second).not.toContain(nonce!)
    expect(first.headers.get('cache-control')).toBe('no-store')
  })

  it('serves hashed assets with a long cache, and 404s missing files without the page', async () => {
    const asset = await t.request('/assets/app.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const missing = await t.request('/assets/missing.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<div id="root">')
  })

  it('still answers unknown API paths with JSON 404', async () => {
    const response = await t.request('/api/nothing-here')
    expect(response.status).toBe(404)
    expect((await response.json()).code).toBe('NOT_FOUND')
  })
})
