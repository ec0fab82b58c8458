import type { PublicRecordsSearchResponse } from '@common/contracts/records'
import { Crown } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { PLAN_CHOOSER_STATE } from '@/components/upgrade/plan-chooser-state'
import { documentsNoun } from '../lib/search-summary'

/**
 * Why some results are masked: a trial user at the visible limit is offered 'Upgrade Now'
 * (spec section 2); a plan whose monthly record views ran out is told so the same way.
 */
export function LimitBanner({ response }: { response: PublicRecordsSearchResponse }) {
  const { totalFound, accessibleInTrial, results } = response
  const trial = response.isTrialUser && response.trialLimitReached
  if (!trial && !response.monthlyViewLimitReached) return null
  const open = trial ? accessibleInTrial : results.filter((r) => r.isAccessibleInTrial).length
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
      <Crown className="hidden size-6 shrink-0 text-amber-600 sm:block" aria-hidden="true" />
      <div className="grid gap-1 text-amber-950 text-sm">
        <p className="font-semibold">
          We found {totalFound} foreclosure {documentsNoun(totalFound)}, but only {open}{' '}
          {open === 1 ? 'is' : 'are'} fully accessible{' '}
          {trial ? 'during your free trial' : 'with your plan this month'}.
        </p>
        <p>Subscribe to see every record with complete contact information.</p>
      </div>
      <Button asChild className="sm:ml-auto">
        <Link to="/" state={PLAN_CHOOSER_STATE}>
          Upgrade Now
        </Link>
      </Button>
    </div>
  )
}
