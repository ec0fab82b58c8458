// @vitest-environment node
import type { UsageMeter, UsageResponse } from '@common/contracts/billing'
import { describe, expect, it } from 'vitest'
import { usageMeterRows, usagePeriodLabel } from './usage-meters'

function meter(used: number, limit: number | null): UsageMeter {
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) }
}

function report(usage: Partial<UsageResponse['usage']>): UsageResponse {
  return {
    tier: 'pro',
    effectiveTier: 'pro',
    status: 'active',
    isActive: true,
    endsAt: null,
    period: { year: 2026, month: 11 },
    usage: {
      documentsUploaded: meter(0, 150),
      publicRecordsSearches: meter(0, null),
      recordsViewed: meter(0, null),
      socialSearches: meter(0, 5),
      skipTraces: meter(0, 0),
      counties: meter(0, 15),
      ...usage,
    },
  }
}

describe('usageMeterRows', () => {
  it('words each limited meter as used of limit', () => {
    const rows = usageMeterRows(
      report({
        counties: meter(3, 15),
        documentsUploaded: meter(12, 150),
        socialSearches: meter(1, 5),
      }),
    )
    expect(rows.map((r) => r.summary)).toEqual([
      '3 of 15 counties used',
      '12 of 150 documents imported this month',
      '1 of 5 social searches used',
    ])
    expect(rows[0]?.fill).toBeCloseTo(0.2)
  })

  it('shows records viewed only when the plan caps them (Basic)', () => {
    const rows = usageMeterRows(
      report({ recordsViewed: meter(4, 20), socialSearches: meter(0, 0), counties: meter(1, 3) }),
    )
    expect(rows.map((r) => r.id)).toEqual(['counties', 'documents', 'records', 'social'])
    expect(rows[2]?.summary).toBe('4 of 20 records viewed this month')
  })

  it("says 'Unlimited' where the limit is null, with the count beside it", () => {
    const rows = usageMeterRows(
      report({ counties: meter(7, null), socialSearches: meter(2, null) }),
    )
    expect(rows[0]).toEqual({
      id: 'counties',
      label: 'Counties',
      summary: 'Unlimited',
      detail: '7 used this month',
      fill: null,
    })
    expect(rows[2]?.summary).toBe('Unlimited')
  })

  it('says a zero limit is not in the plan, and caps the bar at full', () => {
    const rows = usageMeterRows(report({ socialSearches: meter(0, 0), counties: meter(16, 15) }))
    expect(rows.find((r) => r.id === 'social')?.summary).toBe('Not included in your plan')
    expect(rows[0]?.fill).toBe(1)
  })
})

describe('usageMeterRows: skip traces', () => {
  it('shows the skip traces meter on plans that have them, last', () => {
    const rows = usageMeterRows(report({ skipTraces: meter(12, 250) }))
    expect(rows.at(-1)).toMatchObject({
      id: 'traces',
      summary: '12 of 250 skip traces used this month',
    })
    expect(usageMeterRows(report({})).some((r) => r.id === 'traces')).toBe(false)
  })
})

describe('usagePeriodLabel', () => {
  it('names the month and year', () => {
    expect(usagePeriodLabel({ year: 2026, month: 11 }, 'en-US')).toBe('November 2026')
    expect(usagePeriodLabel({ year: 2025, month: 1 }, 'en-US')).toBe('January 2025')
  })
})
