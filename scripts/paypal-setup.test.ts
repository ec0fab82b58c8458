import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../server/src/testing/fake-paypal'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
let fake: FakePayPal

beforeEach(async () => {
  fake = await startFakePayPal()
})
afterEach(() => fake.close())

function setup(env: Record<string, string>) {
  return run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/paypal-setup.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  })
}

describe('npm run paypal:setup', () => {
  it('prints one PAYPAL_PLAN_ID line per tier, for plans PayPal now holds', async () => {
    const { stdout } = await setup({
      PAYPAL_API_BASE: fake.baseUrl,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
    })
    const lines = stdout.trim().split('\n')
    expect(lines.map((line) => line.split('=')[0])).toEqual([
      'PAYPAL_PLAN_ID_BASIC',
      'PAYPAL_PLAN_ID_PRO',
      'PAYPAL_PLAN_ID_ELITE',
    ])
    for (const line of lines) {
      expect(fake.billingPlans.has(line.split('=')[1] ?? '')).toBe(true)
    }
  })

  it('stops with a message naming the variables when credentials are missing', async () => {
    // Set but empty, so that a developer's .env cannot fill them in.
    const empty = { PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' }
    const failure = await setup({ PAYPAL_API_BASE: fake.baseUrl, ...empty }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toContain('PAYPAL_CLIENT_SECRET')
    expect(fake.requests).toHaveLength(0)
  })
})
