/**
 * Where a settings section offers what the user's plan lacks: which plans have it, and an
 * Upgrade button that opens the plan chooser.
 */
import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'

export function UpgradePrompt({ children }: { children: ReactNode }) {
  const { openUpgradeModal } = useUpgradeModal()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-muted-foreground text-sm">{children}</p>
      <Button type="button" variant="outline" size="sm" onClick={openUpgradeModal}>
        <Lock aria-hidden="true" />
        Upgrade
      </Button>
    </div>
  )
}
