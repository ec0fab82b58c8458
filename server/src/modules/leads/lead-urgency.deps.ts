/**
 * What the leads module's urgency is given at the composition root (issue 35, decision 0085):
 * how leads may be reached (the contacts module's reader: leads cannot import contacts, which
 * imports leads), and who is told when a lead's stored score changes (the alerts module's
 * threshold alerts; a no-op when nobody listens).
 */
import type { Db } from '../../db/client'
import type { LeadReach } from './lead-urgency'

/**
 * The reach of each of the user's leads among `leadIds`, read with `db` (the refresh's
 * transaction or the app's database); a lead left out has none. One or two statements a page.
 */
export type LeadReachReader = (
  db: Pick<Db, 'execute'>,
  options: { userId: string; leadIds: readonly string[] },
) => Promise<ReadonlyMap<string, LeadReach>>

/** A lead whose stored urgency score changed (previous null: never worked out before). */
export interface UrgencyChange {
  userId: string
  leadId: string
  previous: number | null
  score: number
  /** The reasons in one sentence (urgencyExplanation). */
  explanation: string
  /** What a person calls the lead: its address, else its defendant, else its case number. */
  title: string
}

/**
 * Told of the changes of one refresh after they are committed, once per change even when
 * refreshes run at once (they are serialised per user). A hook that throws fails the refresh's
 * caller (the job run, logged by the list) but not the scores written: the changes are not told
 * again, so a hook should hand its work to something durable (a job) quickly.
 */
export type UrgencyChangedHook = (changes: readonly UrgencyChange[]) => Promise<void>

export interface LeadUrgencyDeps {
  reach: LeadReachReader
  onUrgencyChanged: UrgencyChangedHook
}
