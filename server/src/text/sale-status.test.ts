import { describe, expect, it } from 'vitest'
import { normalizeSaleStatus } from './sale-status'

describe('normalizeSaleStatus', () => {
  it.each([
    // Legal notices (Pittsburgh Legal Journal) and their variants.
    ['Sale Cancelled', 'cancelled'],
    ['Sale Canceled.', 'cancelled'],
    ['Sale Postponed', 'postponed'],
    ['Sale Stayed', 'stayed'],
    ['Sale Adjourned', 'postponed'],
    // Atlantic County, NJ status history.
    ['Scheduled', 'scheduled'],
    ['Adjourned - Plaintiff', 'postponed'],
    ['Adjourned - Court', 'postponed'],
    ['Pending Bankruptcy', 'stayed'],
    // RealForeclose (Orange and Pasco, FL) and Ouachita, LA.
    ['Canceled', 'cancelled'],
    ['Sold', 'sold'],
    ['Accepting Proxy', 'scheduled'],
    ['PENDING', 'scheduled'],
    ['Withdrawn', 'cancelled'],
    ['Redeemed', 'cancelled'],
    ['  sale cancelled, was adjourned  ', 'cancelled'],
  ])('%j -> %s', (text, status) => {
    expect(normalizeSaleStatus(text)).toBe(status)
  })

  it.each([null, undefined, '', '   ', 'Lis Pendens', 42, { status: 'Sold' }])(
    '%j -> null',
    (value) => {
      expect(normalizeSaleStatus(value)).toBeNull()
    },
  )
})
