/**
 * Which leads' stored urgency is due (docs/decisions/0085): urgency_computed_at null (never
 * worked out, or an input changed since: a keep, a case event of its case, an equity estimate, a
 * trace, a corrected field) or before today's UTC midnight (the clock, stale records, expiring
 * scrubs and new opt-outs move the score by the day). Marking due is one statement, never a
 * score: the refresh works it out.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filingIdsOfCaseEvents } from '../records'

/** A lead is due on `today` ('YYYY-MM-DD', UTC), on the `leads` table of the statement. */
export const dueCondition = (today: string): SQL =>
  sql`(leads.urgency_computed_at is null
    or leads.urgency_computed_at < (${today}::date)::timestamp at time zone 'UTC')`

/** Up to `limit` due leads, the user's or anyone's, in no particular order. */
export async function dueLeadsOf(
  db: Pick<Db, 'execute'>,
  options: { userId?: string; today: string; limit: number },
): Promise<{ id: string; userId: string }[]> {
  const { rows } = await db.execute<{ id: string; user_id: string }>(sql`
    select leads.id, leads.user_id from leads
    where ${dueCondition(options.today)}
      ${options.userId ? sql`and leads.user_id = ${options.userId}::uuid` : sql``}
    limit ${options.limit}`)
  return rows.map((row) => ({ id: row.id, userId: row.user_id }))
}

/** Makes due every lead kept from the filings `filingIds` (any user's). */
async function markUrgencyDueOfFilings(
  db: Pick<Db, 'execute'>,
  filingIds: readonly string[],
): Promise<number> {
  if (filingIds.length === 0) return 0
  const result = await db.execute(sql`
    update leads set urgency_computed_at = null
    where filing_id = any(${`{${[...new Set(filingIds)].join(',')}}`}::uuid[])
      and urgency_computed_at is not null`)
  return result.rowCount ?? 0
}

/**
 * The records index recorded case events (records' CaseEventsListener, chained at the
 * composition root beside alerts'): the leads of their filings are due.
 */
export async function markUrgencyDueOfCaseEvents(
  db: Db,
  caseEventIds: readonly string[],
): Promise<number> {
  return markUrgencyDueOfFilings(db, await filingIdsOfCaseEvents(db, caseEventIds))
}

/**
 * An upload recorded the user's own events of some cases (documents' processing, or a list's
 * import): the user's leads that may be those cases (same case number, or same ZIP and address)
 * are due, whichever document or filing they were kept from. A wider net than the case key
 * (cheap: one statement on the user's leads); what it over-marks is worked out again unchanged.
 */
export async function markUrgencyDueOfCases(
  db: Pick<Db, 'execute'>,
  userId: string,
  cases: readonly {
    caseNumber?: string | null
    zipCode?: string | null
    propertyAddress?: string | null
  }[],
): Promise<number> {
  const numbers = [...new Set(cases.flatMap((c) => (c.caseNumber ? [c.caseNumber] : [])))]
  const places = [
    ...new Set(
      cases.flatMap((c) =>
        c.zipCode && c.propertyAddress ? [`${c.zipCode}|${c.propertyAddress}`] : [],
      ),
    ),
  ]
  if (numbers.length === 0 && places.length === 0) return 0
  const literal = (values: string[]) =>
    `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
  const result = await db.execute(sql`
    update leads set urgency_computed_at = null
    where user_id = ${userId}::uuid and urgency_computed_at is not null
      and (case_number = any(${literal(numbers)}::text[])
        or zip_code || '|' || property_address = any(${literal(places)}::text[]))`)
  return result.rowCount ?? 0
}
