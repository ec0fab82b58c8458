import { LEAD_MESSAGES } from '@common/contracts/leads'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { leadChangeErrorToast } from './leads-toast'

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }))

describe('leadChangeErrorToast', () => {
  it('titles a refusal by its code and shows the server’s words', () => {
    expect(
      leadChangeErrorToast(refusal(403, 'TAGS_NOT_IN_PLAN', LEAD_MESSAGES.tagsNotInPlan)),
    ).toEqual({
      title: 'Tags and Folders Need Pro',
      description: LEAD_MESSAGES.tagsNotInPlan,
      variant: 'destructive',
    })
    expect(leadChangeErrorToast(refusal(404, 'LEAD_NOT_FOUND', 'Lead not found')).title).toBe(
      'Lead Not Found',
    )
  })

  it('chooses by code, not by wording, and says the change was undone otherwise', () => {
    expect(
      leadChangeErrorToast(refusal(403, 'RESULT_MASKED', LEAD_MESSAGES.tagsNotInPlan)).title,
    ).toBe('Change Not Saved')
    expect(leadChangeErrorToast(new TypeError('Failed to fetch')).description).toContain('undone')
  })
})
