import { accountsEndpoints } from '@common/api/endpoints/accounts'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

const FIVE_MINUTES_MS = 5 * 60 * 1000

/**
 * The current user from GET /api/user: null when signed out (the server answers 401), never
 * retried or refetched on focus, cached for five minutes (spec section 7).
 */
export function useUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: () => call(accountsEndpoints.user, { on401: 'returnNull' }),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: FIVE_MINUTES_MS,
  })
}
