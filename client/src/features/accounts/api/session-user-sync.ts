import type { UserResponse } from '@common/contracts/accounts'
import { hashKey, type QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { sessionUserSnapshot, setSessionUser } from './session-user-store'

const USER_QUERY_HASH = hashKey(queryKeys.user)

/** The user query holds what GET /api/user answered: the user, or null when signed out. */
function isUser(data: unknown): data is UserResponse {
  return typeof data === 'object' && data !== null
}

/**
 * Keeps the query cache's current user and the landing route's store (session-user-store.ts) in
 * step, from the moment the query client is loaded: what the store already knows seeds the
 * cache (the dashboard does not ask again), and every value the cache gets for GET /api/user
 * (a login, a registration, a background refetch, a logout) is written back to the store, so
 * `/` switches between the landing page and the dashboard as it did when it read the cache.
 */
export function connectSessionUser(queryClient: QueryClient): () => void {
  const known = sessionUserSnapshot()
  if (known !== undefined && queryClient.getQueryData(queryKeys.user) === undefined) {
    queryClient.setQueryData(queryKeys.user, known)
  }
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== USER_QUERY_HASH) return
    setSessionUser(isUser(event.query.state.data) ? event.query.state.data : null)
  })
}
