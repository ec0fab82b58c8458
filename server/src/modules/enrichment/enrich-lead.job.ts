/**
 * The enrich-lead job (docs/decisions/0035): one lead's property enrichment. Safe to run twice:
 * the shared property row is claimed in one statement and a fresh one is not fetched again. When
 * another worker holds the same property the run fails and pg-boss retries it later.
 */
import { z } from 'zod'
import { defineJob } from '../../jobs/job-definition'
import type { EnrichmentRuntime } from './enrichment-runtime'
import { enrichLead } from './lead-enrichment.service'

export const ENRICH_LEAD_JOB = 'enrich-lead'

export const enrichLeadJob = defineJob<
  z.ZodObject<{ userId: z.ZodUUID; leadId: z.ZodUUID; force: z.ZodOptional<z.ZodBoolean> }>,
  { enrichment: EnrichmentRuntime }
>({
  id: ENRICH_LEAD_JOB,
  payload: z.object({ userId: z.uuid(), leadId: z.uuid(), force: z.boolean().optional() }),
  async handler(payload, context) {
    const { database, enrichment } = context.runtime
    await enrichLead(database.db, enrichment, { ...payload, log: context.log })
  },
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 300,
})
