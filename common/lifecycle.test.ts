import { describe, expect, it } from 'vitest'
import { effectiveStage, isActiveCase } from './lifecycle'

const today = '2026-11-26'

describe('the Active rule', () => {
  it('a sale between 60 days ago and a year ahead is active; outside that window it is not', () => {
    const sale = (nextSaleDate: string) =>
      isActiveCase({ stage: 'sale_scheduled', nextSaleDate, filingDate: null }, today)
    expect(sale('2026-09-27')).toBe(true)
    expect(sale('2026-09-26')).toBe(false)
    expect(sale('2027-11-26')).toBe(true)
    expect(sale('2027-11-27')).toBe(false)
  })

  it('a lis pendens filed within 2 years is active; cancelled, sold, redeemed and REO never are', () => {
    const filed = (filingDate: string) =>
      isActiveCase({ stage: 'filed', nextSaleDate: null, filingDate }, today)
    expect(filed('2024-11-27')).toBe(true)
    expect(filed('2024-11-25')).toBe(false)
    for (const stage of ['cancelled', 'sold', 'redeemed', 'reo'] as const) {
      expect(
        isActiveCase({ stage, nextSaleDate: '2026-12-01', filingDate: '2026-11-01' }, today),
      ).toBe(false)
    }
  })

  it("a sale date that passed without news shows as 'unknown'", () => {
    expect(effectiveStage('postponed', '2026-11-25', today)).toBe('unknown')
    expect(effectiveStage('postponed', '2026-11-26', today)).toBe('postponed')
    expect(effectiveStage('cancelled', '2026-01-01', today)).toBe('cancelled')
  })
})
