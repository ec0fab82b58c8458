/**
 * A run's claim on a document: taking it (pending, or 'processing' under a claim whose heartbeat
 * stopped), renewing it while the run works, and the condition every write of the run carries,
 * so only the run that holds the claim writes. The claim time (`processing_started_at`, in
 * milliseconds so it reads back exactly) is the run's token; the heartbeat
 * (`processing_heartbeat_at`) says the run is still alive.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { type Document, documents } from '../../../db/schema'

/**
 * True for a 'processing' document whose run stopped renewing its claim `staleMs` ago (a claim
 * written before heartbeats existed counts from its start).
 */
export function claimIsStale(staleMs: number): SQL {
  const lastSign = sql`coalesce(${documents.processingHeartbeatAt}, ${documents.processingStartedAt})`
  return sql`(${lastSign} is null or ${lastSign} <= now() - make_interval(secs => ${staleMs / 1000}))`
}

/**
 * Takes the document for this run: a pending one, or one left 'processing' by a run whose
 * heartbeat is older than `staleMs` (its worker died). A live run's claim is left alone.
 */
export async function claimDocument(
  db: Db,
  documentId: string,
  staleMs: number,
): Promise<Document | undefined> {
  const [doc] = await db
    .update(documents)
    .set({
      processingStatus: 'processing',
      processingStartedAt: sql`date_trunc('milliseconds', now())`,
      processingHeartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(documents.id, documentId),
        sql`(${documents.processingStatus} = 'pending'
          or (${documents.processingStatus} = 'processing' and ${claimIsStale(staleMs)}))`,
      ),
    )
    .returning()
  return doc
}

/** The row as long as this run's claim holds it (status 'processing', the same claim time). */
export function stillClaimed(doc: Document): SQL | undefined {
  return and(
    eq(documents.id, doc.id),
    eq(documents.processingStatus, 'processing'),
    eq(documents.processingStartedAt, doc.processingStartedAt ?? new Date(0)),
  )
}

/** A run's heartbeat. */
export interface ClaimHeartbeat {
  /**
   * True once another run has taken the document over, or once this run ended (work a time
   * cap left running in the background stops at its next page).
   */
  readonly lost: boolean
  /** Stops renewing (waits for a renewal under way). */
  stop(): Promise<void>
}

/** Renews the claim every `everyMs` while the run works, so no other run takes it over. */
export function keepClaimAlive(
  db: Db,
  doc: Document,
  options: { everyMs: number; log: FastifyBaseLogger },
): ClaimHeartbeat {
  let lost = false
  let stopped = false
  let beating: Promise<void> = Promise.resolve()
  const beat = async () => {
    try {
      const renewed = await db
        .update(documents)
        .set({ processingHeartbeatAt: sql`now()` })
        .where(stillClaimed(doc))
        .returning({ id: documents.id })
      if (renewed.length === 0) lost = true
    } catch (error) {
      // The database may be back by the next beat; the claim only goes stale after several.
      options.log.warn({ err: error, documentId: doc.id }, 'could not renew a document claim')
    }
  }
  const timer = setInterval(() => {
    beating = beating.then(beat)
  }, options.everyMs)
  timer.unref()
  return {
    get lost() {
      return lost || stopped
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await beating
    },
  }
}
