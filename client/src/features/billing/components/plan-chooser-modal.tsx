import type { SubscriptionTier } from '@common/enums'
import { PLANS } from '@common/plans'
import { Crown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useStartSubscription } from '../hooks/use-start-subscription'
import { PlanChooserAssurances } from './plan-chooser-assurances'
import { PlanChooserCard } from './plan-chooser-card'

interface PlanChooserModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The tier of the user's active subscription; null on the trial. */
  currentTier: SubscriptionTier | null
  /** What the records cover where the user searched, said before they pay (the coverage feature's). */
  coverage?: ReactNode
}

function HighestTier() {
  return (
    <>
      <DialogHeader className="items-center text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Crown className="size-6" aria-hidden="true" />
        </span>
        <DialogTitle className="text-xl">You have the highest tier!</DialogTitle>
        <DialogDescription>
          Your Elite plan already includes everything we offer: unlimited imports, every county and
          state, deep contact enrichment and priority support.
        </DialogDescription>
      </DialogHeader>
      <DialogClose asChild>
        <Button type="button" className="mx-auto">
          Close
        </Button>
      </DialogClose>
    </>
  )
}

/**
 * The upgrade modal (spec section 2, 'Plan chooser modal'): the three plans, the user's
 * current one marked, and the subscribe flow behind each button. An Elite user is told there
 * is nothing higher instead.
 */
export function PlanChooserModal({
  open,
  onOpenChange,
  currentTier,
  coverage,
}: PlanChooserModalProps) {
  const { start, isProcessing } = useStartSubscription({
    onAlreadySubscribed: () => onOpenChange(false),
  })
  const highest = currentTier === 'elite'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={highest ? 'max-w-md' : 'max-w-5xl gap-6 p-5 sm:p-6'}>
        {highest ? (
          <HighestTier />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="text-2xl">Choose Your Plan</DialogTitle>
              <DialogDescription>
                Pick the plan that fits your business. You approve the monthly payment with PayPal
                and can cancel anytime.
              </DialogDescription>
            </DialogHeader>
            {coverage}
            <div className="grid gap-6 pt-2 md:grid-cols-3 md:gap-4">
              {PLANS.map((plan) => (
                <PlanChooserCard
                  key={plan.id}
                  plan={plan}
                  isCurrent={plan.id === currentTier}
                  isProcessing={isProcessing}
                  onChoose={() => void start(plan.id)}
                />
              ))}
            </div>
            <PlanChooserAssurances />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
