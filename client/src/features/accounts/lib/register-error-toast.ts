import { ACCOUNT_MESSAGES, NAME_ALREADY_EXISTS } from '@common/contracts/accounts'
import { apiErrorMessage, parseApiError } from '@/lib/api'
import type { AccountToast } from './account-toast'

/** What the register form does after a failed POST /api/register (spec section 8). */
export interface RegisterFailure {
  toast: AccountToast
  /** Where the visitor is sent (an existing e-mail goes straight to the plans). */
  redirectTo?: '/subscription'
  /** The 'Account Already Exists' dialog's text, for a name that already had a trial. */
  accountExistsMessage?: string
}

const TITLE = 'Registration Failed'

function bodyOf(error: unknown): Record<string, unknown> {
  const body = parseApiError(error)?.body
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

/**
 * Maps a registration error to the rows of spec section 8, checked in order: a name that
 * already has a trial (409 NAME_ALREADY_EXISTS asking for a subscription), an e-mail that
 * already exists (400 whose text contains 'Email already exists'), other 400s, other 409s,
 * anything else.
 */
export function registerErrorToast(error: unknown): RegisterFailure {
  const status = parseApiError(error)?.status
  const body = bodyOf(error)
  const serverMessage = apiErrorMessage(error)

  if (status === 409 && body.code === NAME_ALREADY_EXISTS && body.requiresSubscription === true) {
    return {
      toast: {
        title: 'Account Already Exists',
        description:
          serverMessage ||
          'A user with this name already has a trial account. Redirecting to subscription options...',
      },
      accountExistsMessage: serverMessage || ACCOUNT_MESSAGES.nameExists,
    }
  }
  const text = error instanceof Error ? error.message : ''
  if (status === 400 && text.includes('Email already exists')) {
    return {
      toast: {
        title: 'Email Already Exists',
        description:
          'An account with this email already exists. Please subscribe to continue or try logging in.',
      },
      redirectTo: '/subscription',
    }
  }
  if (status === 400) {
    return { toast: { title: TITLE, description: 'Invalid data provided', variant: 'destructive' } }
  }
  if (status === 409) {
    return {
      toast: {
        title: TITLE,
        description: 'An account with this information already exists',
        variant: 'destructive',
      },
    }
  }
  return {
    toast: {
      title: TITLE,
      description: 'Registration failed. Please try again.',
      variant: 'destructive',
    },
  }
}
