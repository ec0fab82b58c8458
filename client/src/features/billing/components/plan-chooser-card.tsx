import { missingFeatures, type Plan } from '@common/plans'
import { Crown, Lock } from 'lucide-react'
import {
  MostPopularBadge,
  PlanFeatureList,
  PlanPrice,
  PlanSubscribeButton,
} from '@/components/plans/plan-parts'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

interface PlanChooserCardProps {
  plan: Plan
  /** The user's active plan: badged, and its button disabled as 'Current Plan'. */
  isCurrent: boolean
  /** A subscription is being created: every button is disabled and reads 'Processing...'. */
  isProcessing: boolean
  onChoose: () => void
}

/** One plan in the upgrade modal: price, tagline, features, what it lacks, and its button. */
export function PlanChooserCard({ plan, isCurrent, isProcessing, onChoose }: PlanChooserCardProps) {
  const headingId = `chooser-${plan.id}-name`
  const lacking = missingFeatures(plan)
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-5 pt-6 shadow-sm',
        plan.popular && 'border-primary ring-2 ring-primary',
        isCurrent && 'border-emerald-600 ring-2 ring-emerald-600',
      )}
    >
      <div className="-top-3 absolute inset-x-0 flex justify-center gap-2">
        {plan.popular && <MostPopularBadge className="shadow-sm" />}
        {isCurrent && (
          <Badge className="bg-emerald-600 shadow-sm">
            <Crown aria-hidden="true" />
            Current Plan
          </Badge>
        )}
      </div>
      <h3 id={headingId} className="font-bold text-xl tracking-tight">
        {plan.name}
      </h3>
      <p className="mt-0.5 text-muted-foreground text-sm">{plan.tagline}</p>
      <PlanPrice price={plan.price} compact className="mt-3" />
      <div className="flex-1">
        <PlanFeatureList
          items={plan.features}
          label={`${plan.name} features`}
          className="mt-4 space-y-2 text-sm"
        />
        {lacking.length > 0 && (
          <div className="mt-4 rounded-lg bg-muted/70 p-3">
            <p className="font-semibold text-slate-700 text-xs">Upgrade to unlock:</p>
            <ul
              aria-label={`Not in ${plan.name}`}
              className="mt-1.5 space-y-1 text-muted-foreground text-xs"
            >
              {lacking.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Lock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <PlanSubscribeButton
        plan={plan}
        isProcessing={isProcessing}
        isCurrent={isCurrent}
        label={plan.buttonLabel}
        className="mt-5 w-full"
        onClick={onChoose}
      />
    </article>
  )
}
