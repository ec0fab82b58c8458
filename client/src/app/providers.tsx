import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { queryClient } from '@/lib/query-client'
import { LazyToaster } from './lazy-toaster'
import { router } from './router'

/** The app with its data cache, its routes and the toast viewport (loaded with the first toast). */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  )
}
