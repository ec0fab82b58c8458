// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { displayName, hasActiveSubscription, planLabel } from './account-labels'

describe('planLabel', () => {
  it('names the tier of an active subscription', () => {
    expect(planLabel({ subscriptionTier: 'pro', subscriptionStatus: 'active' })).toBe('Pro Plan')
    expect(planLabel({ subscriptionTier: 'elite', subscriptionStatus: 'active' })).toBe(
      'Elite Plan',
    )
  })

  it("shows 'Free Trial' for anyone without an active subscription", () => {
    expect(planLabel({ subscriptionTier: 'free', subscriptionStatus: 'inactive' })).toBe(
      'Free Trial',
    )
    expect(planLabel({ subscriptionTier: 'basic', subscriptionStatus: 'cancelled' })).toBe(
      'Free Trial',
    )
  })
})

describe('hasActiveSubscription', () => {
  it("is true only for the status 'active'", () => {
    expect(hasActiveSubscription({ subscriptionStatus: 'active' })).toBe(true)
    expect(hasActiveSubscription({ subscriptionStatus: 'pending' })).toBe(false)
  })
})

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.co' })).toBe(
      'Ada Lovelace',
    )
  })

  it('uses what there is, or the e-mail when there is no name', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'a@b.co' })).toBe('Ada')
    expect(displayName({ firstName: ' ', lastName: null, email: 'a@b.co' })).toBe('a@b.co')
  })
})
