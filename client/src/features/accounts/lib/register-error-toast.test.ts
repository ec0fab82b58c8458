// @vitest-environment node
import { ACCOUNT_MESSAGES } from '@common/contracts/accounts'
import { describe, expect, it } from 'vitest'
import { registerErrorToast } from './register-error-toast'

/** An error exactly as apiRequest throws it: 'status: body'. */
function apiError(status: number, body: unknown): Error {
  return new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`)
}

describe('registerErrorToast', () => {
  it('409 NAME_ALREADY_EXISTS asking for a subscription: toast and dialog with the server text', () => {
    const failure = registerErrorToast(
      apiError(409, {
        code: 'NAME_ALREADY_EXISTS',
        message: ACCOUNT_MESSAGES.nameExists,
        requiresSubscription: true,
      }),
    )
    expect(failure).toEqual({
      toast: { title: 'Account Already Exists', description: ACCOUNT_MESSAGES.nameExists },
      accountExistsMessage: ACCOUNT_MESSAGES.nameExists,
    })
  })

  it('409 NAME_ALREADY_EXISTS without a message: the spec texts', () => {
    const failure = registerErrorToast(
      apiError(409, { code: 'NAME_ALREADY_EXISTS', requiresSubscription: true }),
    )
    expect(failure.toast).toEqual({
      title: 'Account Already Exists',
      description:
        'A user with this name already has a trial account. Redirecting to subscription options...',
    })
    expect(failure.accountExistsMessage).toBe(
      'A user with this name already has a trial account. To continue using our service, please subscribe to one of our paid plans for unlimited access.',
    )
  })

  it("EMAIL_EXISTS (400 'Email already exists'): toast and redirect to the plans", () => {
    const failure = registerErrorToast(
      apiError(400, {
        code: 'EMAIL_EXISTS',
        message: 'Email already exists. Please log in, or subscribe to continue.',
      }),
    )
    expect(failure).toEqual({
      toast: {
        title: 'Email Already Exists',
        description:
          'An account with this email already exists. Please subscribe to continue or try logging in.',
      },
      redirectTo: '/subscription',
    })
  })

  it("other 400: destructive 'Registration Failed' - 'Invalid data provided'", () => {
    const expected = {
      toast: {
        title: 'Registration Failed',
        description: 'Invalid data provided',
        variant: 'destructive',
      },
    }
    const failure = registerErrorToast(
      apiError(400, { code: 'VALIDATION_FAILED', message: 'Invalid request', fields: [] }),
    )
    expect(failure).toEqual(expected)
    // The code decides, not the wording: a validation failure that says 'Email already exists'.
    expect(
      registerErrorToast(
        apiError(400, { code: 'VALIDATION_FAILED', message: 'Email already exists' }),
      ),
    ).toEqual(expected)
  })

  it('other 409, including a name conflict that does not ask for a subscription', () => {
    const expected = {
      toast: {
        title: 'Registration Failed',
        description: 'An account with this information already exists',
        variant: 'destructive',
      },
    }
    expect(registerErrorToast(apiError(409, { message: 'x' }))).toEqual(expected)
    expect(
      registerErrorToast(apiError(409, { code: 'NAME_ALREADY_EXISTS', message: 'x' })),
    ).toEqual(expected)
  })

  it("RATE_LIMITED (429): the server's message, which says when to try again", () => {
    expect(
      registerErrorToast(
        apiError(429, { code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRegistrations }),
      ),
    ).toEqual({
      toast: {
        title: 'Registration Failed',
        description: ACCOUNT_MESSAGES.tooManyRegistrations,
        variant: 'destructive',
      },
    })
    expect(registerErrorToast(apiError(429, 'Too Many Requests')).toast.description).toBe(
      'Registration failed. Please try again.',
    )
  })

  it('anything else: the generic text', () => {
    const expected = {
      toast: {
        title: 'Registration Failed',
        description: 'Registration failed. Please try again.',
        variant: 'destructive',
      },
    }
    expect(registerErrorToast(apiError(500, 'Internal Server Error'))).toEqual(expected)
    expect(
      registerErrorToast(apiError(403, { code: 'CROSS_SITE_REQUEST', message: 'Bad origin' })),
    ).toEqual(expected)
    expect(registerErrorToast(new TypeError('Failed to fetch'))).toEqual(expected)
  })
})
