import { describe, expect, it } from 'vitest'
import {
  auctionSaleAmount,
  normalizeCaseOutcome,
  normalizeSaleStatus,
  normalizeSoldTo,
} from './sale-status'

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

describe('normalizeCaseOutcome', () => {
  it.each([
    // RealAuction auction status (public scrapers' tests; 'Auction Status: Redeemed' live).
    ['Redeemed', 'redeemed'],
    ['Auction Status Redeemed', 'redeemed'],
    // Philadelphia sheriff sales on Bid4Assets (the recorded listing's 'Page Status').
    ['Sold to Plaintiff', 'reo'],
    // A RealAuction item's status panel read whole: label, time, amount, sold-to label and value.
    ['Auction Sold 09/28/2026 09:03 AM ET Amount $33,334.00 Sold To Plaintiff', 'reo'],
  ])('%j -> %s', (text, outcome) => {
    expect(normalizeCaseOutcome(text)).toBe(outcome)
  })

  it.each([
    null,
    '',
    // The sale statuses stay what the sale did.
    'Sold',
    'Canceled per County',
    'Postponed',
    // A sale to a bidder is no REO.
    'Auction Sold 09/28/2026 09:03 AM ET Amount $69,000.00 Sold To 3rd Party Bidder',
    // Atlantic County priors and Jefferson County, CO statuses: neither is a redemption.
    'Total amount to redeem: 2/22/2018 $353.83',
    'Lienor Intent to Redeem Filed',
    'Withdrawn (Cured)',
    { status: 'Redeemed' },
  ])('%j -> null', (value) => {
    expect(normalizeCaseOutcome(value)).toBeNull()
  })

  it('a redeemed sale is cancelled and a sale to the plaintiff is sold, as sale statuses', () => {
    expect(normalizeSaleStatus('Redeemed')).toBe('cancelled')
    expect(normalizeSaleStatus('Sold to Plaintiff')).toBe('sold')
  })
})

describe('normalizeSoldTo and auctionSaleAmount', () => {
  it("reads a sale's buyer only from words that name it", () => {
    expect(normalizeSoldTo('Sold to Plaintiff')).toBe('plaintiff')
    expect(normalizeSoldTo('Plaintiff')).toBe('plaintiff')
    expect(normalizeSoldTo('Auction Sold 09/28/2026 Sold To 3rd Party Bidder')).toBe('third_party')
    expect(normalizeSoldTo('sold to a third-party purchaser')).toBe('third_party')
    for (const silent of ['Sold', 'Postponed', 'Plaintiff requests adjournment', '', null]) {
      expect(normalizeSoldTo(silent), String(silent)).toBeNull()
    }
  })

  it('reads the amount of an auction status panel, nothing else', () => {
    expect(auctionSaleAmount('Auction Sold 09/28/2026 09:03 AM ET Amount $33,334.00 Sold To')).toBe(
      '33334.00',
    )
    expect(auctionSaleAmount('Auction Sold 09/28/2026 09:03 AM ET Sold To Plaintiff')).toBeNull()
    expect(auctionSaleAmount(null)).toBeNull()
  })
})
