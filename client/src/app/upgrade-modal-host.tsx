import { type ComponentType, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { UpgradeModalState } from '@/components/upgrade/upgrade-modal-context'
import { lazyChunk } from '@/lib/lazy-chunk'
import { loadToaster } from './lazy-toaster'

type OpenUpgradeModal = ComponentType<Pick<UpgradeModalState, 'onOpenChange'>>

/**
 * Fetches the plan chooser's chunk (Radix Dialog, the billing contracts and zod) once, with the
 * toast viewport for the toasts of a subscription that fails to start. A screen that offers an
 * upgrade calls it when it mounts (UpgradeModalProvider's preloadModal), so public pages never
 * download it and the first opening does not wait.
 */
const modalChunk = lazyChunk<OpenUpgradeModal>(() =>
  Promise.all([import('./open-upgrade-modal'), loadToaster()]).then(
    ([module]) => module.OpenUpgradeModal,
  ),
)

/**
 * The download for the provider's preloadModal: a failure is handled when it opens (and the
 * opening tries again).
 */
export function preloadUpgradeModal(): void {
  modalChunk.load().catch(() => {})
}

/**
 * The upgrade modal for the signed-in user: the plan chooser, with their current plan marked.
 * Nothing is mounted (and no user is asked for) until it is opened. Not in a Suspense
 * boundary: React holds a revealed boundary back for up to 300 ms. If its code cannot be
 * fetched, the upgrade goes to the /subscription page instead.
 */
export function UpgradeModalHost({ open, onOpenChange }: UpgradeModalState) {
  const navigate = useNavigate()
  const [modal, setModal] = useState(modalChunk.loaded)
  useEffect(() => {
    if (!open || modal) return
    modalChunk.load().then(
      (loaded) => setModal(() => loaded),
      () => {
        onOpenChange(false)
        void navigate('/subscription')
      },
    )
  }, [open, modal, onOpenChange, navigate])
  const Modal = modal ?? modalChunk.loaded()
  return open && Modal ? <Modal onOpenChange={onOpenChange} /> : null
}
