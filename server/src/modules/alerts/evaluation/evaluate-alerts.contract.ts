/**
 * The alerts evaluation job's id and payload: ingestion's listener (composition) sends the ids
 * of the case events it recorded; the schedule sends none, which sweeps recent events that no
 * notice reached.
 */
import { z } from 'zod'

export const EVALUATE_ALERTS_JOB = 'alerts.evaluate'
export const evaluateAlertsPayload = z.object({
  caseEventIds: z.array(z.uuid()).max(5000).optional(),
})
