// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loginErrorToast } from './login-error-toast'

function apiError(status: number, body: string): Error {
  return new Error(`${status}: ${body}`)
}

describe('loginErrorToast', () => {
  it("INVALID_CREDENTIALS (401): 'Login Failed' - 'Invalid email or password'", () => {
    expect(
      loginErrorToast(apiError(401, '{"code":"INVALID_CREDENTIALS","message":"Nope"}')),
    ).toEqual({
      title: 'Login Failed',
      description: 'Invalid email or password',
      variant: 'destructive',
    })
  })

  it("RATE_LIMITED (429): the server's message, else the generic text", () => {
    const message = 'Too many login attempts. Please wait 15 minutes and try again.'
    expect(
      loginErrorToast(apiError(429, JSON.stringify({ code: 'RATE_LIMITED', message }))).description,
    ).toBe(message)
    expect(loginErrorToast(apiError(429, 'Too Many Requests')).description).toBe(
      'Login failed. Please try again.',
    )
  })

  it("any other failure: 'Login failed. Please try again.'", () => {
    for (const error of [
      apiError(500, 'Internal Server Error'),
      apiError(403, '{"code":"CROSS_SITE_REQUEST","message":"Invalid email or password"}'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(loginErrorToast(error)).toEqual({
        title: 'Login Failed',
        description: 'Login failed. Please try again.',
        variant: 'destructive',
      })
    }
  })
})
