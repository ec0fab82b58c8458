import type { Plan } from '@common/plans'
import { Check, Star } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatPlanPrice } from '@/lib/format'
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
          <Badge className="-top-3.5 -translate-x-1/2 absolute left-1/2 px-3 py-1 shadow-sm">
            <Star aria-hidden="true" className="fill-current" />
            Most Popular
          </Badge>
        )}
        <h3 id={headingId} className="font-bold text-2xl tracking-tight">
          {plan.name}
        </h3>
        <p className="mt-1 font-medium text-primary text-sm">{plan.subtitle}</p>
        <p className="mt-6 flex items-baseline gap-1">
          <span className="font-extrabold text-4xl tracking-tight">
            {formatPlanPrice(plan.price)}
          </span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <ul aria-label={`${plan.name} features`} className="mt-8 flex-1 space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
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
