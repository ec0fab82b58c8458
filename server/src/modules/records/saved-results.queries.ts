/**
 * The public-records results a user kept (saved when kept as a lead, docs/decisions/0018), read
 * and removed for the documents tab (the dashboard lists them beside the uploads). The records module owns the table; the
 * documents module calls these functions instead of reading it (CONVENTIONS.md rule 1).
 * Every query is scoped to the owner.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filings, publicRecordsResults } from '../../db/schema'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'

/**
 * One saved result as the documents module sees it: a copy of a result the user could read when
 * they kept it as a lead (kept-results.queries.ts), so every field is theirs.
 */
export interface SavedRecordResult {
  id: string
  documentType: string | null
  caseNumber: string | null
  court: string | null
  defendantName: string | null
  propertyAddress: string | null
  zipCode: string | null
  filingDate: string | null
  loanAmount: string | null
  documentUrl: string | null
  isDocumentAvailable: boolean
  sourceDatabase: string | null
  /** Generated sample data, not a real filing. */
  isSample: boolean
  createdAt: Date
  /** The filing behind it (its case's stage is read live). */
  filingId: string | null
}

/** Whether a saved result is generated sample data (by its provenance or its source's name). */
export const isSampleResultSql = sql<boolean>`(coalesce(${publicRecordsResults.provenance}->>'sample', 'false') = 'true'
    or coalesce(${publicRecordsResults.sourceDatabase} = ${SAMPLE_SOURCE_DATABASE}, false))`

const columns = {
  id: publicRecordsResults.id,
  documentType: publicRecordsResults.documentType,
  caseNumber: publicRecordsResults.caseNumber,
  court: publicRecordsResults.court,
  defendantName: publicRecordsResults.defendantName,
  propertyAddress: publicRecordsResults.propertyAddress,
  zipCode: publicRecordsResults.zipCode,
  filingDate: publicRecordsResults.filingDate,
  loanAmount: publicRecordsResults.loanAmount,
  documentUrl: publicRecordsResults.documentUrl,
  isDocumentAvailable: publicRecordsResults.isDocumentAvailable,
  sourceDatabase: publicRecordsResults.sourceDatabase,
  isSample: isSampleResultSql,
  createdAt: publicRecordsResults.createdAt,
  filingId: publicRecordsResults.filingId,
}

/** The user's saved results, newest first, of one ZIP unless `zip` is 'all'. */
export async function listSavedResults(
  db: Db,
  options: { userId: string; zip: string },
): Promise<SavedRecordResult[]> {
  const mine = eq(publicRecordsResults.userId, options.userId)
  const rows = await db
    .select(columns)
    .from(publicRecordsResults)
    .where(options.zip === 'all' ? mine : and(mine, eq(publicRecordsResults.zipCode, options.zip)))
    .orderBy(desc(publicRecordsResults.createdAt), desc(publicRecordsResults.id))
  return rows
}

/** The owner's saved result, or null (another user's id reads as not there). */
export async function findSavedResult(
  db: Db,
  options: { userId: string; id: string },
): Promise<SavedRecordResult | null> {
  const [row] = await db
    .select(columns)
    .from(publicRecordsResults)
    .where(
      and(eq(publicRecordsResults.id, options.id), eq(publicRecordsResults.userId, options.userId)),
    )
  return row ?? null
}

/** Removes the owner's saved result (the filing in the index stays); false when there was none. */
export async function deleteSavedResult(
  db: Db,
  options: { userId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .delete(publicRecordsResults)
    .where(
      and(eq(publicRecordsResults.id, options.id), eq(publicRecordsResults.userId, options.userId)),
    )
    .returning({ id: publicRecordsResults.id })
  return deleted.length > 0
}

/** The object key of the filing's document kept in storage (a notice PDF), or null. */
export async function filingDocumentKey(db: Db, filingId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: filings.documentObjectKey })
    .from(filings)
    .where(eq(filings.id, filingId))
  return row?.key ?? null
}
