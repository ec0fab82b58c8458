import { lazy, Suspense } from 'react'
import type { UpgradeModalState } from '@/components/upgrade/upgrade-modal-context'
import { loadToaster } from './lazy-toaster'

/**
 * The plan chooser's chunk (Radix Dialog, the billing contracts and zod), loaded on first open
 * with the toast viewport, for the toasts of a subscription that fails to start.
 */
const OpenUpgradeModal = lazy(async () => {
  const [module] = await Promise.all([import('./open-upgrade-modal'), loadToaster()])
  return { default: module.OpenUpgradeModal }
})

/**
 * The upgrade modal for the signed-in user: the plan chooser, with their current plan marked.
 * Nothing is mounted (and no user is asked for) until it is opened, so public pages stay quiet
 * and do not download it.
 */
export function UpgradeModalHost({ open, onOpenChange }: UpgradeModalState) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <OpenUpgradeModal onOpenChange={onOpenChange} />
    </Suspense>
  )
}
