import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CASE_STAGES, ENDED_STAGES } from './lifecycle'
import {
  EXPECTED_DAYS_TO_SALE,
  URGENCY_WEIGHTS,
  type UrgencyInput,
  urgencyExplanation,
  urgencyOf,
} from './urgency'

const TODAY = '2026-11-30'
const base: UrgencyInput = {
  state: 'FL',
  stage: 'sale_scheduled',
  nextSaleDate: '2026-12-09',
  postponementCount: 0,
  saleStatus: null,
  filingDate: null,
  equity: 84_000,
  reachablePhones: 2,
  usableEmails: 0,
  stale: false,
}
const shift = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('urgencyOf', () => {
  it('keeps its weights in one place: the four maxima sum to 100', () => {
    const w = URGENCY_WEIGHTS
    expect(w.clockMax + w.stageMax + w.opportunityMax + w.reachabilityMax).toBe(100)
    expect(EXPECTED_DAYS_TO_SALE.judicial.filed).toBeGreaterThan(
      EXPECTED_DAYS_TO_SALE.nonJudicial.filed,
    )
  })

  it('explains a sale in 9 days with equity and phones', () => {
    const u = urgencyOf(base, TODAY)
    expect(urgencyExplanation(u)).toBe(
      'Sale in 9 days (FL, scheduled); Stage: sale scheduled; equity about $84,000; 2 phones not on DNC',
    )
    expect(u.confidence).toBe('normal')
    expect(u.score).toBeGreaterThan(70)
  })

  it('gives 0 to a sold case, with that reason', () => {
    const u = urgencyOf({ ...base, stage: 'sold' }, TODAY)
    expect(u.score).toBe(0)
    expect(u.reasons).toEqual([
      { factor: 'stage', share: 100, text: 'Case sold: no sale left to work towards' },
    ])
  })

  it('reads a cancelled sale status when no stage is reported', () => {
    expect(urgencyOf({ ...base, stage: null, saleStatus: 'cancelled' }, TODAY).score).toBe(0)
  })

  it('lowers a bankruptcy stay and postponements', () => {
    const plain = urgencyOf(base, TODAY).score
    expect(urgencyOf({ ...base, stage: 'bankruptcy_stay' }, TODAY).score).toBeLessThan(plain - 30)
    const postponed = urgencyOf({ ...base, stage: 'postponed', postponementCount: 3 }, TODAY)
    expect(postponed.score).toBeLessThan(plain)
    expect(postponed.reasons[0]?.text).toBe('Sale in 9 days (FL, postponed 3 times)')
  })

  it('says negative and unknown equity', () => {
    const neg = urgencyOf({ ...base, equity: -12_400 }, TODAY)
    expect(neg.reasons[2]?.text).toBe('negative equity about -$12,000')
    expect(neg.reasons[2]?.share).toBe(0)
    expect(urgencyOf({ ...base, equity: null }, TODAY).reasons[2]?.text).toBe('equity unknown')
  })

  it('times a filing without a sale date by the state’s process', () => {
    const filed = { ...base, stage: 'filed' as const, nextSaleDate: null, filingDate: '2026-10-01' }
    const judicial = urgencyOf({ ...filed, state: 'NJ' }, TODAY)
    const nonJudicial = urgencyOf({ ...filed, state: 'CA' }, TODAY)
    expect(judicial.reasons[0]?.text).toBe(
      'No sale date; a filed case usually reaches sale in about 540 days (NJ, judicial)',
    )
    expect(nonJudicial.score).toBeGreaterThan(judicial.score)
  })

  it('says a passed sale date and no reachability', () => {
    const u = urgencyOf({ ...base, nextSaleDate: '2026-11-01', reachablePhones: 0 }, TODAY)
    expect(u.reasons[0]?.text).toMatch(/^Sale date 2026-11-01 passed, no result published/)
    expect(u.reasons[3]?.text).toBe('no phone or e-mail that may be used')
  })

  it('marks a stale record low confidence and says so', () => {
    const u = urgencyOf({ ...base, stale: true }, TODAY)
    expect(u.confidence).toBe('low')
    expect(u.reasons.at(-1)).toMatchObject({ factor: 'freshness', share: 0 })
  })
})

const inputs = fc.record({
  state: fc.constantFrom('FL', 'NJ', 'CA', 'TX', 'DC', 'ZZ', null),
  stage: fc.constantFrom(...CASE_STAGES, null),
  nextSaleDate: fc.option(fc.integer({ min: -400, max: 800 }).map(shift)),
  postponementCount: fc.nat(30),
  saleStatus: fc.constantFrom('scheduled', 'postponed', 'cancelled', 'sold', 'stayed', null),
  filingDate: fc.option(fc.integer({ min: -3000, max: 0 }).map(shift)),
  equity: fc.option(fc.integer({ min: -500_000, max: 2_000_000 })),
  reachablePhones: fc.nat(6),
  usableEmails: fc.nat(4),
  stale: fc.boolean(),
}) as fc.Arbitrary<UrgencyInput>

describe('urgencyOf properties', () => {
  it('scores an integer 0..100 whose shares sum to 100', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const u = urgencyOf(input, TODAY)
        expect(Number.isInteger(u.score)).toBe(true)
        expect(u.score).toBeGreaterThanOrEqual(0)
        expect(u.score).toBeLessThanOrEqual(100)
        expect(u.reasons.reduce((a, r) => a + r.share, 0)).toBe(100)
        expect(u.reasons.every((r) => r.share >= 0 && r.text.length > 0)).toBe(true)
      }),
    )
  })

  it('gives ended stages 0', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(...ENDED_STAGES), (input, stage) => {
        expect(urgencyOf({ ...input, stage }, TODAY).score).toBe(0)
      }),
    )
  })

  it('never scores a nearer sale lower, all else equal', () => {
    fc.assert(
      fc.property(inputs, fc.nat(500), fc.nat(500), (input, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a]
        const at = (days: number) => urgencyOf({ ...input, nextSaleDate: shift(days) }, TODAY).score
        expect(at(near)).toBeGreaterThanOrEqual(at(far))
      }),
    )
  })

  it('gives a stale record low confidence', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const u = urgencyOf({ ...input, stale: true }, TODAY)
        expect(u.confidence).toBe('low')
        expect(u.reasons.some((r) => r.factor === 'freshness')).toBe(true)
      }),
    )
  })
})
