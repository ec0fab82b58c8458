/**
 * A lead's enrichment (docs/decisions/0035): the job's work for one lead (claim the shared
 * property row, gather it unless fresh, then write the lead's equity estimate and absentee flag
 * back to leads), the view the lead detail shows, and queueing leads (kept, or in bulk).
 */
import type {
  AssessorFacts,
  CensusContext,
  enrichLeadsRequest,
  enrichLeadsResponse,
  LeadEnrichmentResponse,
} from '@common/contracts/enrichment'
import { LEAD_MESSAGES } from '@common/contracts/leads'
import { ENRICHMENT } from '@common/limits'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { PropertyEnrichment } from '../../db/schema'
import { AppError } from '../../http/app-error'
import {
  type LeadForEnrichment,
  leadForEnrichment,
  leadIdsMatching,
  leadsForEnrichment,
  setLeadEnrichmentSummary,
} from '../leads'
import type { EnrichmentFetch } from './enrichment-fetch'
import type { EnrichmentRuntime } from './enrichment-runtime'
import { estimateEquity, owedFromFiling } from './equity-estimate'
import { gatherEnrichment, type StoredAssessorData } from './gather-enrichment.service'
import {
  claimEnrichment,
  enrichmentByKey,
  ensureEnrichmentRow,
  storeEnrichment,
} from './property-enrichment.queries'
import { propertyKey } from './property-key'

/** Thrown by the job when another worker holds the property: pg-boss tries again later. */
class EnrichmentInProgress extends Error {
  override name = 'EnrichmentInProgress'
}

const NO_ADDRESS =
  'This lead has no street address and state to look the property up by. Add them to the lead.'

/**
 * Reasons stored before issue 31 were technical ("Assessor: <host> ... Census: ..."): such a
 * row says only this until its next lookup replaces it.
 */
const LEGACY_REASON = /^(Assessor|Census): /
const LEGACY_REASON_SHOWN = 'The last lookup did not complete. Use Refresh to try again.'

function shownReason(reason: string | null): string | null {
  return reason && LEGACY_REASON.test(reason) ? LEGACY_REASON_SHOWN : reason
}

function assessorOf(row: PropertyEnrichment | null): StoredAssessorData | null {
  const data = row?.assessorData as StoredAssessorData | null | undefined
  return data?.facts ? data : null
}

/** The lead's equity estimate from the shared row's market value and the lead's own filing. */
function equityFor(lead: LeadForEnrichment, row: PropertyEnrichment | null) {
  const assessor = assessorOf(row)
  const owed = owedFromFiling(lead)
  return estimateEquity({
    marketValue: assessor?.facts.marketValue ?? null,
    marketValueSource: assessor?.marketValueBasis ?? null,
    owed: owed ? [owed] : [],
    unusableAmountKind: !owed && lead.loanAmount !== null ? lead.amountKind : null,
    asOf: row?.lastEnriched ?? new Date(),
  })
}

/**
 * The job's work for one lead; safe to run twice. Returns false when the lead is gone (nothing
 * to do); throws EnrichmentInProgress while another worker gathers the same property.
 */
export async function enrichLead(
  db: Db,
  runtime: EnrichmentRuntime,
  options: {
    userId: string
    leadId: string
    force?: boolean
    fetch?: EnrichmentFetch
    /** Where the technical detail of a failed lookup goes (the job's log). */
    log?: FastifyBaseLogger
  },
): Promise<boolean> {
  const lead = await leadForEnrichment(db, options)
  if (!lead) return false
  const key = propertyKey(lead)
  if (!key) return true
  await ensureEnrichmentRow(db, key)
  const claimed = await claimEnrichment(db, { propertyKey: key, ...runtime, force: options.force })
  if (claimed) {
    const outcome = await gatherEnrichment(db, runtime, lead, {
      key,
      fetch: options.fetch,
      log: options.log,
    })
    await storeEnrichment(db, key, outcome)
  }
  const row = await enrichmentByKey(db, key)
  if (!claimed && row?.enrichmentStatus === 'pending' && row.claimedAt) {
    throw new EnrichmentInProgress(`another worker is enriching ${key}`)
  }
  await setLeadEnrichmentSummary(db, {
    userId: lead.userId,
    leadId: lead.id,
    estimatedEquity: equityFor(lead, row).amount,
    absenteeOwner: assessorOf(row)?.facts.absenteeOwner ?? null,
  })
  return true
}

