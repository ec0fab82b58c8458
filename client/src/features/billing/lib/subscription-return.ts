import type { PaidTier } from '@common/enums'
import { SUPPORT_EMAIL } from '@/lib/brand'
import { paidTierFrom } from './plan-status'

/** What PayPal (or the simulator) hands back on /subscription-success. */
export interface SubscriptionReturn {
  tier: PaidTier | null
  token: string
  payerId: string
  /** Both token and PayerID are present, so the subscription can be completed (spec 2). */
  canComplete: boolean
}

/** Reads ?tier=pro&token=…&PayerID=… from the return URL. */
export function readSubscriptionReturn(params: URLSearchParams): SubscriptionReturn {
  const token = params.get('token')?.trim() ?? ''
  const payerId = params.get('PayerID')?.trim() ?? ''
  return {
    tier: paidTierFrom(params.get('tier')),
    token,
    payerId,
    canComplete: token !== '' && payerId !== '',
  }
}

/** A mailto: link to support with the subject filled in. */
export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`
}

/**
 * Wraps an async call so that the same key runs it once and every caller shares the result:
 * React's StrictMode runs effects twice, and a remount must not complete a payment twice. A
 * failed run is forgotten, so coming back to the page later can try again.
 */
export function oncePerKey<I, O>(
  keyOf: (input: I) => string,
  run: (input: I) => Promise<O>,
): (input: I) => Promise<O> {
  const started = new Map<string, Promise<O>>()
  return (input) => {
    const key = keyOf(input)
    const existing = started.get(key)
    if (existing) return existing
    const promise = run(input)
    started.set(key, promise)
    promise.catch(() => started.delete(key))
    return promise
  }
}
