import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { alertErrorToast } from './alert-toasts'

const error = (status: number, body: object) => new ApiError(status, JSON.stringify(body))

describe('alertErrorToast', () => {
  it('titles by code and offers the upgrade when the plan stands in the way', () => {
    expect(
      alertErrorToast(
        error(403, {
          code: 'ALERTS_NOT_IN_PLAN',
          message: 'Alerts are part of the Pro and Elite plans.',
          requiresUpgrade: true,
        }),
      ),
    ).toEqual({
      title: 'Alerts Need Pro',
      description: 'Alerts are part of the Pro and Elite plans.',
      variant: 'destructive',
      upgrade: true,
    })
    const limit = alertErrorToast(
      error(403, {
        code: 'ALERT_LIMIT_REACHED',
        message: 'Your plan allows 25 alerts.',
        requiresUpgrade: false,
      }),
    )
    expect(limit).toMatchObject({ title: 'Alert Limit Reached', upgrade: false })
  })

  it('keeps the server words under a generic title for unknown failures', () => {
    expect(alertErrorToast(new Error('offline'))).toMatchObject({
      title: 'Something Went Wrong',
      description: 'The alert could not be saved. Try again.',
      upgrade: false,
    })
  })
})
