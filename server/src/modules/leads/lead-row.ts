/**
 * How the leads module reads a lead: one column list for every read (one lead, a page of the
 * list, the leads just kept), with the timestamps formatted by PostgreSQL as ISO 8601 in UTC, so
 * what the browser gets and what a cursor holds never pass through a JS Date (which would drop
 * the microseconds that order two leads changed in the same millisecond).
 */
import { sql } from 'drizzle-orm'
import { leads } from '../../db/schema'

/** A lead as the read statements return it (snake_case, as PostgreSQL names the columns). */
export interface LeadRow extends Record<string, unknown> {
  id: string
  source_kind: string
  result_id: string | null
  document_id: string | null
  record_position: number | null
  /** The filing in the records index behind a kept result (its case's stage is read live). */
  filing_id: string | null
  filing_type: string | null
  case_number: string | null
  court: string | null
  defendant_name: string | null
  plaintiff_name: string | null
  property_address: string | null
  city: string | null
  county: string | null
  state: string | null
  zip_code: string | null
  filing_date: string | null
  sale_date: string | null
  loan_amount: string | null
  amount_kind: string | null
  sale_status: string | null
  document_url: string | null
  is_document_available: boolean
  source_database: string | null
  is_sample: boolean
  status: string
  tags: string[]
  folder: string | null
  next_action_at: string | null
  contact_count: number
  estimated_equity: string | null
  absentee_owner: boolean | null
  created_at: string
  updated_at: string
}

/** `to_char` of a timestamptz in UTC: milliseconds for the browser, microseconds for cursors. */
export const isoMillis = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
export const isoMicros = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** The select list of LeadRow, over the table `leads` (not aliased). */
export const LEAD_COLUMNS = sql`${leads.id} as id, ${leads.sourceKind} as source_kind,
  ${leads.resultId} as result_id, ${leads.documentId} as document_id,
  ${leads.recordPosition} as record_position, ${leads.filingId} as filing_id, ${leads.filingType} as filing_type,
  ${leads.caseNumber} as case_number, ${leads.court} as court,
  ${leads.defendantName} as defendant_name, ${leads.plaintiffName} as plaintiff_name,
  ${leads.propertyAddress} as property_address, ${leads.city} as city, ${leads.county} as county,
  ${leads.state} as state, ${leads.zipCode} as zip_code, ${leads.filingDate}::text as filing_date,
  ${leads.saleDate}::text as sale_date, ${leads.loanAmount}::text as loan_amount,
  ${leads.amountKind} as amount_kind, ${leads.saleStatus} as sale_status,
  ${leads.documentUrl} as document_url,
  ${leads.isDocumentAvailable} as is_document_available,
  ${leads.sourceDatabase} as source_database, ${leads.isSample} as is_sample,
  ${leads.status} as status, ${leads.tags} as tags, ${leads.folder} as folder,
  ${isoMillis(leads.nextActionAt)} as next_action_at, ${leads.contactCount} as contact_count,
  ${leads.estimatedEquity}::text as estimated_equity, ${leads.absenteeOwner} as absentee_owner,
  ${isoMillis(leads.createdAt)} as created_at, ${isoMillis(leads.updatedAt)} as updated_at`
