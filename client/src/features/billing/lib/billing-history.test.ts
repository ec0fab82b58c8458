// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { billingHistoryRows, paymentAmountLabel, paymentStatusLabel } from './billing-history'

describe('billing history rows', () => {
  it('shows date, the plan paid for, amount as charged and status in words', () => {
    const rows = billingHistoryRows([
      {
        id: 'TX2',
        time: '2026-12-03T10:00:00Z',
        amount: '99.00',
        currency: 'USD',
        status: 'COMPLETED',
        tier: 'elite',
      },
      {
        id: 'TX1',
        time: '2026-11-03T10:00:00Z',
        amount: '69.99',
        currency: 'USD',
        status: 'COMPLETED',
        tier: 'pro',
      },
    ])
    expect(rows).toEqual([
      {
        id: 'TX2',
        date: new Date('2026-12-03T10:00:00Z').toLocaleDateString(),
        plan: 'Elite',
        amount: '$99',
        status: 'Paid',
      },
      {
        id: 'TX1',
        date: new Date('2026-11-03T10:00:00Z').toLocaleDateString(),
        plan: 'Pro',
        amount: '$69.99',
        status: 'Paid',
      },
    ])
  })

  it('leaves the plan empty when the server could not tell it', () => {
    const [row] = billingHistoryRows([
      {
        id: 'TX3',
        time: '2026-11-03T10:00:00Z',
        amount: '1',
        currency: 'USD',
        status: 'PENDING',
        tier: null,
      },
    ])
    expect(row?.plan).toBe('')
  })

  it('names every PayPal capture status, and keeps an unknown one readable', () => {
    expect(
      ['REFUNDED', 'PARTIALLY_REFUNDED', 'PENDING', 'DECLINED'].map(paymentStatusLabel),
    ).toEqual(['Refunded', 'Partly refunded', 'Pending', 'Declined'])
    expect(paymentStatusLabel('ON_HOLD')).toBe('On hold')
  })

  it('writes whole and foreign amounts plainly', () => {
    expect(paymentAmountLabel('99.00', 'USD')).toBe('$99')
    expect(paymentAmountLabel('12.5', 'EUR')).toBe('12.50 EUR')
  })
})
