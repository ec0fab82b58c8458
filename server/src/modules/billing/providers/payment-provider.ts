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
  /** End of the paid period, when the provider reports it (PayPal: while ACTIVE or SUSPENDED). */
  nextBillingTime: string | null
  /** When the last payment was collected (PayPal: billing_info.last_payment.time). */
  lastPaymentTime: string | null
  /** The provider's own time of the last status change (for ordering, never our clock). */
  statusUpdateTime: string | null
}

/** A plan change of a live subscription (PayPal: POST .../revise), approved by the buyer. */
interface ReviseSubscriptionInput {
  subscriptionId: string
  tier: PaidTier
  /** Idempotency key (PayPal-Request-Id). */
  requestId: string
  returnUrl: string
  cancelUrl: string
}

/** One payment of a subscription, as the provider lists it. */
export interface ProviderTransaction {
  id: string
  /** PayPal's capture status: COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED. */
  status: string
  /** Decimal string, e.g. '69.99'. */
  amount: string
  currency: string
  /** RFC 3339 time the payment was processed. */
  time: string
}

interface CreateSubscriptionInput {
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
  /** The payment a PAYMENT.SALE.* event is about (a refund names its sale), else null. */
  saleId: string | null
  /** The amount of a sale, or the amount refunded, as a decimal string; else null. */
  amount: string | null
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
  /** The tier whose plan this is, or null for a plan that is none of ours. */
  tierForPlan(planId: string): PaidTier | null
  /**
   * Creates a subscription the buyer approves at `approvalUrl`. The provider activates it
   * itself once approved (PayPal: user_action SUBSCRIBE_NOW); nothing here activates it.
   */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>
  /** Asks to move a live subscription to another plan; the buyer consents at `approvalUrl`. */
  reviseSubscription(input: ReviseSubscriptionInput): Promise<{ approvalUrl: string }>
  /** Cancels; resolves too when it is already cancelled or expired (safe to repeat). */
  cancelSubscription(subscriptionId: string, reason: string): Promise<void>
  /** The subscription's payments between two times, oldest first. */
  listTransactions(
    subscriptionId: string,
    range: { start: Date; end: Date },
  ): Promise<ProviderTransaction[]>
  /**
   * Verifies a webhook delivery with the provider and parses it; null when the signature does
   * not verify. `rawBody` is the body exactly as received.
   */
  verifyWebhook(input: {
    headers: Record<string, string | string[] | undefined>
    rawBody: string
  }): Promise<ProviderWebhookEvent | null>
}
