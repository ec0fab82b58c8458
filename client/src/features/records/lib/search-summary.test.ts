// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resultsCountLabel, searchSuccessToast } from './search-summary'

const subscriber = {
  isTrialUser: false,
  trialLimitReached: false,
  totalFound: 12,
  accessibleInTrial: 12,
}
const trialAtLimit = {
  isTrialUser: true,
  trialLimitReached: true,
  totalFound: 12,
  accessibleInTrial: 2,
}
const trialUnderLimit = {
  isTrialUser: true,
  trialLimitReached: false,
  totalFound: 2,
  accessibleInTrial: 2,
}

describe('resultsCountLabel', () => {
  it("'{n} documents found' for a subscriber and a trial user within the limit", () => {
    expect(resultsCountLabel(subscriber)).toBe('12 documents found')
    expect(resultsCountLabel(trialUnderLimit)).toBe('2 documents found')
  })

  it("'{accessible} of {total} accessible in trial' for a trial user who hit the limit", () => {
    expect(resultsCountLabel(trialAtLimit)).toBe('2 of 12 accessible in trial')
  })

  it('counts one document in the singular', () => {
    expect(resultsCountLabel({ ...subscriber, totalFound: 1 })).toBe('1 document found')
  })
})

describe('searchSuccessToast', () => {
  it("'Found N foreclosure documents'", () => {
    expect(searchSuccessToast(subscriber)).toEqual({
      title: 'Search Completed',
      description: 'Found 12 foreclosure documents',
    })
    expect(searchSuccessToast({ ...subscriber, totalFound: 0 }).description).toBe(
      'Found 0 foreclosure documents',
    )
  })

  it('a trial user at the limit also hears how many are accessible', () => {
    expect(searchSuccessToast(trialAtLimit)).toEqual({
      title: 'Search Completed',
      description: 'Found 12 foreclosure documents (2 accessible in trial)',
    })
  })
})
