import type { UserResponse } from '@common/contracts/accounts'
import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'

/** The body of a successful login or registration. */
interface SignedInReply {
  message?: string
  user: UserResponse
}

/**
 * After a successful login or registration: the reply's user goes into the cache at once (so
 * the next screen does not flash a loader), then the user and trial status are refetched in
 * the background; nothing waits for that refetch.
 */
export function rememberSignedInUser(queryClient: QueryClient, reply: SignedInReply): void {
  queryClient.setQueryData(queryKeys.user, reply.user)
  void queryClient.invalidateQueries({ queryKey: queryKeys.user })
  void queryClient.invalidateQueries({ queryKey: queryKeys.trialStatus })
}

/**
 * After sign-out: every cached query is dropped (spec section 4: 'Logout clears all cached
 * data'). `clear()` alone does not tell mounted components, which would keep showing the old
 * user, so the user is first set to null (they re-render signed out), then everything is
 * cleared, then null is stored again so the re-render does not ask the server a second time.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.user, null)
  queryClient.clear()
  queryClient.setQueryData(queryKeys.user, null)
}
