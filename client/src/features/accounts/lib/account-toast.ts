import type { ToastMessage } from '@/hooks/use-toast'

export const LOGIN_SUCCESS_TOAST: ToastMessage = {
  title: 'Login Successful',
  description: 'Welcome back!',
}

export const LOGOUT_SUCCESS_TOAST: ToastMessage = {
  title: 'Logged Out',
  description: 'You have been successfully logged out.',
}

export const LOGOUT_FAILURE_TOAST: ToastMessage = {
  title: 'Logout Failed',
  description: 'An error occurred during logout.',
  variant: 'destructive',
}

export const RESET_EMAIL_SENT_TOAST: ToastMessage = {
  title: 'Reset Email Sent',
  description: 'If an account with this email exists, a password reset link has been sent.',
}

/** Rendered as 'Unauthorized - You are logged out. Logging in again...' (spec section 2). */
export const UNAUTHORIZED_TOAST: ToastMessage = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
}

/** 'Registration Successful' with the server's message, or the spec's default. */
export function registrationSuccessToast(serverMessage: string | undefined): ToastMessage {
  return {
    title: 'Registration Successful',
    description: serverMessage || 'Your 24-hour free trial has started!',
  }
}
