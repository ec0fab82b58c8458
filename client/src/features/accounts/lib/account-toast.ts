/**
 * A toast as the accounts screens show it: plain strings, so the mappings from API errors to
 * the texts of spec section 8 stay pure functions that tests compare word for word.
 */
export interface AccountToast {
  title: string
  description: string
  variant?: 'destructive'
}

export const LOGIN_SUCCESS_TOAST: AccountToast = {
  title: 'Login Successful',
  description: 'Welcome back!',
}

export const LOGOUT_SUCCESS_TOAST: AccountToast = {
  title: 'Logged Out',
  description: 'You have been successfully logged out.',
}

export const LOGOUT_FAILURE_TOAST: AccountToast = {
  title: 'Logout Failed',
  description: 'An error occurred during logout.',
  variant: 'destructive',
}

export const RESET_EMAIL_SENT_TOAST: AccountToast = {
  title: 'Reset Email Sent',
  description: 'If an account with this email exists, a password reset link has been sent.',
}

/** Rendered as 'Unauthorized - You are logged out. Logging in again...' (spec section 2). */
export const UNAUTHORIZED_TOAST: AccountToast = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
}

/** 'Registration Successful' with the server's message, or the spec's default. */
export function registrationSuccessToast(serverMessage: string | undefined): AccountToast {
  return {
    title: 'Registration Successful',
    description: serverMessage || 'Your 24-hour free trial has started!',
  }
}
