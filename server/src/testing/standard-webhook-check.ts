/**
 * A receiver's check of a signed webhook (lib/signed-webhook.ts), done the way a user's endpoint
 * does it: the `standardwebhooks` library's verifier, which also refuses a timestamp more than five
 * minutes from its clock. `now` moves that clock (only Date, only for the check).
 */
import { Webhook } from 'standardwebhooks'
import { vi } from 'vitest'

export function verifiesAsStandardWebhook(options: {
  secret: string
  body: string
  headers: object
  now?: number
}): boolean {
  if (options.now !== undefined) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(options.now)
  }
  try {
    new Webhook(options.secret).verify(options.body, options.headers as Record<string, string>)
    return true
  } catch {
    return false
  } finally {
    if (options.now !== undefined) vi.useRealTimers()
  }
}
