// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  documentActionKind,
  documentTypeTone,
  equityCriteriaLabel,
  placeLine,
  planBadgeLabel,
  trialBadgeLabel,
} from './records-labels'

const running = {
  isExpired: false,
  startedAt: '2025-01-01T00:00:00.000Z',
  searchesRemaining: 1,
  downloadsRemaining: 2,
  hoursRemaining: 23,
}

describe('trialBadgeLabel', () => {
  it("'Trial Expired' once expired, whatever else is set", () => {
    expect(trialBadgeLabel({ ...running, isExpired: true })).toBe('Trial Expired')
  })

  it('a running trial: searches and downloads out of 2, hours rounded up', () => {
    expect(trialBadgeLabel(running)).toBe('Trial: 1/2 searches · 2/2 downloads · 23h left')
    expect(trialBadgeLabel({ ...running, hoursRemaining: 0.2 })).toContain('1h left')
    expect(trialBadgeLabel({ ...running, searchesRemaining: null })).toContain('0/2 searches')
  })

  it("'Free Trial Available' before the trial has started", () => {
    expect(trialBadgeLabel({ ...running, startedAt: null })).toBe('Free Trial Available')
  })
})

describe('planBadgeLabel', () => {
  it("the tier of an active subscription, else 'Free', plus 'Plan'", () => {
    expect(planBadgeLabel({ subscriptionTier: 'pro', subscriptionStatus: 'active' })).toBe(
      'Pro Plan',
    )
    expect(planBadgeLabel({ subscriptionTier: 'free', subscriptionStatus: 'inactive' })).toBe(
      'Free Plan',
    )
    expect(planBadgeLabel({ subscriptionTier: 'elite', subscriptionStatus: 'cancelled' })).toBe(
      'Free Plan',
    )
  })
})

describe('documentTypeTone', () => {
  it('Lis Pendens orange, Verified Complaint red, others neutral', () => {
    expect(documentTypeTone('Lis Pendens')).toBe('lis-pendens')
    expect(documentTypeTone('verified complaint ')).toBe('verified-complaint')
    expect(documentTypeTone('Notice of Sale')).toBe('neutral')
    expect(documentTypeTone('Sheriff Sale')).toBe('neutral')
  })
})

describe('documentActionKind', () => {
  const open = {
    documentUrl: 'https://example.com/doc.pdf',
    isDocumentAvailable: true,
    isAccessibleInTrial: true,
    isTrialUser: false,
  }

  it("'View Document' when available with a URL", () => {
    expect(documentActionKind(open)).toBe('view')
    expect(documentActionKind({ ...open, isTrialUser: true })).toBe('view')
  })

  it("'Not Available' when not available, with or without a URL", () => {
    expect(documentActionKind({ ...open, isDocumentAvailable: false })).toBe('unavailable')
    expect(documentActionKind({ ...open, isDocumentAvailable: false, documentUrl: null })).toBe(
      'unavailable',
    )
  })

  it("'Download' of the copy kept here when available with no link (a clerk's notice)", () => {
    expect(documentActionKind({ ...open, documentUrl: null })).toBe('kept')
    expect(documentActionKind({ ...open, documentUrl: null, isTrialUser: true })).toBe('kept')
    expect(
      documentActionKind({
        ...open,
        documentUrl: null,
        isTrialUser: true,
        isAccessibleInTrial: false,
      }),
    ).toBe('upgrade')
  })

  it("'Upgrade to View' for a trial user without trial access", () => {
    expect(documentActionKind({ ...open, isTrialUser: true, isAccessibleInTrial: false })).toBe(
      'upgrade',
    )
  })
})

describe('placeLine', () => {
  it('city, county and state, naming the county as such once', () => {
    expect(placeLine({ city: 'Cincinnati', county: 'Hamilton', state: 'OH' })).toBe(
      'Cincinnati, Hamilton County, OH',
    )
    expect(placeLine({ city: 'Baltimore', county: 'Baltimore City', state: 'MD' })).toBe(
      'Baltimore, Baltimore City, MD',
    )
    expect(placeLine({ city: 'Monroe', county: 'Ouachita Parish', state: 'LA' })).toBe(
      'Monroe, Ouachita Parish, LA',
    )
  })

  it('leaves out what is missing', () => {
    expect(placeLine({ city: null, county: 'Essex', state: 'NJ' })).toBe('Essex County, NJ')
    expect(placeLine({ city: ' ', county: null, state: 'NJ' })).toBe('NJ')
  })
})

describe('equityCriteriaLabel', () => {
  const none = {
    minEquity: null,
    minEquityPercent: null,
    absenteeOnly: false,
    sort: 'filingDate' as const,
  }
  it('says nothing for a search without equity criteria', () => {
    expect(equityCriteriaLabel(none)).toBe('')
  })
  it('names each criterion set', () => {
    expect(
      equityCriteriaLabel({
        minEquity: 100_000,
        minEquityPercent: 20,
        absenteeOnly: true,
        sort: 'equity',
      }),
    ).toBe('equity ≥ $100,000, equity ≥ 20%, absentee owners, by equity')
    expect(equityCriteriaLabel({ ...none, minEquity: 0 })).toBe('equity ≥ $0')
  })
})
