import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api'

/**
 * Data-fetching defaults of spec section 9: data never goes stale by itself, nothing refetches
 * on window focus or on a timer, nothing retries. Queries read their key as a URL.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}

/** The one client the app uses. */
export const queryClient = createQueryClient()
