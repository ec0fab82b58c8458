import { BILLING_MESSAGES } from '@common/contracts/billing'
import { AppError } from '../../http/app-error'
import type { BillingDeps } from './billing.deps'
import type { PaymentProvider, ProviderSubscription } from './providers/payment-provider'

/** The provider, or the spec's 'Subscription service not available' when payments are off. */
export function requireProvider(deps: BillingDeps): PaymentProvider {
  if (!deps.provider)
    throw new AppError('PAYMENTS_NOT_CONFIGURED', BILLING_MESSAGES.notAvailable, 503)
  return deps.provider
}

function addMonth(time: string): Date {
  const next = new Date(time)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}

/**
 * Until when a subscription is paid for, as the provider reports it: the next billing time
 * while it shows one, else a month after the last payment (the plans are monthly; PayPal may
 * drop next_billing_time once a subscription is cancelled). Null when nothing paid runs on.
 */
export function paidThrough(sub: ProviderSubscription, now = new Date()): Date | null {
  const candidates = [
    sub.nextBillingTime ? new Date(sub.nextBillingTime) : null,
    sub.lastPaymentTime ? addMonth(sub.lastPaymentTime) : null,
  ]
  const future = candidates.filter((date): date is Date => date !== null && date > now)
  return future[0] ?? null
}

/** The provider's time of the subscription's last change, or `fallback` when it gives none. */
export function providerTime(sub: ProviderSubscription, fallback: Date): Date {
  const stated = sub.statusUpdateTime ? new Date(sub.statusUpdateTime) : null
  return stated && !Number.isNaN(stated.getTime()) ? stated : fallback
}
