/**
 * Request and response contracts of the accounts calls (spec sections 5 and 7). The server
 * validates with these and the client's forms use the same schemas, so the messages of spec
 * section 5 appear word for word on both sides.
 */
import { z } from 'zod'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../enums'
import { PASSWORD } from '../limits'

const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254

export const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'))

/** A new password: 6 to 100 characters, never trimmed or truncated. */
export const newPassword = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD.minLength, 'Password must be at least 6 characters')
  .max(PASSWORD.maxLength, 'Password must be less than 100 characters')

export const registerRequest = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters`),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(NAME_MAX_LENGTH, `Last name must be at most ${NAME_MAX_LENGTH} characters`),
  email,
  password: newPassword,
})
export type RegisterRequest = z.infer<typeof registerRequest>

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD.maxLength, 'Password must be less than 100 characters'),
})
export type LoginRequest = z.infer<typeof loginRequest>

export const forgotPasswordRequest = z.object({ email })
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>

/** The new password typed again, in a form that sets one (see `passwordsMatch`). */
export const confirmPassword = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password')

/** The refinement of a form with newPassword and confirmPassword: the two must be the same. */
export const passwordsMatch: [
  check: (values: { newPassword: string; confirmPassword: string }) => boolean,
  issue: { message: string; path: string[] },
] = [
  (values) => values.newPassword === values.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
]

export const resetPasswordRequest = z
  .object({
    token: z
      .string({ error: 'Reset token is required' })
      .min(1, 'Reset token is required')
      .max(200),
    newPassword,
    confirmPassword,
  })
  .refine(...passwordsMatch)
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>

/** The signed-in user as the client sees it (spec section 3, "User (client view)"). */
export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** 'trial' marks a trial user. */
  authProvider: z.string(),
  trialStartedAt: z.string().nullable(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
  /** An operator of this deployment runs the source catalogue at /operator. */
  isOperator: z.boolean(),
})
export type UserResponse = z.infer<typeof userResponse>

export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>

export const registerResponse = z.object({ message: z.string(), user: userResponse })
export type RegisterResponse = z.infer<typeof registerResponse>
/** @alias POST /api/login answers as POST /api/register does: its own name, one schema. */
export const loginResponse = registerResponse
export type LoginResponse = z.infer<typeof loginResponse>

/**
 * GET /api/trial/status (spec section 4). For a user whose subscription is active the trial
 * does not apply: isTrialUser is false and the counts are null.
 */
export const trialStatusResponse = z.object({
  isTrialUser: z.boolean(),
  isExpired: z.boolean(),
  startedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  searchesRemaining: z.number().int().nullable(),
  downloadsRemaining: z.number().int().nullable(),
  uploadsRemaining: z.number().int().nullable(),
  /** Rounded up while running; 0 once expired. */
  hoursRemaining: z.number().int().nullable(),
  /** Rounded down while running; 0 once expired. */
  daysRemaining: z.number().int().nullable(),
})
export type TrialStatusResponse = z.infer<typeof trialStatusResponse>

export const ACCOUNT_MESSAGES = {
  registered: 'Your 24-hour free trial has started!',
  emailExists: 'Email already exists. Please log in, or subscribe to continue.',
  nameExists:
    'A user with this name already has a trial account. To continue using our service, please subscribe to one of our paid plans for unlimited access.',
  loggedIn: 'Welcome back!',
  loggedOut: 'You have been successfully logged out.',
  invalidCredentials: 'Invalid email or password',
  resetEmailSent: 'If an account with this email exists, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  tooManyLogins: 'Too many login attempts. Please wait 15 minutes and try again.',
  accountLoginsLocked:
    'Too many failed sign-ins to this account today. Reset your password to sign in now, or try again within 24 hours.',
  tooManyRegistrations:
    'Too many sign-ups from your network. Please try again in an hour, or sign in if you already have an account.',
  tooManyResetRequests: 'Too many password reset requests. Please try again in an hour.',
  tooManyResetAttempts: 'Too many attempts. Please try again later.',
  unauthorized: 'Unauthorized',
} as const
