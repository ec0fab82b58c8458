/**
 * Contracts of the billing calls (spec section 7) and of the usage report the sidebar shows.
 */
import { z } from 'zod'
import { PAID_TIERS, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../enums'

export const createSubscriptionRequest = z
  .object({
    subscriptionId: z.enum(['basic-monthly', 'pro-monthly', 'elite-monthly'], {
      error: 'Choose one of the plans: basic-monthly, pro-monthly or elite-monthly.',
    }),
    tier: z.enum(PAID_TIERS, { error: 'Choose one of the tiers: basic, pro or elite.' }),
  })
  .refine((value) => value.subscriptionId === `${value.tier}-monthly`, {
    message: 'The plan and the tier do not match.',
    path: ['subscriptionId'],
  })
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequest>

/** approvalUrl null: nothing to pay (the user already has this plan active). */
export const createSubscriptionResponse = z.object({
  approvalUrl: z.string().nullable(),
  message: z.string().optional(),
})
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>

const returnValue = z.string().trim().max(200).optional()

/**
 * What came back on the return URL: the spec's token and PayerID, and what PayPal really sends
 * (subscription_id, ba_token and a token that is neither). One of token, subscriptionId or
 * baToken is needed.
 */
export const completeSubscriptionRequest = z
  .object({
    token: returnValue,
    payerId: returnValue,
    subscriptionId: returnValue,
    baToken: returnValue,
  })
  .refine((value) => Boolean(value.token || value.subscriptionId || value.baToken), {
    message: 'The payment token is missing.',
    path: ['token'],
  })
export type CompleteSubscriptionRequest = z.input<typeof completeSubscriptionRequest>

/** active: granted; pending: approved, and PayPal is still activating it (ask again shortly). */
const COMPLETION_STATUSES = ['active', 'pending'] as const
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number]

export const completeSubscriptionResponse = z.object({
  tier: z.enum(PAID_TIERS),
  status: z.enum(COMPLETION_STATUSES),
  message: z.string(),
})
export type CompleteSubscriptionResponse = z.infer<typeof completeSubscriptionResponse>

const meter = z.object({
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
})
export type UsageMeter = z.infer<typeof meter>

export const usageResponse = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  /** The tier whose limits apply now: 'free' unless the subscription is active. */
  effectiveTier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  isActive: z.boolean(),
  /** When a cancelled subscription's access ends. */
  endsAt: z.string().nullable(),
  period: z.object({ year: z.number().int(), month: z.number().int() }),
  usage: z.object({
    documentsUploaded: meter,
    publicRecordsSearches: meter,
    recordsViewed: meter,
    socialSearches: meter,
    skipTraces: meter,
    counties: meter,
  }),
})
export type UsageResponse = z.infer<typeof usageResponse>

export const cancelSubscriptionResponse = z.object({ message: z.string(), endsAt: z.string() })

/** One payment of the user's subscriptions, newest first in the list. */
const billingTransaction = z.object({
  id: z.string(),
  /** RFC 3339 time the payment was processed. */
  time: z.string(),
  /** Decimal string, e.g. '69.99'. */
  amount: z.string(),
  currency: z.string(),
  /** The provider's word: COMPLETED, REFUNDED, PARTIALLY_REFUNDED, PENDING, DECLINED. */
  status: z.string(),
  /**
   * The plan the payment was for: the one the subscription was on when it was made (an upgrade
   * applies from the next payment on). null for a subscription this app has no order of.
   */
  tier: z.enum(PAID_TIERS).nullable(),
})
export type BillingTransaction = z.infer<typeof billingTransaction>

export const billingHistoryResponse = z.object({
  /** true: the payment simulator's own payments; no money moved. */
  simulated: z.boolean(),
  /**
   * When the running subscription bills next, as the provider says (PayPal:
   * billing_info.next_billing_time); null when none bills (never subscribed, or cancelled).
   */
  nextBillingAt: z.string().nullable(),
  transactions: z.array(billingTransaction),
})
export type BillingHistoryResponse = z.infer<typeof billingHistoryResponse>
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponse>

export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have an active subscription.',
  notAvailable: 'Subscription service not available. Please contact support.',
  activated: (tierName: string) => `Your ${tierName} subscription is now active.`,
  orderNotFound:
    'No subscription order matches this payment. Please start again from the plans page.',
  notApproved:
    'The payment has not been approved at PayPal yet. Please complete the approval and try again.',
  mismatch: 'This payment does not match your order. Nothing was charged to your plan.',
  cancelled: 'Your subscription is cancelled. You keep access until the end of the paid period.',
  noSubscription: 'You have no active subscription to cancel.',
  alreadyCancelled: (date: string) =>
    `Your subscription is already cancelled. You keep access until ${date}.`,
  providerFailed:
    'PayPal did not answer as expected. Nothing was changed; please try again in a moment.',
  inProgress: 'Your subscription is being set up. Please try again in a moment.',
  activating: (tierName: string) =>
    `PayPal has approved your ${tierName} subscription and is activating it.`,
  historyUnavailable:
    'PayPal did not answer with your billing history. Please try again in a moment.',
} as const
