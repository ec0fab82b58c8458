import { SETTINGS_MESSAGES } from '@common/contracts/settings'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { settingsErrorText, settingsErrorToast } from './settings-toasts'

const failure = (status: number, body: object) => new ApiError(status, JSON.stringify(body))

describe('settingsErrorText', () => {
  it('chooses the words by code, not by the server’s wording', () => {
    const error = failure(400, { code: 'INVALID_CURRENT_PASSWORD', message: 'something else' })
    expect(settingsErrorText(error, 'fallback')).toBe(SETTINGS_MESSAGES.wrongCurrentPassword)
    expect(
      settingsErrorText(failure(409, { code: 'NAME_ALREADY_EXISTS', message: 'x' }), 'f'),
    ).toBe(SETTINGS_MESSAGES.nameTaken)
    expect(settingsErrorText(failure(400, { code: 'EMAIL_EXISTS', message: 'x' }), 'f')).toBe(
      SETTINGS_MESSAGES.emailTaken,
    )
  })

  it('shows the server’s words for validation and rate limits, the fallback otherwise', () => {
    const validation = failure(400, {
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 6 characters',
    })
    expect(settingsErrorText(validation, 'f')).toBe('Password must be at least 6 characters')
    const limited = failure(429, { code: 'RATE_LIMITED', message: 'Please wait 15 minutes' })
    expect(settingsErrorText(limited, 'f')).toBe('Please wait 15 minutes')
    expect(settingsErrorText(failure(500, { code: 'INTERNAL', message: 'x' }), 'fallback')).toBe(
      'fallback',
    )
    expect(settingsErrorText(new TypeError('offline'), 'fallback')).toBe('fallback')
  })

  it('makes a destructive toast', () => {
    expect(settingsErrorToast('Title', new Error('x'), 'fallback')).toEqual({
      title: 'Title',
      description: 'fallback',
      variant: 'destructive',
    })
  })
})
