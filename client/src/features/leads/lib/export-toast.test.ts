import { EXPORT_MESSAGES } from '@common/contracts/lead-export'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { exportDoneToast, exportErrorToast } from './export-toast'

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }))

describe('exportErrorToast', () => {
  it('titles each refusal by its code and shows the server’s words', () => {
    expect(
      exportErrorToast(refusal(403, 'EXPORT_NOT_IN_PLAN', EXPORT_MESSAGES.notInPlan), 'export'),
    ).toEqual({
      title: 'Export Needs Pro',
      description: EXPORT_MESSAGES.notInPlan,
      variant: 'destructive',
    })
    expect(
      exportErrorToast(
        refusal(403, 'CONTACTS_NOT_IN_PLAN', EXPORT_MESSAGES.contactsNotInPlan),
        'call list',
      ).title,
    ).toBe('Call Lists Need Pro')
    expect(exportErrorToast(refusal(404, 'LEAD_NOT_FOUND', 'x'), 'call list').title).toBe(
      'Lead Not Found',
    )
    expect(exportErrorToast(refusal(400, 'VALIDATION_FAILED', 'x'), 'export').title).toBe(
      'Export Refused',
    )
  })

  it('chooses by code, not wording; its own words when the server sent none', () => {
    expect(
      exportErrorToast(refusal(403, 'TAGS_NOT_IN_PLAN', EXPORT_MESSAGES.notInPlan), 'export').title,
    ).toBe('Export Failed')
    expect(
      exportErrorToast(new ApiError(403, '{"code":"EXPORT_NOT_IN_PLAN"}'), 'export').description,
    ).toBe(EXPORT_MESSAGES.notInPlan)
    expect(exportErrorToast(new TypeError('Failed to fetch'), 'call list')).toEqual({
      title: 'Call List Failed',
      description: 'The call list could not be fetched. Check your connection and try again.',
      variant: 'destructive',
    })
  })
})

describe('exportDoneToast', () => {
  it('names the file and the sample leads left out', () => {
    expect(exportDoneToast({ fileName: 'leads-2026-03-01.csv', skippedSample: 0 })).toEqual({
      title: 'Export Ready',
      description: 'leads-2026-03-01.csv was downloaded.',
    })
    expect(
      exportDoneToast({ fileName: 'leads-2026-03-01.xlsx', skippedSample: 2 }).description,
    ).toBe(
      'leads-2026-03-01.xlsx was downloaded. 2 sample leads were left out: sample data is never exported as real.',
    )
  })
})
