import { LoaderCircle } from 'lucide-react'

/** A full-page spinner for the moment before the app knows who is signed in. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
