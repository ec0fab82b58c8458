/**
 * What a trial or Basic user sees where a lead's or a document's contact info would be: the
 * plans that have it, and the button that opens the plan chooser.
 */
import { Lock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'

export function ContactInfoUpgrade() {
  const { openUpgradeModal } = useUpgradeModal()
  return (
    <>
      <p className="text-muted-foreground text-sm">
        Phones, emails and social profiles of defendants come with the Pro and Elite plans.
      </p>
      <Button type="button" size="sm" className="justify-self-start" onClick={openUpgradeModal}>
        <Lock aria-hidden="true" />
        Upgrade to Access Contact Info
      </Button>
    </>
  )
}
