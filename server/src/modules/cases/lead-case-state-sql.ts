/**
 * A lead's case state as the cases module's database face offers it (docs/decisions/0041, 0044,
 * 0053): the function `cases_lead_case_state(user, filing, document, record position)`, which
 * the lead list's stage filters (so they page with the list's cursor) and the views that show the
 * stage both call, so the two cannot disagree. A search-result lead's state is its filing in the
 * records index merged with its owner's own uploads of that case (filingCaseStateForUserRow); an
 * upload lead's, its owner's uploads of the case merged with the index's filing of it, when there
 * is one (uploadCaseStateRow).
 *
 * The function is this file's SQL, rendered into the baseline migration (a set-returning SQL
 * function, STABLE, one SELECT: PostgreSQL inlines it into the caller's query, so the plan is the
 * one the fragment had). lead-case-state-function.test.ts checks that the newest definition in
 * the migrations is what leadCaseStateFunction() renders today; a change here is a new migration
 * (`CREATE OR REPLACE FUNCTION`) with the text the test prints.
 */
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { filingCaseStateForUserRow, uploadCaseStateRow } from './upload-case-state-sql'

/** Where a lead's case is, as SQL (the function's parameters). */
interface LeadCaseColumns {
  userId: SQL
  filingId: SQL
  documentId: SQL
  recordPosition: SQL
}

/**
 * The lead's case state as a row source (`stage`, `next_sale_date`, `postponement_count`,
 * `sale_status`): its filing's, else its uploaded record's. Every upload read is scoped to the
 * lead's own user.
 */
function leadCaseStateRow(lead: LeadCaseColumns): SQL {
  const filing = filingCaseStateForUserRow(lead.userId, lead.filingId)
  const upload = uploadCaseStateRow({
    userId: lead.userId,
    documentId: lead.documentId,
    position: lead.recordPosition,
  })
  return sql`(select fs.stage, fs.next_sale_date, fs.postponement_count, fs.sale_status
      from ${filing} fs where ${lead.filingId} is not null
    union all
    select us.stage, us.next_sale_date, us.postponement_count, null from ${upload} us
      where ${lead.filingId} is null and ${lead.documentId} is not null)`
}

/** The function's name, as callers write it. */
export const LEAD_CASE_STATE_FUNCTION = 'cases_lead_case_state'

/**
 * The statement that creates the function: no row when the lead's case has no state (no filing
 * in the index, an upload without events).
 */
export function leadCaseStateFunction(): string {
  const row = leadCaseStateRow({
    userId: sql.raw('lead_user_id'),
    filingId: sql.raw('lead_filing_id'),
    documentId: sql.raw('lead_document_id'),
    recordPosition: sql.raw('lead_record_position'),
  })
  const body = new PgDialect().sqlToQuery(
    sql`select s.stage, s.next_sale_date, s.postponement_count, s.sale_status from ${row} s`,
  )
  if (body.params.length > 0) throw new Error('the lead case state SQL must not bind values')
  return `CREATE FUNCTION "${LEAD_CASE_STATE_FUNCTION}"(lead_user_id uuid, lead_filing_id uuid,
  lead_document_id uuid, lead_record_position integer)
  RETURNS TABLE (stage text, next_sale_date date, postponement_count integer, sale_status text)
  LANGUAGE sql STABLE AS $$
${body.sql}
$$;`
}
