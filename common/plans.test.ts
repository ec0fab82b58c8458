import { describe, expect, it } from 'vitest'
import { TRIAL } from './limits'
import { findPlan, PLANS, TIER_LIMITS } from './plans'
import { US_STATE_CODES } from './us-states'

describe('plan catalogue (spec section 9)', () => {
  it('has the three paid plans with their prices and subscription ids', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.subtitle, p.price, p.subscriptionId])).toEqual([
      ['basic', 'Basic', 'Starter Access', 29.99, 'basic-monthly'],
      ['pro', 'Pro', 'Growth Advantage', 69.99, 'pro-monthly'],
      ['elite', 'Elite', 'Full Intelligence Suite', 99, 'elite-monthly'],
    ])
  })

  it('marks only Pro as most popular and carries the chooser labels', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro'])
    expect(PLANS.map((p) => p.buttonLabel)).toEqual([
      'Start with Basic',
      'Start Pro - Best Value!',
      'Unlock Elite - Full Power!',
    ])
  })

  it('holds the spec limits: counties, record views, imports, social searches', () => {
    expect(TIER_LIMITS.basic.countiesPerMonth).toBe(3)
    expect(TIER_LIMITS.basic.recordViewsPerMonth).toBe(20)
    expect(TIER_LIMITS.basic.socialSearchesPerMonth).toBe(0)
    expect(TIER_LIMITS.pro.countiesPerMonth).toBe(15)
    expect(TIER_LIMITS.pro.documentImportsPerMonth).toBe(150)
    expect(TIER_LIMITS.pro.socialSearchesPerMonth).toBe(5)
    expect(TIER_LIMITS.elite.documentImportsPerMonth).toBeNull()
    expect(TIER_LIMITS.premium.socialSearchesPerMonth).toBeNull()
    expect(TIER_LIMITS.elite.countiesPerMonth).toBeNull()
    expect(TIER_LIMITS.basic.contactInfo).toBe(false)
    expect(TIER_LIMITS.pro.contactInfo && TIER_LIMITS.elite.contactInfo).toBe(true)
    expect(TIER_LIMITS.basic.aiExtraction).toBe(false)
  })

  it('finds plans by id and not tiers without a card', () => {
    expect(findPlan('pro')?.price).toBe(69.99)
    expect(findPlan('premium')).toBeUndefined()
  })

  it('trial and states', () => {
    expect(TRIAL).toMatchObject({
      durationHours: 24,
      documentUploads: 2,
      searches: 2,
      downloads: 2,
    })
    expect(US_STATE_CODES).toHaveLength(50)
    expect(new Set(US_STATE_CODES).size).toBe(50)
    expect(US_STATE_CODES).not.toContain('DC')
  })
})
