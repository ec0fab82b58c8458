import type { UserResponse } from '@common/contracts/accounts'
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@common/limits'
import { type ReactNode, useEffect, useRef } from 'react'
import { PageLoading } from '@/components/layout/page-loading'
import { toast } from '@/hooks/use-toast'
import { useUser } from '../api/get-user'
import { UNAUTHORIZED_TOAST } from '../lib/account-toast'

/** The login endpoint: the server answers it with a redirect to /auth. */
const LOGIN_ENDPOINT = '/api/login'

interface RequireUserProps {
  /** The page, given the signed-in user. */
  children: (user: UserResponse) => ReactNode
}

/**
 * Shows a page only to a signed-in user. A visitor who is not signed in (or whose user cannot
 * be read) gets the 'Unauthorized' toast and, after 500 ms, the login endpoint (spec section 2).
 * A user who signs out here is not told they are unauthorized: the sign-out itself moves on.
 */
export function RequireUser({ children }: RequireUserProps) {
  const { data: user, isPending } = useUser()
  const wasSignedIn = useRef(false)
  if (user) wasSignedIn.current = true
  const signedOut = !isPending && !user && !wasSignedIn.current

  useEffect(() => {
    if (!signedOut) return
    toast(UNAUTHORIZED_TOAST)
    const timer = setTimeout(() => {
      window.location.href = LOGIN_ENDPOINT
    }, UNAUTHORIZED_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [signedOut])

  return user ? children(user) : <PageLoading />
}
