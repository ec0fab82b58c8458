/**
 * Batch traces (POST /api/leads/skip-trace { leadIds }): a job that traces a list of leads one
 * after another with the same service as a single trace, writing its progress after each lead
 * (readable while it runs) and reading the cancel flag before each. It stops early when the
 * month's allowance runs out ('limit_reached') or the provider keeps failing, and resumes after
 * the leads already done if pg-boss delivers it again.
 */
import { CONTACT_MESSAGES, type SkipTraceBatchView } from '@common/contracts/contacts'
import { LEAD_MESSAGES } from '@common/contracts/leads'
import { isUniqueViolation } from '../../../db/pg-errors'
import { type SessionUser, type SkipTraceBatch, skipTraceBatches } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { JobQueue } from '../../../jobs/job-queue'
import { findUserById } from '../../accounts'
import { limitsFor } from '../../billing'
import { findLeadsForUser } from '../../leads'
import type { ContactsDeps } from '../contacts.deps'
import { assertTracingInPlan } from '../trace/lead-contacts.service'
import { assertMayTrace, traceLeadDefendants } from '../trace/skip-trace.service'
import { SKIP_TRACE_BATCH_JOB } from './skip-trace-batch.contract'
import {
  cancelRequested,
  failAbandonedBatches,
  finishBatch,
  recordLeadDone,
  startRunning,
  toBatchView,
} from './skip-trace-batch.queries'

/** Provider failures in a row after which the batch stops instead of failing every lead. */
const MAX_PROVIDER_FAILURES_IN_A_ROW = 3

export async function startBatchTrace(
  deps: ContactsDeps & { jobs: JobQueue | null },
  options: { user: SessionUser; leadIds: string[] },
): Promise<SkipTraceBatchView> {
  const { db } = deps
  const { user, leadIds } = options
  await assertMayTrace(deps, user)
  const found = await findLeadsForUser(db, { userId: user.id, ids: leadIds })
  if (found.length < leadIds.length) {
    const known = new Set(found.map((lead) => lead.id))
    const missing = leadIds.filter((id) => !known.has(id))
    throw AppError.notFound('LEAD_NOT_FOUND', LEAD_MESSAGES.someNotFound(missing.length), {
      missingIds: missing,
    })
  }
  await failAbandonedBatches(db, user.id)
  let row: SkipTraceBatch | undefined
  try {
    ;[row] = await db.insert(skipTraceBatches).values({ userId: user.id, leadIds }).returning()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict('SKIP_TRACE_BATCH_RUNNING', CONTACT_MESSAGES.batchRunning)
    }
    throw error
  }
  if (!row) throw new Error('startBatchTrace: no row returned')
  if (deps.jobs) await deps.jobs.send(SKIP_TRACE_BATCH_JOB, { batchId: row.id })
  else {
    // No job queue in this process (some tests): run it here, after the reply.
    const batchId = row.id
    setImmediate(() => {
      runBatchTrace(deps, batchId).catch((error: unknown) =>
        deps.log?.error({ err: error, batchId }, 'batch trace failed'),
      )
    })
  }
  return toBatchView(row)
}

interface LeadCounts {
  matched: number
  unmatched: number
  failed: number
  charged: number
}

/** Runs (or resumes) a batch; safe to run twice. */
export async function runBatchTrace(deps: ContactsDeps, batchId: string): Promise<void> {
  const { db } = deps
  const batch = await startRunning(db, batchId)
  if (!batch) return
  const done = new Set(batch.doneLeadIds)
  let providerFailures = 0
  for (const leadId of batch.leadIds) {
    if (done.has(leadId)) continue
    if (await cancelRequested(db, batchId)) {
      await finishBatch(db, batchId, 'cancelled', null)
      return
    }
    // The plan in force now: a subscription that lapsed mid-batch stops it.
    const user = await findUserById(db, batch.userId)
    try {
      if (!user) throw AppError.forbidden('CONTACTS_NOT_IN_PLAN', CONTACT_MESSAGES.notInPlan)
      assertTracingInPlan(user)
    } catch (error) {
      await finishBatch(db, batchId, 'failed', (error as Error).message)
      return
    }
    const counts: LeadCounts = { matched: 0, unmatched: 0, failed: 0, charged: 0 }
    let stop: { status: SkipTraceBatchView['status']; message: string } | null = null
    const [lead] = await findLeadsForUser(db, { userId: user.id, ids: [leadId] })
    if (!lead) counts.failed = 1
    else {
      try {
        const result = await traceLeadDefendants(deps, user, lead)
        providerFailures = 0
        counts.charged = result.charged
        const statuses = result.outcomes.map((outcome) => outcome.status)
        if (statuses.includes('matched')) counts.matched = 1
        else if (statuses.includes('unmatched')) counts.unmatched = 1
        else counts.failed = 1
        if (statuses.includes('limit_reached')) {
          const limit = limitsFor(user).skipTracesPerMonth ?? 0
          stop = { status: 'limit_reached', message: CONTACT_MESSAGES.traceLimit(limit) }
        }
      } catch (error) {
        counts.failed = 1
        const code = error instanceof AppError ? error.code : null
        if (code === 'SKIP_TRACE_LIMIT') {
          stop = { status: 'limit_reached', message: (error as AppError).message }
          counts.failed = 0
        } else if (code === 'CONTACT_PROVIDER_ERROR') {
          providerFailures++
          if (providerFailures >= MAX_PROVIDER_FAILURES_IN_A_ROW) {
            stop = { status: 'failed', message: CONTACT_MESSAGES.providerFailed }
          }
        } else if (code !== 'NOTHING_TO_TRACE') {
          throw error
        }
      }
    }
    // A lead the allowance stopped before anything was traced stays to do for the next batch.
    if (!(stop?.status === 'limit_reached' && counts.matched + counts.unmatched === 0)) {
      await recordLeadDone(db, batchId, leadId, counts)
    }
    if (stop) {
      await finishBatch(db, batchId, stop.status, stop.message)
      return
    }
  }
  await finishBatch(db, batchId, 'completed', null)
}
