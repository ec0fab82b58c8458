/**
 * What records' ingestion tells leads (records cannot import leads, which reads records): the
 * case events it recorded make the urgency of the leads of their filings due (decision 0085),
 * beside alerts' evaluation. Both run whatever the other does; a failure is thrown after both
 * (ingestion swallows it: leads' daily refresh and alerts' sweep catch what a notice missed).
 */
import type { Db } from '../db/client'
import { markUrgencyDueOfCaseEvents } from '../modules/leads'
import type { CaseEventsListener } from '../modules/records'

export function caseEventsToLeadsAndAlerts(
  db: Db,
  alerts: CaseEventsListener | undefined,
): CaseEventsListener {
  return async (caseEventIds) => {
    const [leads, alerted] = await Promise.allSettled([
      markUrgencyDueOfCaseEvents(db, caseEventIds),
      alerts ? alerts(caseEventIds) : Promise.resolve(),
    ])
    if (leads.status === 'rejected') throw leads.reason
    if (alerted.status === 'rejected') throw alerted.reason
  }
}
