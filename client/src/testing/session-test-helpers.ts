/** Test helpers of the session cache tests: a signed-in user and a client that never fetches. */
import type { UserResponse } from '@common/contracts/accounts'
import { QueryClient } from '@tanstack/react-query'

export const testUser: UserResponse = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  authProvider: 'trial',
  trialStartedAt: '2024-06-15T12:00:00.000Z',
  subscriptionTier: 'free',
  subscriptionStatus: 'inactive',
  createdAt: '2024-06-15T12:00:00.000Z',
  isOperator: false,
}

/** A query client whose queries never resolve by themselves: only what a test writes is there. */
export function clientWithoutFetching(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise(() => {}), staleTime: Infinity } },
  })
}
