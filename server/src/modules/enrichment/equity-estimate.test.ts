/** The equity estimate: market value less what the filing shows owed, or null saying why. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateEquity, owedFromFiling } from './equity-estimate'

const asOf = new Date('2026-11-26T10:00:00Z')
const cents = fc.integer({ min: 0, max: 5_000_000_00 }).map((n) => n / 100)

describe('estimateEquity', () => {
  it('is market value minus the sum owed, with its inputs, date and estimate label', () => {
    fc.assert(
      fc.property(cents, fc.array(cents, { minLength: 1, maxLength: 4 }), (market, amounts) => {
        const owed = amounts.map((amount) => ({
          kind: 'judgment' as const,
          amount,
          source: 'the filing',
        }))
        const estimate = estimateEquity({
          marketValue: market,
          marketValueSource: 'assessor',
          owed,
          asOf,
        })
        const expected = Math.round((market - amounts.reduce((a, b) => a + b, 0)) * 100) / 100
        expect(estimate.amount).toBeCloseTo(expected, 2)
        expect(estimate.label).toBe('estimate')
        expect(estimate.asOf).toBe(asOf.toISOString())
        expect(estimate.owed).toHaveLength(amounts.length)
        expect(estimate.missing).toEqual([])
      }),
    )
  })

  it('is null, naming the missing input, without a market value or an amount owed', () => {
    fc.assert(
      fc.property(fc.option(cents, { nil: null }), fc.boolean(), (market, hasOwed) => {
        fc.pre(market === null || !hasOwed)
        const owed = hasOwed ? [{ kind: 'loan' as const, amount: 1000, source: 'the filing' }] : []
        const estimate = estimateEquity({
          marketValue: market,
          marketValueSource: null,
          owed,
          asOf,
        })
        expect(estimate.amount).toBeNull()
        if (market === null) expect(estimate.missing.join(' ')).toContain('market value')
        if (!hasOwed) expect(estimate.missing.join(' ')).toContain('amount owed')
      }),
    )
  })

  it('can be negative (more owed than the house is worth)', () => {
    const estimate = estimateEquity({
      marketValue: 100_000,
      marketValueSource: 'assessor',
      owed: [{ kind: 'judgment', amount: 150_000.5, source: 'the filing' }],
      asOf,
    })
    expect(estimate.amount).toBe(-50_000.5)
  })

  it('says when the filing amount is a minimum bid, not a debt', () => {
    const estimate = estimateEquity({
      marketValue: 1,
      marketValueSource: null,
      owed: [],
      unusableAmountKind: 'minimum_bid',
      asOf,
    })
    expect(estimate.missing).toEqual(['amount owed (the filing gives a minimum bid, not a debt)'])
  })
})

describe('owedFromFiling', () => {
  it('reads judgments, loans and tax amounts as owed, and nothing else', () => {
    expect(owedFromFiling({ loanAmount: '210500.00', amountKind: 'judgment' })).toEqual({
      kind: 'judgment',
      amount: 210500,
      source: 'the filing',
    })
    expect(owedFromFiling({ loanAmount: '99.50', amountKind: null })?.kind).toBe('loan')
    expect(owedFromFiling({ loanAmount: '1200.00', amountKind: 'tax' })?.kind).toBe('tax_lien')
    expect(owedFromFiling({ loanAmount: '50000.00', amountKind: 'minimum_bid' })).toBeNull()
    expect(owedFromFiling({ loanAmount: null, amountKind: 'loan' })).toBeNull()
  })
})
