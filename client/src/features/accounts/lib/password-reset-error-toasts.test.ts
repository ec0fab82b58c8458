// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { forgotPasswordErrorToast, resetPasswordErrorToast } from './password-reset-error-toasts'

function apiError(status: number, body: unknown): Error {
  return new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`)
}

describe('forgotPasswordErrorToast', () => {
  const toast = (description: string) => ({
    title: 'Reset Email Failed',
    description,
    variant: 'destructive',
  })

  it("RATE_LIMITED (429): the server's message", () => {
    const message = 'Too many password reset requests. Please try again in an hour.'
    expect(forgotPasswordErrorToast(apiError(429, { code: 'RATE_LIMITED', message }))).toEqual(
      toast(message),
    )
  })

  it('400: asks for a valid e-mail address', () => {
    expect(forgotPasswordErrorToast(apiError(400, { code: 'VALIDATION_FAILED' }))).toEqual(
      toast('Please provide a valid email address.'),
    )
  })

  it('anything else, or a 429 without a message: the generic text', () => {
    const generic = toast('Failed to send reset email. Please try again.')
    expect(forgotPasswordErrorToast(apiError(500, 'Internal Server Error'))).toEqual(generic)
    expect(forgotPasswordErrorToast(apiError(429, 'Too Many Requests'))).toEqual(generic)
    expect(forgotPasswordErrorToast(new TypeError('Failed to fetch'))).toEqual(generic)
  })
})

describe('resetPasswordErrorToast', () => {
  const toast = (description: string) => ({
    title: 'Password Reset Failed',
    description,
    variant: 'destructive',
  })

  it("400: the server's error text, else its message", () => {
    expect(
      resetPasswordErrorToast(
        apiError(400, { code: 'BAD_REQUEST', message: 'Bad', error: "Passwords don't match" }),
      ),
    ).toEqual(toast("Passwords don't match"))
    expect(resetPasswordErrorToast(apiError(400, { code: 'BAD_REQUEST', message: 'Bad' }))).toEqual(
      toast('Bad'),
    )
    expect(resetPasswordErrorToast(apiError(400, 'Bad Request'))).toEqual(
      toast('Failed to reset password. Please try again.'),
    )
  })

  it('INVALID_RESET_TOKEN (404): the link is invalid or expired', () => {
    expect(
      resetPasswordErrorToast(apiError(404, { code: 'INVALID_RESET_TOKEN', error: 'x' })),
    ).toEqual(toast('Invalid or expired reset link. Please request a new password reset.'))
  })

  it('RATE_LIMITED (429): too many attempts', () => {
    expect(
      resetPasswordErrorToast(apiError(429, { code: 'RATE_LIMITED', message: 'Slow down' })),
    ).toEqual(toast('Too many attempts. Please try again later.'))
  })

  it('a 404 that is not about the token (no such route) is the generic text', () => {
    expect(resetPasswordErrorToast(apiError(404, { code: 'NOT_FOUND', message: 'x' }))).toEqual(
      toast('Failed to reset password. Please try again.'),
    )
  })

  it('anything else: the generic text', () => {
    expect(resetPasswordErrorToast(apiError(500, 'Internal Server Error'))).toEqual(
      toast('Failed to reset password. Please try again.'),
    )
    expect(resetPasswordErrorToast(new TypeError('Failed to fetch'))).toEqual(
      toast('Failed to reset password. Please try again.'),
    )
  })
})
