/**
 * The port through which others learn that ingestion recorded case events (a new filing's first
 * event, a stage change, a postponement...). Records cannot import alerts (alerts reads records),
 * so the process sets the listener at start-up (server/src/composition/alerts-ports.ts): it
 * queues the alerts evaluation. Called after the events are committed; a listener that fails is
 * logged by the caller's log only through its own handling, and never fails the ingestion (the
 * alerts sweep picks up what a failed notice missed).
 */
export type CaseEventsListener = (caseEventIds: string[]) => Promise<void>

let listener: CaseEventsListener | null = null

/** Sets (or with null, clears) the one listener of this process. */
export function setCaseEventsListener(next: CaseEventsListener | null): void {
  listener = next
}

/** Tells the listener, if any, of events just committed; never throws. */
export async function notifyCaseEventsRecorded(caseEventIds: string[]): Promise<void> {
  if (!listener || caseEventIds.length === 0) return
  try {
    await listener(caseEventIds)
  } catch {
    // The alerts sweep evaluates events no notice reached.
  }
}
