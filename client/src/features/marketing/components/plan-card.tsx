import type { Plan } from '@common/plans'
import { Link } from 'react-router'
import { MostPopularBadge, PlanFeatureList, PlanPrice } from '@/components/plans/plan-parts'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/** One plan of the catalogue on the landing page; every card starts the free trial. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}-name`
  return (
    <Card
      asChild
      className={cn(
        'relative flex h-full flex-col rounded-2xl p-8',
        plan.popular && 'border-primary shadow-xl ring-2 ring-primary lg:-translate-y-3',
      )}
    >
      <article aria-labelledby={headingId}>
        {plan.popular && (
          <MostPopularBadge className="-top-3.5 -translate-x-1/2 absolute left-1/2 px-3 py-1 shadow-sm" />
        )}
        <h3 id={headingId} className="font-bold text-2xl tracking-tight">
          {plan.name}
        </h3>
        <p className="mt-1 font-medium text-primary text-sm">{plan.subtitle}</p>
        <PlanPrice price={plan.price} className="mt-6" />
        <PlanFeatureList
          items={plan.features}
          label={`${plan.name} features`}
          className="mt-8 flex-1 space-y-3 text-sm"
        />
        <Button asChild size="lg" variant={plan.popular ? 'default' : 'outline'} className="mt-8">
          <Link to="/auth">
            Start Free Trial
            <span className="sr-only"> with the {plan.name} plan</span>
          </Link>
        </Button>
      </article>
    </Card>
  )
}
