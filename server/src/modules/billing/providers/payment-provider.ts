/**
 * The payment provider (CONVENTIONS.md rule 5): PayPal's Subscriptions API in production, a
 * local simulator by default. Billing code talks only to this interface; the tier a user gets
 * is decided from what the provider says, never from what the browser says.
 */
import type { PaidTier } from '@common/enums'

/** PayPal's subscription states (v1/billing/subscriptions). */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
] as const
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number]

export interface ProviderSubscription {
  id: string
  status: ProviderSubscriptionStatus
  /** The provider's plan id (e.g. PayPal 'P-...'); compare with planIdFor(tier). */
  planId: string
  /** What we sent as custom_id at creation: the user's id. */
  customId: string | null
  payerId: string | null
  /** End of the paid period, when the provider reports it. */
  nextBillingTime: string | null
}

export interface CreateSubscriptionInput {
  tier: PaidTier
  userId: string
  /** Idempotency key (PayPal-Request-Id): the same key returns the same subscription. */
  requestId: string
  returnUrl: string
  cancelUrl: string
}

export interface CreatedSubscription {
  subscriptionId: string
  /** Where the browser goes to approve the payment. */
  approvalUrl: string
  status: ProviderSubscriptionStatus
}

/** A webhook event as the provider sent it, after its signature has been verified. */
export interface ProviderWebhookEvent {
  id: string
  eventType: string
  /** The subscription the event is about, when it is about one. */
  subscriptionId: string | null
  /** RFC 3339 time the provider created the event (for ordering). */
  createTime: string
  resource: Record<string, unknown>
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
  constructor(
    message: string,
    /** HTTP status the provider answered, when it answered. */
    readonly providerStatus?: number,
    /** The provider's error name, e.g. 'RESOURCE_NOT_FOUND'. */
    readonly providerCode?: string,
  ) {
    super(message)
  }
}

export interface PaymentProvider {
  readonly kind: 'paypal' | 'simulator'
  /** The provider's plan id for a tier. */
  planIdFor(tier: PaidTier): string
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>
  /** Activates an APPROVED subscription (PayPal: POST .../activate). */
  activateSubscription(subscriptionId: string): Promise<void>
  cancelSubscription(subscriptionId: string, reason: string): Promise<void>
  /**
   * Verifies a webhook delivery with the provider and parses it; null when the signature does
   * not verify. `rawBody` is the body exactly as received.
   */
  verifyWebhook(input: {
    headers: Record<string, string | string[] | undefined>
    rawBody: string
  }): Promise<ProviderWebhookEvent | null>
}
