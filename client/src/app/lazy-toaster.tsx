import { type ComponentType, useEffect, useState } from 'react'
import { useToast } from '@/hooks/use-toast'
import { lazyChunk } from '@/lib/lazy-chunk'

const toasterChunk = lazyChunk<ComponentType>(() =>
  import('@/components/ui/toaster').then((module) => module.Toaster),
)

/**
 * Fetches the toast viewport's chunk (Radix Toast) once. Every page but the landing page loads
 * it together with its own chunk, so a toast such a page shows at once (the 'Unauthorized'
 * toast has 500 ms before the redirect) appears without waiting for a download.
 */
export function loadToaster(): Promise<ComponentType> {
  return toasterChunk.load() // after a failure, the next toast tries again
}

/**
 * The toast viewport once its chunk is here: at once on pages that loaded it with their own
 * chunk, and on the landing page (which shows no toast of its own, so a first visit does not
 * download it) from the first toast on. The toast queue lives outside React, so a toast shown
 * before the viewport is mounted appears as soon as it is. No Suspense: React holds a revealed
 * boundary back for up to 300 ms, which a 500 ms toast cannot spare.
 */
export function LazyToaster() {
  const { toasts } = useToast()
  const [toaster, setToaster] = useState(toasterChunk.loaded)
  const wanted = toasts.length > 0
  useEffect(() => {
    if (!wanted || toaster) return
    loadToaster().then(
      (loaded) => setToaster(() => loaded),
      () => {},
    )
  }, [wanted, toaster])
  const Toaster = toaster ?? toasterChunk.loaded()
  return Toaster ? <Toaster /> : null
}
