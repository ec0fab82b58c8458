import { lazy, Suspense, useState } from 'react'
import { useToast } from '@/hooks/use-toast'

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }))

/**
 * The toast viewport, downloaded (with Radix Toast) when the first toast is shown and kept
 * mounted from then on. The toast queue itself lives outside React, so a toast shown before
 * the viewport has loaded appears as soon as it has; a first visit to the landing page, which
 * shows none, does not download it.
 */
export function LazyToaster() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (!needed && toasts.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
