/**
 * Documents whose processing stalled: still 'pending' long after upload (their job ran out of
 * retries on passing failures, or was never queued), or 'processing' under a claim whose
 * heartbeat stopped a minute ago (its worker died). A job scheduled every minute resumes them a
 * few at a time, so a killed worker's document is taken over within about two minutes and no
 * document shows 'AI analysis in progress...' for ever; one that has been stalling for hours is
 * marked failed with a reason the user can act on instead of being retried without end.
 */
import { and, asc, lt, or, sql } from 'drizzle-orm'
import { documents } from '../../../db/schema'
import { claimIsStale } from './document-claim'
import { PROCESSING_LIMITS, type ProcessingDeps, processDocument } from './process-document.service'

export const STALLED = {
  /** Untouched this long, a pending document's job is taken to be gone. */
  idleMs: 15 * 60 * 1000,
  /** Older than this and still not processed: given up on. */
  giveUpMs: 6 * 60 * 60 * 1000,
  /** Documents resumed per run (each can take minutes with OCR). */
  batch: 5,
  reason:
    'Processing did not finish. Upload the document again; if it stops again, contact support.',
} as const

export interface ResumeOutcome {
  resumed: number
  gaveUp: number
}

/** Marks the stalled documents too old to retry as failed, then processes up to a batch of the rest. */
export async function resumeStalledDocuments(
  deps: ProcessingDeps,
  options: { idleMs?: number; giveUpMs?: number; batch?: number } = {},
): Promise<ResumeOutcome> {
  const { idleMs, giveUpMs, batch } = { ...STALLED, ...options }
  const staleClaimMs = deps.limits?.staleClaimMs ?? PROCESSING_LIMITS.staleClaimMs
  const stalled = or(
    and(
      sql`${documents.processingStatus} = 'pending'`,
      lt(documents.updatedAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
    ),
    and(sql`${documents.processingStatus} = 'processing'`, claimIsStale(staleClaimMs)),
  )
  const gaveUp = await deps.db
    .update(documents)
    .set({ processingStatus: 'failed', processingError: STALLED.reason, processedAt: new Date() })
    .where(
      and(stalled, lt(documents.createdAt, sql`now() - make_interval(secs => ${giveUpMs / 1000})`)),
    )
    .returning({ id: documents.id })
  const due = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(stalled)
    .orderBy(asc(documents.updatedAt))
    .limit(batch)
  let resumed = 0
  for (const { id } of due) {
    try {
      if ((await processDocument(deps, id)) !== 'skipped') resumed++
    } catch (error) {
      // A passing failure: the document is pending again and the next run tries it again.
      deps.log.warn({ err: error, documentId: id }, 'resuming a stalled document failed')
    }
  }
  return { resumed, gaveUp: gaveUp.length }
}
