import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { crmErrorToast, pushResultToast } from './crm-toasts'

const reply = {
  provider: 'hubspot' as const,
  created: 0,
  updated: 0,
  unchanged: 0,
  inProgress: 0,
  queued: 0,
  skipped: { sample: 0, unidentifiable: 0 },
}

describe('CRM toasts', () => {
  it('says what a push did, and that sample leads are never pushed', () => {
    expect(
      pushResultToast({
        ...reply,
        created: 2,
        unchanged: 1,
        skipped: { sample: 1, unidentifiable: 0 },
      }),
    ).toEqual({
      title: 'Pushed to HubSpot',
      description:
        '2 records created, 1 record already there. 1 sample lead skipped: sample data is never pushed.',
    })
    expect(pushResultToast({ ...reply, provider: 'webhook', queued: 3 }).description).toBe(
      '3 records queued for delivery.',
    )
    expect(pushResultToast(reply).description).toBe('Nothing to send.')
  })

  it('titles a failure by its code and keeps the server’s words', () => {
    const error = new ApiError(
      409,
      JSON.stringify({
        code: 'CRM_AUTH_FAILED',
        message:
          'HubSpot refused the access token. Reconnect HubSpot in Settings > CRM connections, then push again.',
      }),
      'Conflict',
    )
    expect(crmErrorToast(error, 'push')).toEqual({
      title: 'Reconnect Your CRM',
      description:
        'HubSpot refused the access token. Reconnect HubSpot in Settings > CRM connections, then push again.',
      variant: 'destructive',
    })
    expect(crmErrorToast(new TypeError('Failed to fetch'), 'push').title).toBe('Push Failed')
    expect(crmErrorToast(error, 'connect').title).toBe('Credentials Refused')
  })

  it('says a connect step failed in connect words, never that nothing was pushed', () => {
    const offline = new ApiError(
      502,
      JSON.stringify({
        code: 'CRM_PROVIDER_ERROR',
        message:
          'HubSpot could not be reached, so it is not connected. Check your connection and try again.',
      }),
      'Bad Gateway',
    )
    expect(crmErrorToast(offline, 'connect')).toEqual({
      title: 'Not Connected',
      description:
        'HubSpot could not be reached, so it is not connected. Check your connection and try again.',
      variant: 'destructive',
    })
    expect(crmErrorToast(offline, 'push').title).toBe('CRM Error')
    const noServer = crmErrorToast(new TypeError('Failed to fetch'), 'connect')
    expect(noServer.title).toBe('Not Connected')
    expect(noServer.description).toBe(
      'The server could not be reached, so nothing was connected. Check your connection and try again.',
    )
    expect(noServer.description).not.toMatch(/push/i)
  })
})