/** What the lead detail shows; 404 LEAD_NOT_FOUND for another user's lead. */
export async function leadEnrichmentView(
  db: Db,
  runtime: Pick<EnrichmentRuntime, 'refreshAfterMs'>,
  options: { userId: string; leadId: string },
): Promise<LeadEnrichmentResponse> {
  const lead = await leadForEnrichment(db, options)
  if (!lead) throw AppError.notFound('LEAD_NOT_FOUND', LEAD_MESSAGES.notFound)
  const key = propertyKey(lead)
  const row = key ? await enrichmentByKey(db, key) : null
  const assessor = assessorOf(row)
  const status = !key
    ? 'failed'
    : !row
      ? 'not_requested'
      : (row.enrichmentStatus as LeadEnrichmentResponse['status'])
  const lastEnriched = row?.lastEnriched ?? null
  return {
    leadId: lead.id,
    status,
    isSample: lead.isSample || (row?.isSample ?? false),
    failureReason: key ? shownReason(row?.failureReason ?? null) : NO_ADDRESS,
    lastEnriched: lastEnriched?.toISOString() ?? null,
    refreshDue:
      lastEnriched !== null && Date.now() - lastEnriched.getTime() > runtime.refreshAfterMs,
    assessor: (assessor?.facts as AssessorFacts | undefined) ?? null,
    census: (row?.censusData as CensusContext | null | undefined) ?? null,
    equity: equityFor(lead, row),
  }
}

/** Sends one lead's job (the job itself decides whether anything needs fetching). */
export type SendEnrichJob = (payload: {
  userId: string
  leadId: string
  force?: boolean
}) => Promise<unknown>

/**
 * Queues the user's leads among `leadIds`: their property rows are created (so the detail
 * says pending) and one job per lead is sent. Returns how many were queued.
 */
export async function queueLeadEnrichment(
  db: Db,
  send: SendEnrichJob,
  options: { userId: string; leadIds: readonly string[]; force?: boolean; requireAll?: boolean },
): Promise<number> {
  const found = await leadsForEnrichment(db, { userId: options.userId, ids: options.leadIds })
  if (options.requireAll && found.length !== new Set(options.leadIds).size) {
    throw AppError.notFound('LEAD_NOT_FOUND', LEAD_MESSAGES.notFound)
  }
  for (const lead of found) {
    const key = propertyKey(lead)
    if (key) await ensureEnrichmentRow(db, key)
    await send({ userId: options.userId, leadId: lead.id, force: options.force })
  }
  return found.length
}

/**
 * POST /api/leads/enrich: the leads named by id (each must be the user's), or those matching the
 * list's filters up to ENRICHMENT.leadsPerRequest, the rest counted as skipped.
 */
export async function queueEnrichLeadsRequest(
  db: Db,
  send: SendEnrichJob,
  options: { userId: string; request: z.infer<typeof enrichLeadsRequest> },
): Promise<z.infer<typeof enrichLeadsResponse>> {
  const { userId, request } = options
  if ('ids' in request) {
    const leadIds = request.ids
    return {
      queued: await queueLeadEnrichment(db, send, { userId, leadIds, requireAll: true }),
      skipped: 0,
    }
  }
  const limit = ENRICHMENT.leadsPerRequest
  const { ids, total } = await leadIdsMatching(db, { userId, filters: request.filters, limit })
  const queued = await queueLeadEnrichment(db, send, { userId, leadIds: ids })
  return { queued, skipped: Math.max(0, total - ids.length) }
}
