import { BILLING_MESSAGES } from '@common/contracts/billing'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorCode, apiErrorMessage, toApiError } from '@/lib/api'
import { tierName } from './plan-status'

/** create-subscription answered without an approval URL: the plan is already active. */
export const ALREADY_SUBSCRIBED_TOAST: ToastMessage = {
  title: 'Already Subscribed',
  description: BILLING_MESSAGES.alreadySubscribed,
}

/** A signed-out visitor chose a plan on /subscription: they go to /auth first. */
export const SIGN_IN_FIRST_TOAST: ToastMessage = {
  title: 'Sign In Required',
  description: 'Please sign in to your account first, then choose your plan.',
}

/** True when a call failed because nobody is signed in (UNAUTHORIZED, or any 401). */
export function isUnauthorizedError(error: unknown): boolean {
  const apiError = toApiError(error)
  return apiError?.code === 'UNAUTHORIZED' || apiError?.status === 401
}

/**
 * A failed create-subscription (spec section 8): payments switched off on the server
 * (PAYMENTS_NOT_CONFIGURED, the spec's 'Subscription service not available' / 'PayPal not
 * configured') is 'Service Unavailable'; anything else is 'Subscription Failed' with the
 * server's words or the default.
 */
export function createSubscriptionErrorToast(error: unknown): ToastMessage {
  if (apiErrorCode(error) === 'PAYMENTS_NOT_CONFIGURED') {
    return {
      title: 'Service Unavailable',
      description: 'Subscription service is not available at this time. Please contact support.',
      variant: 'destructive',
    }
  }
  return {
    title: 'Subscription Failed',
    description: apiErrorMessage(error) || 'An error occurred while processing your subscription.',
    variant: 'destructive',
  }
}

/** A failed complete-subscription, with the server's words or the spec's default. */
export function completeSubscriptionErrorToast(error: unknown): ToastMessage {
  return {
    title: 'Subscription Error',
    description:
      apiErrorMessage(error) ||
      'There was an issue completing your subscription. Please contact support.',
    variant: 'destructive',
  }
}

/** 'Subscription Activated!' - 'Your Pro subscription is now active.' */
export function subscriptionActivatedToast(tier: string): ToastMessage {
  return {
    title: 'Subscription Activated!',
    description: BILLING_MESSAGES.activated(tierName(tier)),
  }
}

/** The subscription was cancelled at the provider; the server says until when access lasts. */
export function subscriptionCancelledToast(serverMessage: string | undefined): ToastMessage {
  return {
    title: 'Subscription Cancelled',
    description: serverMessage || BILLING_MESSAGES.cancelled,
  }
}

/** Cancelling failed: the server's words (e.g. nothing to cancel), else a plain retry hint. */
export function cancelSubscriptionErrorToast(error: unknown): ToastMessage {
  return {
    title: 'Cancellation Failed',
    description:
      apiErrorMessage(error) ||
      'Your subscription could not be cancelled. Please try again or contact support.',
    variant: 'destructive',
  }
}
