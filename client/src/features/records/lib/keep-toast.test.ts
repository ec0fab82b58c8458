// @vitest-environment node
import { LEAD_MESSAGES } from '@common/contracts/leads'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { keepErrorToast, keptToast, openErrorToast } from './keep-toast'

describe('keptToast', () => {
  it('says how many were kept and how many hidden results were skipped', () => {
    expect(keptToast({ created: 3, alreadyKept: 0, skippedMasked: 0 })).toEqual({
      title: 'Leads Kept',
      description: 'Kept 3 leads.',
    })
    expect(keptToast({ created: 2, alreadyKept: 0, skippedMasked: 3 })).toEqual({
      title: 'Leads Kept',
      description: 'Kept 2 leads. 3 hidden results were skipped: subscribe to see and keep them.',
    })
    expect(keptToast({ created: 0, alreadyKept: 1, skippedMasked: 1 })).toEqual({
      title: 'Leads Kept',
      description:
        'Kept 1 lead (1 already in your leads). 1 hidden result was skipped: subscribe to see and keep it.',
    })
    expect(keptToast({ created: 0, alreadyKept: 0, skippedMasked: 4 })).toEqual({
      title: 'Nothing Kept',
      description:
        'No results were kept. 4 hidden results were skipped: subscribe to see and keep them.',
    })
  })
})

describe('keepErrorToast and openErrorToast', () => {
  const refusal = (status: number, code: string, message: string) =>
    new ApiError(status, JSON.stringify({ code, message }))

  it('picks the title by code and shows the server words', () => {
    expect(keepErrorToast(refusal(403, 'RESULT_MASKED', LEAD_MESSAGES.masked(2)))).toEqual({
      title: 'Hidden Results',
      description: LEAD_MESSAGES.masked(2),
      variant: 'destructive',
    })
    expect(keepErrorToast(refusal(404, 'LEAD_SOURCE_NOT_FOUND', 'Search not found')).title).toBe(
      'Search Not Found',
    )
    expect(keepErrorToast(new Error('offline'))).toEqual({
      title: 'Keep Failed',
      description: 'Please try again.',
      variant: 'destructive',
    })
    expect(openErrorToast(refusal(404, 'SEARCH_NOT_FOUND', 'gone')).title).toBe('Search Not Found')
    expect(openErrorToast(new Error('offline')).title).toBe('Could Not Open Search')
  })
})
