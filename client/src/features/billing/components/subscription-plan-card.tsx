import type { Plan } from '@common/plans'
import { PlanCardFrame, PlanFeatureList, PlanSubscribeButton } from '@/components/plans/plan-parts'

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
    <PlanCardFrame plan={plan} page="subscription" headingId={headingId}>
      <PlanSubscribeButton
        plan={plan}
        isProcessing={isProcessing}
        isCurrent={isCurrent}
        label={`Subscribe to ${plan.name}`}
        size="lg"
        onClick={onSubscribe}
        className="mt-6"
      />
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
    </PlanCardFrame>
  )
}
