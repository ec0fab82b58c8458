import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '@/lib/query-client'
import { LazyToaster } from './lazy-toaster'
import { AppRouter } from './router'

/** The app with its data cache, its routes and the toast viewport (loaded with the first toast). */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <LazyToaster />
    </QueryClientProvider>
  )
}
