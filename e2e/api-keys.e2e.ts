/**
 * The public API in Chromium (docs/decisions/0033): an Elite user creates a key in settings and
 * sees it once, calls /api/v1/leads with it, revokes it and is refused; the API reference page
 * renders from this server alone, with no CSP violation; settings shows the typed-client example.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { type BrowserSession, setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

const session: BrowserSession = setUpBrowserSession({}, (current) => {
  app = current.app
  page = current.page
  errors = current.errors
})

const apiSection = () => page.locator('#main').getByRole('region', { name: 'API keys' })

describe('API keys', () => {
  it('creates a key shown once, calls the API with it, then revokes it', async () => {
    await login(page, { tier: 'elite' })
    await page.goto(`${app.baseUrl}/settings`)
    const section = apiSection()
    await section.getByLabel('Key name').fill('Zapier')
    await section.getByRole('button', { name: 'Create API key' }).click()
    const shown = section.getByTestId('new-api-key')
    await shown.waitFor()
    const key = (await shown.textContent())?.trim() ?? ''
    expect(key).toMatch(/^fl_live_[A-Za-z0-9_-]{43}$/)
    await toastText(page, 'API Key Created').waitFor()

    const call = () =>
      fetch(`${app.baseUrl}/api/v1/leads`, { headers: { authorization: `Bearer ${key}` } })
    const ok = await call()
    expect(ok.status).toBe(200)
    expect(Array.isArray((await ok.json()).leads)).toBe(true)

    // After a reload the key is gone for good: only its prefix, with its use.
    await page.reload()
    const row = apiSection().getByRole('listitem', { name: 'API key Zapier' })
    await row.getByText(key.slice(0, 14)).waitFor()
    await row.getByText('Today 1 of').waitFor()
    expect(await page.content()).not.toContain(key)

    await row.getByRole('button', { name: 'Revoke' }).click()
    await toastText(page, 'API Key Revoked').waitFor()
    await apiSection().getByText('No API keys yet.').waitFor()
    expect((await call()).status).toBe(401)
    expect(errors).toEqual([])
  })

  it('links the API reference, which loads only from this server', async () => {
    await login(page, { tier: 'elite' })
    await page.goto(`${app.baseUrl}/settings`)
    const link = apiSection().getByRole('link', { name: 'API reference' })
    expect(await link.getAttribute('href')).toBe('/api/v1/docs')
    // The typed-client example (docs/api/examples/typed-client.ts, the file the typecheck compiles).
    await apiSection().getByText('Typed client (TypeScript)').click()
    const example = apiSection().getByTestId('typed-client-example')
    await example.waitFor()
    const code = (await example.textContent()) ?? ''
    expect(code).toContain("import createClient from 'openapi-fetch'")
    expect(code).toContain("api.GET('/api/v1/leads'")
    expect(code).not.toContain('example:start')

    const foreign: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(app.baseUrl) && !url.startsWith('data:')) foreign.push(url)
    })
    await page.goto(`${app.baseUrl}/api/v1/docs`)
    await page.getByText('Foreclosure Leads API').first().waitFor()
    await page.getByText('/api/v1/leads/{id}').first().waitFor()
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
  })
})

void session
