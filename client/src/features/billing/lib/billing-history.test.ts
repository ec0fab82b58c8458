// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { billingHistoryRows, paymentAmountLabel, paymentStatusLabel } from './billing-history'

describe('billing history rows', () => {
  it('shows date, amount as charged and status in words', () => {
    const [row] = billingHistoryRows([
      {
        id: 'TX1',
        time: '2026-11-03T10:00:00Z',
        amount: '69.99',
        currency: 'USD',
        status: 'COMPLETED',
      },
    ])
    expect(row).toEqual({
      id: 'TX1',
      date: new Date('2026-11-03T10:00:00Z').toLocaleDateString(),
      amount: '$69.99',
      status: 'Paid',
    })
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
