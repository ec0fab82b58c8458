// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import {
  NAME_REQUIRED,
  REMOVE_FAILED,
  SEARCH_FAILED,
  searchRestrictedToast,
  traceDoneToast,
  traceErrorToast,
} from './contacts-toast'
import { evidenceLines, matchLevel } from './match-level'
import { callHref, doNotCallReasons } from './phone-flags'
import { socialPrefillFrom, socialSearchHref } from './social-prefill'

describe('matchLevel', () => {
  it('is High at 0.8 or more, Medium at 0.6 or more, Low below (spec section 9)', () => {
    expect(['1.00', '0.80', '0.79', '0.60', '0.59', '0.00', 'x'].map(matchLevel)).toEqual([
      'High',
      'High',
      'Medium',
      'Medium',
      'Low',
      'Low',
      'Low',
    ])
  })

  it('lists the evidence that was compared', () => {
    expect(evidenceLines({ name: true, location: false, age: null })).toEqual([
      { label: 'Name', matched: true },
      { label: 'Location', matched: false },
    ])
  })
})

describe('toasts', () => {
  it('uses the spec words', () => {
    expect(NAME_REQUIRED).toEqual({
      title: 'Name Required',
      description: 'Please enter a defendant name to search for',
      variant: 'destructive',
    })
    expect(SEARCH_FAILED).toMatchObject({
      title: 'Search Failed',
      description: 'Failed to search for social profiles',
    })
    expect(REMOVE_FAILED.description).toBe('Failed to remove profile')
    expect(
      searchRestrictedToast('Social profile search is available for Pro and Elite plans only.'),
    ).toEqual({
      title: 'Search Restricted',
      description: 'Social profile search is available for Pro and Elite plans only.',
      variant: 'destructive',
    })
  })

  it('chooses a trace failure title by code, with the server words beneath', () => {
    const error = new ApiError(
      403,
      JSON.stringify({ code: 'SKIP_TRACE_LIMIT', message: 'Used up.' }),
    )
    expect(traceErrorToast(error)).toEqual({
      title: 'Skip Traces Used',
      description: 'Used up.',
      variant: 'destructive',
    })
    expect(traceErrorToast(new Error('offline')).title).toBe('Trace Failed')
  })

  it('says what a trace found and cost', () => {
    expect(traceDoneToast(0, 0).description).toBe('No contacts were found. Nothing was charged.')
    expect(traceDoneToast(2, 2).description).toBe(
      'Found contacts for 2 people; 2 skip traces used.',
    )
    expect(traceDoneToast(1, 0).description).toContain('nothing was charged')
  })
})

describe('phone flags', () => {
  it('says why a number must not be called, and links only callable ones', () => {
    expect(doNotCallReasons({ doNotCallReasons: ['dnc', 'litigator'] })).toBe(
      'on a Do Not Call list; TCPA litigator',
    )
    expect(callHref({ number: '513-555-0187', doNotCall: false })).toBe('tel:+15135550187')
    expect(callHref({ number: '513-555-0142', doNotCall: true })).toBeNull()
  })
})

describe('social prefill', () => {
  it('carries the name, city and state, and the lead, through the URL', () => {
    const href = socialSearchHref({
      name: 'Marcus Bell',
      city: 'Cincinnati',
      state: 'OH',
      leadId: '0c9d5c41-5b3e-4c0b-9a51-1f5f6a7b8c9d',
    })
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('tab')).toBe('social-discovery')
    expect(socialPrefillFrom(params)).toEqual({
      name: 'Marcus Bell',
      location: 'Cincinnati, OH',
      leadId: '0c9d5c41-5b3e-4c0b-9a51-1f5f6a7b8c9d',
    })
    expect(socialPrefillFrom(new URLSearchParams('name=%20'))).toBeNull()
    expect(socialPrefillFrom(new URLSearchParams('name=A%20B&lead=x'))?.leadId).toBeNull()
  })
})
