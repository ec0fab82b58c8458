import type { Plan } from '@common/plans'
import { MostPopularBadge, PlanFeatureList, PlanPrice } from '@/components/plans/plan-parts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'

interface SubscriptionPlanCardProps {
  plan: Plan
  /** A subscription is being created: the button is disabled and reads 'Processing...'. */
  isProcessing: boolean
  /** The signed-in user's active plan: nothing to buy, so its button is disabled. */
  isCurrent: boolean
  onSubscribe: () => void
}

/** A plan on /subscription: name, subtitle, price, 'Subscribe to {name}', what is and is not in. */
export function SubscriptionPlanCard({
  plan,
  isProcessing,
  isCurrent,
  onSubscribe,
}: SubscriptionPlanCardProps) {
  const headingId = `subscribe-${plan.id}-name`
  return (
    <Card
      asChild
      className={cn(
        'relative flex h-full flex-col rounded-2xl p-6 sm:p-7',
        plan.popular && 'border-primary shadow-lg ring-2 ring-primary',
      )}
    >
      <article aria-labelledby={headingId}>
        {plan.popular && (
          <MostPopularBadge className="-top-3.5 -translate-x-1/2 absolute left-1/2 px-3 py-1 shadow-sm" />
        )}
        <h2 id={headingId} className="font-bold text-2xl tracking-tight">
          {plan.name}
        </h2>
        <p className="mt-1 font-medium text-primary text-sm">{plan.subtitle}</p>
        <PlanPrice price={plan.price} className="mt-5" />
        <Button
          type="button"
          size="lg"
          variant={plan.popular ? 'default' : 'outline'}
          disabled={isProcessing || isCurrent}
          onClick={onSubscribe}
          className="mt-6"
        >
          {isProcessing
            ? 'Processing...'
            : isCurrent
              ? 'Current Plan'
              : `Subscribe to ${plan.name}`}
        </Button>
        <h3 className="mt-7 font-semibold text-sm">Included</h3>
        <PlanFeatureList
          items={plan.features}
          label={`${plan.name} features`}
          className="mt-3 space-y-2.5 text-sm"
        />
        {plan.limitations.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-sm">Not Included</h3>
            <PlanFeatureList
              items={plan.limitations}
              label={`Not included in ${plan.name}`}
              missing
              className="mt-3 space-y-2.5 text-muted-foreground text-sm"
            />
          </>
        )}
      </article>
    </Card>
  )
}
