/**
 * What a test (route test or browser test) needs to make a lead cross its user's urgency
 * threshold without the leads module's refresh job: it reports the change as that refresh
 * would, through the alerts module's hook (issue 35). Usable from e2e files too: the app there
 * runs in the test's process (`app.database`, `app.runtime`).
 */
import pino from 'pino'
import type { Db } from '../db/client'
import { type AlertsRuntime, notifyUrgencyCrossings } from '../modules/alerts'
import type { UrgencyChange } from '../modules/leads'

/** The parts of a test app (or e2e app) the hook needs: its database and its alerts runtime. */
export interface UrgencyAlertingApp {
  database: { db: Db }
  runtime: { alerts: AlertsRuntime }
}

const silent = pino({ level: 'silent' })

/**
 * Reports that the user's lead went from `previous` to `score` (defaults: 40 -> 85, a crossing
 * of any threshold from 41 to 85); answers how many crossings were told.
 */
export function reportUrgencyChange(
  app: UrgencyAlertingApp,
  change: Pick<UrgencyChange, 'userId' | 'leadId'> & Partial<UrgencyChange>,
): Promise<number> {
  return reportUrgencyChanges(app, [change])
}

export function reportUrgencyChanges(
  app: UrgencyAlertingApp,
  changes: Array<Pick<UrgencyChange, 'userId' | 'leadId'> & Partial<UrgencyChange>>,
  now?: Date,
): Promise<number> {
  return notifyUrgencyCrossings(
    { db: app.database.db, runtime: app.runtime.alerts, log: silent, now },
    changes.map((change) => ({
      previous: 40,
      score: 85,
      explanation: 'Sale in 9 days (NJ, scheduled); equity about $84,000; 2 phones not on DNC',
      title: '12 Oak St, Trenton',
      ...change,
    })),
  )
}
