import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { connectSessionUser } from '@/features/accounts'
import { queryClient } from '@/lib/query-client'

connectSessionUser(queryClient)

/**
 * The app's one query client for what is inside. Every page but the landing page, the
 * signed-in dashboard at `/` and the plan chooser are wrapped in it, each in its own lazily
 * loaded chunk (lazy-query-provider.ts), so a first visit to `/` does not download TanStack
 * Query. The client is one object, so every wrapper shares one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
