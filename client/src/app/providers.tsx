import { LazyToaster } from './lazy-toaster'
import { AppRouter } from './router'

/**
 * The app: its routes and the toast viewport (loaded with the first toast). The query client's
 * provider wraps each page in the page's own chunk (lazy-page.tsx), not the whole app, so the
 * landing page does not download TanStack Query (docs/decisions/0014).
 */
export function Providers() {
  return (
    <>
      <AppRouter />
      <LazyToaster />
    </>
  )
}
