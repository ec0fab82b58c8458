import type { UserResponse } from '@common/contracts/accounts'
import { useEffect, useSyncExternalStore } from 'react'

/**
 * Who is signed in, as the landing route `/` needs to know it before anything else is
 * downloaded: undefined (not asked yet), null (signed out, or the user cannot be read) or the
 * user. It is a plain store, not a TanStack Query query, so a first visit to `/` does not
 * download the query library (docs/decisions/0014). Once the query client is loaded the two are
 * kept in step by session-user-sync.ts: the store seeds the cache, and every answer the cache
 * gets for GET /api/user (a login, a refetch, a logout) is written back here.
 */
export type SessionUser = UserResponse | null | undefined

/**
 * accountsEndpoints.user's path (common/api/endpoints/accounts.ts), written out: `/` does not
 * download the endpoint declarations nor the API client.
 */
const USER_URL = '/api/user'

let current: SessionUser
let asking: Promise<void> | undefined
const listeners = new Set<() => void>()

/** The store's value now. */
export function sessionUserSnapshot(): SessionUser {
  return current
}

/** Records who is signed in (null: nobody) and tells every subscriber. */
export function setSessionUser(user: UserResponse | null): void {
  if (user === current) return
  current = user
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Asks GET /api/user once (spec section 7: a 401 means signed out). A failure of any kind
 * counts as signed out, as the query did before: the landing page is shown.
 */
function askSessionUser(): Promise<void> {
  asking ??= fetch(USER_URL, { credentials: 'include' })
    .then((response): Promise<UserResponse> | null => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((user) => {
      asking = undefined
      if (current === undefined) setSessionUser(user)
    })
  return asking
}

/** The signed-in user for `/`; asks the server the first time nobody knows yet. */
export function useSessionUser(): SessionUser {
  const user = useSyncExternalStore(subscribe, sessionUserSnapshot, sessionUserSnapshot)
  useEffect(() => {
    if (user === undefined) void askSessionUser()
  }, [user])
  return user
}

/** Tests only: back to "not asked yet". */
export function resetSessionUserStore(): void {
  current = undefined
  asking = undefined
}
