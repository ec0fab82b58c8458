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

export const completeSubscriptionRequest = z.object({
  token: z
    .string({ error: 'The payment token is missing.' })
    .trim()
    .min(1, 'The payment token is missing.')
    .max(200),
  payerId: z.string().trim().max(200).optional().default(''),
})
export type CompleteSubscriptionRequest = z.infer<typeof completeSubscriptionRequest>

export const completeSubscriptionResponse = z.object({
  tier: z.enum(PAID_TIERS),
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
} as const
