// @vitest-environment node
import { SEARCH_MESSAGES } from '@common/contracts/records'
import type { ErrorCode } from '@common/errors'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { searchErrorToast, UPGRADE_TOAST_TITLES } from './search-error-toast'

/** An error as `apiRequest` throws it: '<status>: <body>', with the body's code. */
function apiError(status: number, code: ErrorCode | string, message: string): ApiError {
  return new ApiError(status, JSON.stringify({ code, message }))
}

const EXPIRED = 'Free trial has expired. Please subscribe to continue.'
const TRIAL_USED =
  'Trial search limit reached - you have used all 2 searches. Please subscribe to continue.'

const destructive = (title: string, description: string) => ({
  title,
  description,
  variant: 'destructive',
})

/** Spec section 8, "Public-records search", rows 1 to 6, as the server answers them. */
const BY_CODE: [string, ApiError, ReturnType<typeof destructive>][] = [
  [
    '1. UNAUTHORIZED',
    apiError(401, 'UNAUTHORIZED', 'Unauthorized'),
    destructive('Unauthorized', 'Please log in to continue'),
  ],
  [
    '2. RATE_LIMITED',
    apiError(429, 'RATE_LIMITED', SEARCH_MESSAGES.rateLimited),
    destructive('Search Limit Reached', 'Please wait a minute before searching again.'),
  ],
  [
    '3. TRIAL_EXPIRED',
    apiError(403, 'TRIAL_EXPIRED', EXPIRED),
    destructive(
      'Free Trial Expired',
      'Your 24-hour free trial has ended. Please subscribe to continue searching public records.',
    ),
  ],
  [
    '4. TRIAL_SEARCHES_USED',
    apiError(403, 'TRIAL_SEARCHES_USED', TRIAL_USED),
    destructive(
      'Trial Searches Used',
      'You have used all 2 trial searches. Subscribe for unlimited searches.',
    ),
  ],
  [
    '5. DAILY_LIMIT',
    apiError(403, 'DAILY_LIMIT', SEARCH_MESSAGES.dailyLimit),
    destructive(
      'Search Limit Exceeded',
      'You have reached your daily search limit. Consider upgrading your plan for more searches.',
    ),
  ],
  [
    '6. STATE_NOT_IN_PLAN',
    apiError(403, 'STATE_NOT_IN_PLAN', SEARCH_MESSAGES.stateNotAvailable(3)),
    destructive(
      'State Access Restricted',
      'This state is not available in your current plan. Upgrade to search more states.',
    ),
  ],
]

describe('searchErrorToast (spec section 8, checked in order)', () => {
  it.each(BY_CODE)('%s: the spec toast', (_row, error, toast) => {
    expect(searchErrorToast(error)).toEqual(toast)
  })

  it('2. any 429 is the rate limit, with or without a body', () => {
    expect(searchErrorToast(new Error('429: Too Many Requests')).title).toBe('Search Limit Reached')
  })

  it("7. 400: 'Invalid Search Criteria' with the server's message, else the default", () => {
    expect(
      searchErrorToast(apiError(400, 'VALIDATION_FAILED', 'ZIP code must be exactly 5 digits')),
    ).toEqual(destructive('Invalid Search Criteria', 'ZIP code must be exactly 5 digits'))
    expect(searchErrorToast(new Error('400: Bad Request')).description).toBe(
      'Please check your search criteria and try again.',
    )
  })

  it("8. browser offline: 'Network Error'", () => {
    expect(searchErrorToast(new TypeError('Failed to fetch'), false)).toEqual(
      destructive('Network Error', 'Please check your internet connection and try again.'),
    )
  })

  it("9. otherwise: 'Search Failed' with the server's message, else the default", () => {
    expect(
      searchErrorToast(apiError(403, 'FILTERS_NOT_IN_PLAN', SEARCH_MESSAGES.filtersNotInPlan)),
    ).toEqual(destructive('Search Failed', SEARCH_MESSAGES.filtersNotInPlan))
    for (const error of [new Error('500: Internal Server Error'), new TypeError('x'), 'odd']) {
      expect(searchErrorToast(error, true)).toEqual(
        destructive('Search Failed', 'An unexpected error occurred. Please try again.'),
      )
    }
  })

  describe('codes, never wording', () => {
    it('a 403 whose message reads like a refusal but whose code is another is not that row', () => {
      for (const message of [EXPIRED, TRIAL_USED, SEARCH_MESSAGES.dailyLimit]) {
        expect(searchErrorToast(apiError(403, 'FILTERS_NOT_IN_PLAN', message))).toEqual(
          destructive('Search Failed', message),
        )
      }
      expect(searchErrorToast(apiError(500, 'INTERNAL', 'Rate limit exceeded')).title).toBe(
        'Search Failed',
      )
    })

    it('a refusal is found by its code whatever the message says', () => {
      expect(searchErrorToast(apiError(403, 'TRIAL_EXPIRED', 'Reworded by the server')).title).toBe(
        'Free Trial Expired',
      )
      expect(searchErrorToast(apiError(403, 'STATE_NOT_IN_PLAN', '')).title).toBe(
        'State Access Restricted',
      )
    })
  })

  describe('order', () => {
    it('a 401 wins over everything, even offline', () => {
      expect(searchErrorToast(apiError(401, 'UNAUTHORIZED', 'x'), false).title).toBe('Unauthorized')
    })

    it('a 429 is the rate limit even with a refusal code', () => {
      expect(searchErrorToast(apiError(429, 'TRIAL_EXPIRED', EXPIRED)).title).toBe(
        'Search Limit Reached',
      )
    })

    it('a refusal code wins over its 400 status (row 6 before row 7)', () => {
      expect(searchErrorToast(apiError(400, 'STATE_NOT_IN_PLAN', 'x')).title).toBe(
        'State Access Restricted',
      )
    })

    it('an answer from the server while offline-flagged is still mapped by the catalogue', () => {
      expect(
        searchErrorToast(apiError(400, 'VALIDATION_FAILED', 'Invalid state'), false).title,
      ).toBe('Invalid Search Criteria')
    })
  })
})

describe('UPGRADE_TOAST_TITLES', () => {
  it('offers the plans for the refusals a subscription lifts, and only those', () => {
    const upgrade = ['TRIAL_EXPIRED', 'TRIAL_SEARCHES_USED', 'DAILY_LIMIT', 'STATE_NOT_IN_PLAN']
    for (const code of upgrade) {
      expect(UPGRADE_TOAST_TITLES.has(searchErrorToast(apiError(403, code, 'x')).title)).toBe(true)
    }
    const other = [
      apiError(401, 'UNAUTHORIZED', 'x'),
      apiError(429, 'RATE_LIMITED', 'x'),
      apiError(400, 'VALIDATION_FAILED', 'x'),
      apiError(500, 'INTERNAL', 'x'),
    ]
    for (const error of other) {
      expect(UPGRADE_TOAST_TITLES.has(searchErrorToast(error).title)).toBe(false)
    }
  })
})
