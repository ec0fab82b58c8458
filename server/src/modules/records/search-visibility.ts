/**
 * Which of a saved search's results a user may read now (docs/decisions/0018). A search row
 * holds its found filings' ids in the order shown and `shown_count`, how many of them (from the
 * first) were readable when it ran or were revealed since. Opening the search, or keeping its
 * results as leads, applies the user's plan as it is now:
 *
 * - no active subscription (the trial, an expired trial, a lapsed plan): what was shown, never
 *   more; the rest stays masked, also later;
 * - a plan with unlimited record views (Pro, Elite): every result, withheld ones included;
 * - a plan that counts record views (Basic): what was shown, plus as many withheld results as
 *   the month's views left allow, each counted once when the search is opened (then recorded
 *   in `shown_count`, so opening it again costs nothing); keeping counts none.
 */
import type { SessionUser } from '../../db/schema'
import { hasActiveSubscription } from '../accounts'
import { limitsFor } from '../billing'

export type SearchVisibility =
  | { kind: 'as-shown' }
  | { kind: 'all' }
  | { kind: 'views'; limit: number }

/** The rule above for this user now. */
export function searchVisibilityFor(user: SessionUser): SearchVisibility {
  if (!hasActiveSubscription(user)) return { kind: 'as-shown' }
  const limit = limitsFor(user).recordViewsPerMonth
  return limit === null ? { kind: 'all' } : { kind: 'views', limit }
}

/** How many of a search's results (from the first) are readable without spending anything. */
export function readableCount(
  visibility: SearchVisibility,
  search: { shownCount: number; total: number },
): number {
  return visibility.kind === 'all' ? search.total : Math.min(search.shownCount, search.total)
}
