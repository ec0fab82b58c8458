// @vitest-environment node
import { SEARCH_MESSAGES } from '@common/contracts/records'
import { describe, expect, it } from 'vitest'
import { searchErrorToast, UPGRADE_TOAST_TITLES } from './search-error-toast'

/** An error as `apiRequest` throws it: '<status>: <body>'. */
function apiError(status: number, message: string, code = 'ERROR'): Error {
  return new Error(`${status}: ${JSON.stringify({ code, message })}`)
}

const EXPIRED = 'Free trial has expired. Please subscribe to continue.'
const TRIAL_USED =
  'Trial search limit reached - you have used all 2 searches. Please subscribe to continue.'

describe('searchErrorToast (spec section 8, checked in order)', () => {
  it("1. 401: 'Unauthorized' - 'Please log in to continue'", () => {
    expect(searchErrorToast(apiError(401, 'Not signed in', 'UNAUTHORIZED'))).toEqual({
      title: 'Unauthorized',
      description: 'Please log in to continue',
      variant: 'destructive',
    })
  })

  it("2. 429, or any message with 'Rate limit exceeded': 'Search Limit Reached'", () => {
    for (const error of [
      apiError(429, SEARCH_MESSAGES.rateLimited),
      new Error('429: Too Many Requests'),
      apiError(500, 'Rate limit exceeded upstream'),
    ]) {
      expect(searchErrorToast(error)).toEqual({
        title: 'Search Limit Reached',
        description: 'Please wait a minute before searching again.',
        variant: 'destructive',
      })
    }
  })

  it("3. 403 'Free trial has expired': 'Free Trial Expired'", () => {
    expect(searchErrorToast(apiError(403, EXPIRED))).toEqual({
      title: 'Free Trial Expired',
      description:
        'Your 24-hour free trial has ended. Please subscribe to continue searching public records.',
      variant: 'destructive',
    })
    expect(searchErrorToast(apiError(403, 'Your trial has expired')).title).toBe(
      'Free Trial Expired',
    )
  })

  it("4. 403 'Trial search limit reached' / 'used all 2 searches': 'Trial Searches Used'", () => {
    expect(searchErrorToast(apiError(403, TRIAL_USED))).toEqual({
      title: 'Trial Searches Used',
      description: 'You have used all 2 trial searches. Subscribe for unlimited searches.',
      variant: 'destructive',
    })
    expect(searchErrorToast(apiError(403, 'You have used all 2 searches')).title).toBe(
      'Trial Searches Used',
    )
  })

  it("5. 403 'Daily search limit reached': 'Search Limit Exceeded'", () => {
    expect(searchErrorToast(apiError(403, SEARCH_MESSAGES.dailyLimit))).toEqual({
      title: 'Search Limit Exceeded',
      description:
        'You have reached your daily search limit. Consider upgrading your plan for more searches.',
      variant: 'destructive',
    })
  })

  it("6. any message with 'State not available': 'State Access Restricted'", () => {
    for (const error of [
      apiError(403, SEARCH_MESSAGES.stateNotAvailable(3)),
      apiError(400, 'State not available in your plan: NV'),
    ]) {
      expect(searchErrorToast(error)).toEqual({
        title: 'State Access Restricted',
        description:
          'This state is not available in your current plan. Upgrade to search more states.',
        variant: 'destructive',
      })
    }
  })

  it("7. 400: 'Invalid Search Criteria' with the server's message, else the default", () => {
    expect(searchErrorToast(apiError(400, 'ZIP code must be exactly 5 digits'))).toEqual({
      title: 'Invalid Search Criteria',
      description: 'ZIP code must be exactly 5 digits',
      variant: 'destructive',
    })
    expect(searchErrorToast(new Error('400: Bad Request')).description).toBe(
      'Please check your search criteria and try again.',
    )
  })

  it("8. browser offline: 'Network Error'", () => {
    expect(searchErrorToast(new TypeError('Failed to fetch'), false)).toEqual({
      title: 'Network Error',
      description: 'Please check your internet connection and try again.',
      variant: 'destructive',
    })
  })

  it("9. otherwise: 'Search Failed' with the server's message, else the default", () => {
    expect(searchErrorToast(apiError(403, SEARCH_MESSAGES.filtersNotInPlan))).toEqual({
      title: 'Search Failed',
      description: SEARCH_MESSAGES.filtersNotInPlan,
      variant: 'destructive',
    })
    for (const error of [new Error('500: Internal Server Error'), new TypeError('x'), 'odd']) {
      expect(searchErrorToast(error, true)).toEqual({
        title: 'Search Failed',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      })
    }
  })

  describe('order', () => {
    it('a 403 naming both the expired trial and the used searches is the earlier row', () => {
      expect(searchErrorToast(apiError(403, `${EXPIRED} ${TRIAL_USED}`)).title).toBe(
        'Free Trial Expired',
      )
    })

    it('a 401 wins over everything, even offline and mentioning a rate limit', () => {
      expect(searchErrorToast(apiError(401, 'Rate limit exceeded'), false).title).toBe(
        'Unauthorized',
      )
    })

    it('a 429 mentioning the trial is still the rate limit', () => {
      expect(searchErrorToast(apiError(429, EXPIRED)).title).toBe('Search Limit Reached')
    })

    it('the trial rows and the daily limit need a 403: a 400 with those words is row 7', () => {
      expect(searchErrorToast(apiError(400, SEARCH_MESSAGES.dailyLimit)).title).toBe(
        'Invalid Search Criteria',
      )
    })

    it("'Daily search limit reached' with 'State not available' is the daily limit", () => {
      const both = `${SEARCH_MESSAGES.dailyLimit} State not available in your plan.`
      expect(searchErrorToast(apiError(403, both)).title).toBe('Search Limit Exceeded')
    })

    it('an answer from the server while offline-flagged is still mapped by the catalogue', () => {
      expect(searchErrorToast(apiError(400, 'Invalid state'), false).title).toBe(
        'Invalid Search Criteria',
      )
    })
  })
})

describe('UPGRADE_TOAST_TITLES', () => {
  it('offers the plans for the refusals a subscription lifts, and only those', () => {
    const upgrade = [
      apiError(403, EXPIRED),
      apiError(403, TRIAL_USED),
      apiError(403, SEARCH_MESSAGES.dailyLimit),
      apiError(403, SEARCH_MESSAGES.stateNotAvailable(3)),
    ]
    for (const error of upgrade) {
      expect(UPGRADE_TOAST_TITLES.has(searchErrorToast(error).title)).toBe(true)
    }
    const other = [apiError(401, 'x'), apiError(429, 'x'), apiError(400, 'x'), apiError(500, 'x')]
    for (const error of other) {
      expect(UPGRADE_TOAST_TITLES.has(searchErrorToast(error).title)).toBe(false)
    }
  })
})
