import type { PaidTier } from '@common/enums'
import { SUPPORT_EMAIL } from '@/lib/brand'
import { paidTierFrom } from './plan-status'

/** What PayPal (or the simulator) hands back on /subscription-success. */
export interface SubscriptionReturn {
  /** The tier our own return URL named; shown only once the server confirms it. */
  tier: PaidTier | null
  token: string
  payerId: string
  /** What PayPal really sends back from a subscription approval. */
  subscriptionId: string
  baToken: string
  /**
   * Something to complete: token and PayerID (spec section 2), or PayPal's subscription_id or
   * ba_token (PayPal returns those, with a token that is neither, and no PayerID).
   */
  canComplete: boolean
}

/** Reads ?tier, token, PayerID, subscription_id and ba_token from the return URL. */
export function readSubscriptionReturn(params: URLSearchParams): SubscriptionReturn {
  const read = (name: string) => params.get(name)?.trim() ?? ''
  const token = read('token')
  const payerId = read('PayerID')
  const subscriptionId = read('subscription_id')
  const baToken = read('ba_token')
  return {
    tier: paidTierFrom(params.get('tier')),
    token,
    payerId,
    subscriptionId,
    baToken,
    canComplete: (token !== '' && payerId !== '') || subscriptionId !== '' || baToken !== '',
  }
}

/** The body of complete-subscription: what came back, without the empty parameters. */
export function completionRequest(back: SubscriptionReturn) {
  const request: Record<'token' | 'payerId' | 'subscriptionId' | 'baToken', string> = {
    token: back.token,
    payerId: back.payerId,
    subscriptionId: back.subscriptionId,
    baToken: back.baToken,
  }
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== ''))
}

/** A mailto: link to support with the subject filled in. */
export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`
}

/**
 * Wraps an async call so that the same key runs it once and every caller shares the result:
 * React's StrictMode runs effects twice, and a remount must not complete a payment twice. A
 * failed run is forgotten, so coming back to the page later can try again, and so is a result
 * `keep` refuses (an answer that says to ask again later).
 */
export function oncePerKey<I, O>(
  keyOf: (input: I) => string,
  run: (input: I) => Promise<O>,
  keep: (output: O) => boolean = () => true,
): (input: I) => Promise<O> {
  const started = new Map<string, Promise<O>>()
  return (input) => {
    const key = keyOf(input)
    const existing = started.get(key)
    if (existing) return existing
    const promise = run(input)
    started.set(key, promise)
    promise.then(
      (output) => {
        if (!keep(output)) started.delete(key)
      },
      () => started.delete(key),
    )
    return promise
  }
}
