/**
 * What alerts reads of case events (records owns the tables): an event with the filing it
 * happened to, and the ids of recent events (the alerts sweep). Sample filings are left out: a
 * generated record never alerts anyone.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface CaseEventForAlerts {
  id: string
  kind: string
  createdAt: Date
  saleDate: string | null
  filingId: string
  documentType: string
  caseNumber: string | null
  defendantName: string | null
  propertyAddress: string | null
  city: string | null
  county: string | null
  state: string
  zipCode: string | null
  filingDate: string | null
  nextSaleDate: string | null
}

/** The events of `ids` with their filings (real filings only). */
export async function caseEventsForAlerts(
  db: Db,
  ids: readonly string[],
): Promise<CaseEventForAlerts[]> {
  if (ids.length === 0) return []
  const { rows } = await db.execute<
    Omit<CaseEventForAlerts, 'createdAt'> & { createdAt: string | Date }
  >(sql`
    select e.id, e.kind, e.created_at as "createdAt", e.sale_date::text as "saleDate",
      f.id as "filingId", f.document_type as "documentType", f.case_number as "caseNumber",
      f.defendant_name as "defendantName", f.property_address as "propertyAddress", f.city,
      f.county, f.state, f.zip_code as "zipCode", f.filing_date::text as "filingDate",
      f.next_sale_date::text as "nextSaleDate"
    from case_events e join filings f on f.id = e.filing_id
    where e.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and not f.is_sample
    order by e.created_at, e.id`)
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
}

/** Ids of events recorded in the last `hours` hours, oldest first, at most `limit`. */
export async function recentCaseEventIds(
  db: Db,
  options: { hours: number; limit: number },
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select e.id from case_events e
    where e.created_at > now() - make_interval(hours => ${options.hours})
    order by e.created_at, e.id limit ${options.limit}`)
  return rows.map((row) => row.id)
}

/** The filings the events `ids` happened to (leads make their leads' urgency due). */
export async function filingIdsOfCaseEvents(
  db: Pick<Db, 'execute'>,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  const { rows } = await db.execute<{ filing_id: string }>(sql`
    select distinct e.filing_id from case_events e
    where e.id = any(${`{${[...new Set(ids)].join(',')}}`}::uuid[])`)
  return rows.map((row) => row.filing_id)
}
