import type { ComponentType, ReactNode } from 'react'

type QueryProviderComponent = ComponentType<{ children: ReactNode }>

let loadingProvider: Promise<QueryProviderComponent> | undefined

/**
 * Fetches the query client's chunk (TanStack Query and the app's client) once. Pages load it
 * together with their own chunk (lazy-page.tsx), so it never delays a page further.
 */
export function loadQueryProvider(): Promise<QueryProviderComponent> {
  loadingProvider ??= import('./query-provider').then(
    (module) => module.QueryProvider,
    (error: unknown) => {
      loadingProvider = undefined // the next page tries again
      throw error
    },
  )
  return loadingProvider
}
