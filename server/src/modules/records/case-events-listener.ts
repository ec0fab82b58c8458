/**
 * The port through which others learn that ingestion recorded case events (a new filing's first
 * event, a stage change, a postponement...). Records cannot import alerts (alerts reads records),
 * so the process's runtime hands a listener to ingestion (composition/alerts-ports.ts: it queues
 * the alerts evaluation), and whoever stores filings passes it on. Called after the events are
 * committed; a listener that fails never fails the ingestion (the alerts sweep picks up what a
 * failed notice missed).
 */
export type CaseEventsListener = (caseEventIds: string[]) => Promise<void>

/** Tells `listener`, when there is one, of events just committed; never throws. */
export async function notifyCaseEventsRecorded(
  listener: CaseEventsListener | undefined,
  caseEventIds: string[],
): Promise<void> {
  if (!listener || caseEventIds.length === 0) return
  try {
    await listener(caseEventIds)
  } catch {
    // The alerts sweep evaluates events no notice reached.
  }
}
