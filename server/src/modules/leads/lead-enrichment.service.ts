/**
 * What the enrichment module asks of leads (docs/decisions/0035): a lead's property and the
 * amounts its filing shows, the user's leads matching the list's filters (bulk enrichment), and
 * the equity estimate and absentee flag written back so the list filters and sorts on them.
 * Every read and write is limited to the user's own leads.
 */
import type { LeadFacetsQuery } from '@common/contracts/leads'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema'
import { ownedMatching } from './leads-list.queries'

/** The fields of a lead enrichment reads. */
export interface LeadForEnrichment {
  id: string
  userId: string
  resultId: string | null
  propertyAddress: string | null
  city: string | null
  county: string | null
  state: string | null
  zipCode: string | null
  /** Decimal string. */
  loanAmount: string | null
  amountKind: string | null
  isSample: boolean
}

const FIELDS = {
  id: leads.id,
  userId: leads.userId,
  resultId: leads.resultId,
  propertyAddress: leads.propertyAddress,
  city: leads.city,
  county: leads.county,
  state: leads.state,
  zipCode: leads.zipCode,
  loanAmount: leads.loanAmount,
  amountKind: leads.amountKind,
  isSample: leads.isSample,
}

/** The user's lead, or null when it is not theirs (or does not exist). */
export async function leadForEnrichment(
  db: Db,
  options: { userId: string; leadId: string },
): Promise<LeadForEnrichment | null> {
  const [row] = await db
    .select(FIELDS)
    .from(leads)
    .where(and(eq(leads.id, options.leadId), eq(leads.userId, options.userId)))
  return row ?? null
}

/** The user's leads among `ids` (others' ids are simply not found). */
export async function leadsForEnrichment(
  db: Db,
  options: { userId: string; ids: readonly string[] },
): Promise<LeadForEnrichment[]> {
  if (options.ids.length === 0) return []
  return db
    .select(FIELDS)
    .from(leads)
    .where(
      and(
        eq(leads.userId, options.userId),
        sql`${leads.id} = any(${`{${options.ids.join(',')}}`}::uuid[])`,
      ),
    )
}

/** Up to `limit` of the user's lead ids matching the list's filters, oldest first; and the total. */
export async function leadIdsMatching(
  db: Db,
  options: { userId: string; filters: LeadFacetsQuery; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const where = ownedMatching({ userId: options.userId, filters: options.filters })
  const rows = await db
    .select({ id: leads.id, total: sql<number>`count(*) over ()::int` })
    .from(leads)
    .where(where)
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(options.limit)
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 }
}

/**
 * Writes the equity estimate and absentee flag the enrichment worked out onto the user's lead;
 * a changed estimate makes its urgency due (equity is an input, decision 0085). Raw SQL so updatedAt (the list's default sort: the user's own changes) stays as it was.
 */
export async function setLeadEnrichmentSummary(
  db: Db,
  options: {
    userId: string
    leadId: string
    estimatedEquity: number | null
    absenteeOwner: boolean | null
  },
): Promise<boolean> {
  const equity = options.estimatedEquity === null ? null : options.estimatedEquity.toFixed(2)
  const result = await db.execute(sql`
    update leads set estimated_equity = ${equity}::numeric, absentee_owner = ${options.absenteeOwner},
      urgency_computed_at = case when estimated_equity is distinct from ${equity}::numeric
        then null else urgency_computed_at end
    where id = ${options.leadId}::uuid and user_id = ${options.userId}::uuid`)
  return (result.rowCount ?? 0) > 0
}
