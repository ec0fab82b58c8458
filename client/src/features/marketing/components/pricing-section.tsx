import { PLANS } from '@common/plans'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PlanCard } from './plan-card'
import { PricingAssurances } from './pricing-assurances'

export function PricingSection({ coverage }: { coverage?: ReactNode }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-16 border-t bg-slate-50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Choose Your Plan
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Start with a 24-hour free trial • No credit card required
          </p>
        </div>
        {coverage}
        <p className="mt-4 text-center text-muted-foreground text-sm">
          Before you choose, see{' '}
          <Link to="/coverage" className="font-medium text-primary underline">
            which states and counties our records cover
          </Link>
          .
        </p>
        <div className="mt-16 grid items-stretch gap-8 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <PricingAssurances />
      </div>
    </section>
  )
}
