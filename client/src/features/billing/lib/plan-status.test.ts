// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  accessEndLabel,
  currentPlanTier,
  hasHighestTier,
  isSubscribed,
  paidTierFrom,
  subscriptionStatusLabel,
  tierName,
} from './plan-status'

describe('currentPlanTier', () => {
  it('is the tier of an active subscription', () => {
    expect(currentPlanTier({ subscriptionTier: 'pro', subscriptionStatus: 'active' })).toBe('pro')
    expect(isSubscribed({ subscriptionStatus: 'active' })).toBe(true)
  })

  it('is null on the trial and once a subscription is no longer active', () => {
    expect(currentPlanTier({ subscriptionTier: 'free', subscriptionStatus: 'inactive' })).toBeNull()
    expect(currentPlanTier({ subscriptionTier: 'pro', subscriptionStatus: 'expired' })).toBeNull()
    expect(isSubscribed({ subscriptionStatus: 'suspended' })).toBe(false)
  })
})

describe('hasHighestTier', () => {
  it('holds only for an active Elite subscription', () => {
    expect(hasHighestTier({ subscriptionTier: 'elite', subscriptionStatus: 'active' })).toBe(true)
    expect(hasHighestTier({ subscriptionTier: 'elite', subscriptionStatus: 'cancelled' })).toBe(
      false,
    )
    expect(hasHighestTier({ subscriptionTier: 'pro', subscriptionStatus: 'active' })).toBe(false)
    expect(hasHighestTier({ subscriptionTier: 'premium', subscriptionStatus: 'active' })).toBe(
      false,
    )
  })
})

describe('tierName', () => {
  it('capitalises the tier as its plan names it', () => {
    expect(tierName('pro')).toBe('Pro')
    expect(tierName('ELITE')).toBe('Elite')
    expect(tierName(' basic ')).toBe('Basic')
    expect(tierName('premium')).toBe('Premium')
  })

  it('is empty without a tier', () => {
    expect(tierName(null)).toBe('')
    expect(tierName(undefined)).toBe('')
    expect(tierName('  ')).toBe('')
  })
})

describe('paidTierFrom', () => {
  it('reads a paid tier, ignoring case and spaces', () => {
    expect(paidTierFrom('pro')).toBe('pro')
    expect(paidTierFrom(' Elite ')).toBe('elite')
  })

  it('is null for anything else', () => {
    for (const value of [null, undefined, '', 'free', 'premium', 'gold']) {
      expect(paidTierFrom(value)).toBeNull()
    }
  })
})

describe('subscriptionStatusLabel', () => {
  it('names each status; a trial user has none', () => {
    expect(subscriptionStatusLabel('active', null)).toBe('Active')
    expect(subscriptionStatusLabel('pending', null)).toBe('Pending')
    expect(subscriptionStatusLabel('suspended', null)).toBe('Suspended')
    expect(subscriptionStatusLabel('cancelled', null)).toBe('Cancelled')
    expect(subscriptionStatusLabel('expired', null)).toBe('Expired')
    expect(subscriptionStatusLabel('inactive', null)).toBeNull()
  })

  it('calls an active subscription with an end date cancelled', () => {
    expect(subscriptionStatusLabel('active', '2030-01-01T00:00:00.000Z')).toBe('Cancelled')
  })
})

describe('accessEndLabel', () => {
  const now = new Date('2026-11-21T12:00:00.000Z')

  it("says 'Access until' the end date while it is ahead", () => {
    const endsAt = '2026-12-21T12:00:00.000Z'
    expect(accessEndLabel(endsAt, now)).toBe(
      `Access until ${new Date(endsAt).toLocaleDateString()}`,
    )
  })

  it("says 'Access ended' once the date has passed", () => {
    const endsAt = '2026-11-21T11:59:00.000Z'
    expect(accessEndLabel(endsAt, now)).toBe(
      `Access ended ${new Date(endsAt).toLocaleDateString()}`,
    )
  })
})
