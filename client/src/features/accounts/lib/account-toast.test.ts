// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  LOGIN_SUCCESS_TOAST,
  LOGOUT_FAILURE_TOAST,
  LOGOUT_SUCCESS_TOAST,
  RESET_EMAIL_SENT_TOAST,
  registrationSuccessToast,
  UNAUTHORIZED_TOAST,
} from './account-toast'

describe('account toasts', () => {
  it('use the texts of spec sections 2 and 8 word for word', () => {
    expect(LOGIN_SUCCESS_TOAST).toEqual({ title: 'Login Successful', description: 'Welcome back!' })
    expect(LOGOUT_SUCCESS_TOAST).toEqual({
      title: 'Logged Out',
      description: 'You have been successfully logged out.',
    })
    expect(LOGOUT_FAILURE_TOAST).toMatchObject({
      title: 'Logout Failed',
      description: 'An error occurred during logout.',
    })
    expect(RESET_EMAIL_SENT_TOAST).toEqual({
      title: 'Reset Email Sent',
      description: 'If an account with this email exists, a password reset link has been sent.',
    })
    expect(`${UNAUTHORIZED_TOAST.title} - ${UNAUTHORIZED_TOAST.description}`).toBe(
      'Unauthorized - You are logged out. Logging in again...',
    )
  })

  it("registration success shows the server's message, else the trial text", () => {
    expect(registrationSuccessToast('Welcome aboard')).toEqual({
      title: 'Registration Successful',
      description: 'Welcome aboard',
    })
    expect(registrationSuccessToast(undefined).description).toBe(
      'Your 24-hour free trial has started!',
    )
  })
})
