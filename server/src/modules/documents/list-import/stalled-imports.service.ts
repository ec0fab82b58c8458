/**
 * Imports whose run stopped (docs/decisions/0058): importing, with no batch for a minute, or
 * started and never taken by a run (the process died between the request and sending the job).
 * `documents.resume-stalled` sends their job again every minute; the new run takes the import
 * over where its last batch ended (a live run's claim is left alone).
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { documentImports } from '../../../db/schema'
import type { SendJob } from '../../../jobs/job-definition'
import { IMPORT_LIST_LEADS_JOB } from './import-leads.contract'
import { IMPORT_LIMITS, importIsStale } from './import-run.service'

/** Imports resumed per minute (each run goes through its whole list). */
const RESUME_BATCH = 10

/** Sends the job of every stalled import (up to a batch); how many were sent. */
export async function resumeStalledImports(
  db: Db,
  sendJob: SendJob,
  staleMs = IMPORT_LIMITS.staleClaimMs,
): Promise<number> {
  const due = await db
    .select({ documentId: documentImports.documentId })
    .from(documentImports)
    .where(and(eq(documentImports.status, 'importing'), importIsStale(staleMs)))
    .orderBy(asc(documentImports.heartbeatAt))
    .limit(RESUME_BATCH)
  for (const { documentId } of due) await sendJob(IMPORT_LIST_LEADS_JOB, { documentId })
  return due.length
}
