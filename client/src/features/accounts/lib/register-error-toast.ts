import { ACCOUNT_MESSAGES } from '@common/contracts/accounts'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorMessage, toApiError } from '@/lib/api'

/** What the register form does after a failed POST /api/register (spec section 8). */
export interface RegisterFailure {
  toast: ToastMessage
  /** Where the visitor is sent (an existing e-mail goes straight to the plans). */
  redirectTo?: '/subscription'
  /** The 'Account Already Exists' dialog's text, for a name that already had a trial. */
  accountExistsMessage?: string
}

const TITLE = 'Registration Failed'

function asksForSubscription(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'requiresSubscription' in body
    ? body.requiresSubscription === true
    : false
}

/**
 * Maps a registration error to the rows of spec section 8, checked in order, by the server's
 * domain code: a name that already has a trial (NAME_ALREADY_EXISTS asking for a subscription),
 * an e-mail that already exists (EMAIL_EXISTS), other 400s, other 409s, anything else. Like the
 * login toast, RATE_LIMITED (too many sign-ups from one address, a limit the spec does not have)
 * shows the server's own words, which say when to try again; 'Registration failed. Please try
 * again.' would send the visitor straight back into the limit.
 */
export function registerErrorToast(error: unknown): RegisterFailure {
  const apiError = toApiError(error)
  const status = apiError?.status
  const code = apiError?.code
  const serverMessage = apiErrorMessage(error)

  if (code === 'NAME_ALREADY_EXISTS' && asksForSubscription(apiError?.body)) {
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
  if (code === 'EMAIL_EXISTS') {
    return {
      toast: {
        title: 'Email Already Exists',
        description:
          'An account with this email already exists. Please subscribe to continue or try logging in.',
      },
      redirectTo: '/subscription',
    }
  }
  if (code === 'RATE_LIMITED' && serverMessage) {
    return { toast: { title: TITLE, description: serverMessage, variant: 'destructive' } }
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
