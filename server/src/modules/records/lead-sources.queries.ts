/**
 * The saved search results a user keeps as leads (the leads module calls these through the
 * face). Each comes with what the lead copies: the saved result's fields, and from the filing
 * behind it the sale date, the amount's kind and the plaintiff, which the saved copy does not
 * hold. A masked result (trial beyond its visible results, Basic past its views) is returned
 * with `masked: true` and nothing identifying, whatever the index knows: the caller refuses it.
 * Every query is scoped to the owner.
 */
import type { LeadCaseFields } from '@common/lead-case'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filings, publicRecordsResults, publicRecordsSearches } from '../../db/schema'
import { isSampleResultSql } from './saved-results.queries'

/** One saved result as a lead copies it. */
export interface SavedResultForLead extends LeadCaseFields {
  resultId: string
  filingId: string | null
  dedupeKey: string
  /** Hidden from this user when it was found: nothing identifying is here, do not keep it. */
  masked: boolean
  county: string | null
  documentUrl: string | null
  isDocumentAvailable: boolean
  sourceDatabase: string | null
  isSample: boolean
}

const r = publicRecordsResults
const masked = sql<boolean>`(${r.status} = 'masked')`
/** A filing column, left out (null) of a masked result. */
const unlessMasked = <T>(column: unknown) =>
  sql<T | null>`case when ${r.status} = 'masked' then null else ${column} end`

const columns = {
  resultId: r.id,
  filingId: r.filingId,
  dedupeKey: r.dedupeKey,
  masked,
  filingType: r.documentType,
  caseNumber: r.caseNumber,
  court: r.court,
  defendantName: r.defendantName,
  plaintiffName: unlessMasked<string>(filings.plaintiffName),
  propertyAddress: r.propertyAddress,
  city: r.city,
  county: r.county,
  state: r.state,
  zipCode: r.zipCode,
  filingDate: r.filingDate,
  saleDate: unlessMasked<string>(filings.saleDate),
  loanAmount: r.loanAmount,
  amountKind: unlessMasked<string>(filings.amountKind),
  documentUrl: r.documentUrl,
  isDocumentAvailable: r.isDocumentAvailable,
  sourceDatabase: r.sourceDatabase,
  isSample: isSampleResultSql,
}

/** The owner's saved results among `resultIds` (ids that are not theirs are simply absent). */
export async function savedResultsForLeads(
  db: Db,
  options: { userId: string; resultIds: readonly string[] },
): Promise<SavedResultForLead[]> {
  if (options.resultIds.length === 0) return []
  return db
    .select(columns)
    .from(r)
    .leftJoin(filings, eq(filings.id, r.filingId))
    .where(and(eq(r.userId, options.userId), inArray(r.id, [...options.resultIds])))
}

/**
 * The results of one of the owner's searches, or null when the search is not theirs. Without
 * `filingIds`: every result this search was the latest to deliver (a later search that found the
 * same filing takes it over). With them: the user's saved results of those filings (the ids a
 * search reply carries) in the search's ZIP, whichever search delivered them last.
 */
export async function searchResultsForLeads(
  db: Db,
  options: { userId: string; searchId: string; filingIds?: readonly string[] },
): Promise<SavedResultForLead[] | null> {
  const [search] = await db
    .select({ state: publicRecordsSearches.state, zipCode: publicRecordsSearches.zipCode })
    .from(publicRecordsSearches)
    .where(
      and(
        eq(publicRecordsSearches.id, options.searchId),
        eq(publicRecordsSearches.userId, options.userId),
      ),
    )
  if (!search) return null
  const mine = eq(r.userId, options.userId)
  const where = options.filingIds
    ? and(
        mine,
        // The ZIP is what every result of the search has; it lets the (user, ZIP) index answer.
        search.zipCode === null ? sql`true` : eq(r.zipCode, search.zipCode),
        eq(r.state, search.state),
        inArray(r.filingId, [...options.filingIds]),
      )
    : and(mine, eq(r.searchId, options.searchId))
  return db
    .select(columns)
    .from(r)
    .leftJoin(filings, eq(filings.id, r.filingId))
    .where(where)
    .orderBy(r.filingDate, r.id)
}
