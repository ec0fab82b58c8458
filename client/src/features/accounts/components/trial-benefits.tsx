import { TRIAL } from '@common/limits'
import { Check } from 'lucide-react'
import { IconList } from '@/components/icon-list'

const BENEFITS = [
  `${TRIAL.documentUploads} document uploads with AI extraction`,
  `${TRIAL.searches} public records searches`,
  'Contact discovery',
  `${TRIAL.durationHours} hours of access`,
] as const

/** What the free trial includes, beside the sign-up form (spec section 2). */
export function TrialBenefits() {
  return (
    <section
      aria-labelledby="trial-benefits-heading"
      className="rounded-lg border border-blue-100 bg-blue-50/70 p-4"
    >
      <h2 id="trial-benefits-heading" className="font-semibold text-blue-950 text-sm">
        Your free trial includes
      </h2>
      <IconList
        items={BENEFITS}
        icon={Check}
        className="mt-2 grid gap-1.5 text-slate-700 text-sm sm:grid-cols-2"
        itemClassName="flex items-center gap-2"
        iconClassName="size-4 shrink-0 text-emerald-600"
      />
    </section>
  )
}
