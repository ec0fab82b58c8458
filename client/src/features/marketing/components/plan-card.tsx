import type { Plan } from '@common/plans'
import { LinkButton } from '@/components/link-button'
import { PlanCardFrame, PlanFeatureList } from '@/components/plans/plan-parts'

/** One plan of the catalogue on the landing page; every card starts the free trial. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}-name`
  return (
    <PlanCardFrame plan={plan} page="landing" headingId={headingId}>
      <PlanFeatureList
        items={plan.features}
        label={`${plan.name} features`}
        className="mt-8 flex-1 space-y-3 text-sm"
      />
      <LinkButton
        to="/auth"
        size="lg"
        variant={plan.popular ? 'default' : 'outline'}
        className="mt-8"
      >
        Start Free Trial
        <span className="sr-only"> with the {plan.name} plan</span>
      </LinkButton>
    </PlanCardFrame>
  )
}
