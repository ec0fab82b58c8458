// @vitest-environment node
import { BILLING_MESSAGES } from '@common/contracts/billing'
import { describe, expect, it } from 'vitest'
import {
  ALREADY_SUBSCRIBED_TOAST,
  cancelSubscriptionErrorToast,
  completeSubscriptionErrorToast,
  createSubscriptionErrorToast,
  isUnauthorizedError,
  subscriptionActivatedToast,
  subscriptionCancelledToast,
} from './subscription-toasts'

/** An error exactly as apiRequest throws it: 'status: body'. */
function apiError(status: number, body: unknown): Error {
  return new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`)
}

describe('createSubscriptionErrorToast', () => {
  const unavailable = {
    title: 'Service Unavailable',
    description: 'Subscription service is not available at this time. Please contact support.',
    variant: 'destructive',
  }

  it("PAYMENTS_NOT_CONFIGURED ('Subscription service not available'): 'Service Unavailable'", () => {
    const error = apiError(503, {
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: BILLING_MESSAGES.notAvailable,
    })
    expect(createSubscriptionErrorToast(error)).toEqual(unavailable)
    const reworded = apiError(503, {
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: 'PayPal not configured',
    })
    expect(createSubscriptionErrorToast(reworded)).toEqual(unavailable)
  })

  it('the wording alone does not make it the service being down', () => {
    expect(createSubscriptionErrorToast(apiError(500, 'PayPal not configured')).title).toBe(
      'Subscription Failed',
    )
  })

  it("anything else: 'Subscription Failed' with the server's message", () => {
    const message = 'PayPal could not start the subscription. Please try again in a moment.'
    expect(
      createSubscriptionErrorToast(apiError(502, { code: 'PAYMENT_PROVIDER_ERROR', message })),
    ).toEqual({ title: 'Subscription Failed', description: message, variant: 'destructive' })
  })

  it("without a server message: 'An error occurred while processing your subscription.'", () => {
    const expected = {
      title: 'Subscription Failed',
      description: 'An error occurred while processing your subscription.',
      variant: 'destructive',
    }
    expect(createSubscriptionErrorToast(apiError(500, 'Internal Server Error'))).toEqual(expected)
    expect(createSubscriptionErrorToast(new TypeError('Failed to fetch'))).toEqual(expected)
  })
})

describe('ALREADY_SUBSCRIBED_TOAST', () => {
  it("is 'Already Subscribed' - 'You already have an active subscription.'", () => {
    expect(ALREADY_SUBSCRIBED_TOAST).toEqual({
      title: 'Already Subscribed',
      description: 'You already have an active subscription.',
    })
  })
})

describe('isUnauthorizedError', () => {
  it('spots a 401 and nothing else', () => {
    expect(isUnauthorizedError(apiError(401, { code: 'UNAUTHORIZED', message: 'x' }))).toBe(true)
    expect(isUnauthorizedError(apiError(403, 'Forbidden'))).toBe(false)
    expect(isUnauthorizedError(new Error('boom'))).toBe(false)
  })
})

describe('completeSubscriptionErrorToast', () => {
  it("'Subscription Error' with the server's message", () => {
    const message = BILLING_MESSAGES.notApproved
    expect(
      completeSubscriptionErrorToast(apiError(402, { code: 'PAYMENT_NOT_APPROVED', message })),
    ).toEqual({
      title: 'Subscription Error',
      description: message,
      variant: 'destructive',
    })
  })

  it('without a message: the spec’s default', () => {
    expect(completeSubscriptionErrorToast(apiError(500, 'Internal Server Error'))).toEqual({
      title: 'Subscription Error',
      description: 'There was an issue completing your subscription. Please contact support.',
      variant: 'destructive',
    })
  })
})

describe('subscriptionActivatedToast', () => {
  it("'Subscription Activated!' - 'Your {Tier} subscription is now active.'", () => {
    expect(subscriptionActivatedToast('pro')).toEqual({
      title: 'Subscription Activated!',
      description: 'Your Pro subscription is now active.',
    })
    expect(subscriptionActivatedToast('elite').description).toBe(
      'Your Elite subscription is now active.',
    )
  })
})

describe('cancellation toasts', () => {
  it("success shows the server's message, else the standard text", () => {
    expect(subscriptionCancelledToast('Cancelled; access until May 1.')).toEqual({
      title: 'Subscription Cancelled',
      description: 'Cancelled; access until May 1.',
    })
    expect(subscriptionCancelledToast(undefined).description).toBe(BILLING_MESSAGES.cancelled)
  })

  it("failure shows the server's message, else a retry hint", () => {
    const message = BILLING_MESSAGES.noSubscription
    const error = apiError(400, { code: 'NO_ACTIVE_SUBSCRIPTION', message })
    expect(cancelSubscriptionErrorToast(error)).toEqual({
      title: 'Cancellation Failed',
      description: message,
      variant: 'destructive',
    })
    expect(cancelSubscriptionErrorToast(apiError(500, 'oops')).description).toBe(
      'Your subscription could not be cancelled. Please try again or contact support.',
    )
  })
})
