/**
 * Saves a search in one SQL statement (one round trip, atomic): the search row, its search
 * session with three events, and the found filings as the user's results (deduplicated per
 * user; a record once delivered stays delivered, a masked copy is filled in when shown).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executePrepared } from '../../db/prepared-query'
import type { Filing } from '../../db/schema'
import type { IndexQuery } from './records-index.queries'
import { presentResult } from './search-result.presenter'

export interface SavedSearch {
  id: string
  createdAt: Date
}

export async function saveSearch(
  db: Db,
  input: { userId: string; query: IndexQuery; found: Filing[]; visible: number },
): Promise<SavedSearch> {
  const { userId, query, found, visible } = input
  const searchId = randomUUID()
  const sessionId = randomUUID()
  const sources = new Set(found.map((filing) => filing.sourceDatabase)).size
  const results = found.map((filing, index) => {
    const shown = presentResult(filing, index < visible)
    return {
      filing_id: filing.id,
      case_number: shown.caseNumber ?? null,
      document_type: filing.documentType,
      court: filing.court,
      defendant_name: shown.defendantName ?? null,
      property_address: shown.propertyAddress ?? null,
      zip_code: filing.zipCode,
      city: filing.city,
      county: filing.county,
      state: filing.state,
      filing_date: filing.filingDate,
      loan_amount: filing.loanAmount,
      document_url: shown.documentUrl ?? null,
      is_document_available: shown.isDocumentAvailable,
      source_database: filing.sourceDatabase,
      dedupe_key: filing.dedupeKey,
      sample: filing.isSample,
      status: index < visible ? 'delivered' : 'masked',
    }
  })
  const events = [
    { kind: 'queued', payload: query },
    { kind: 'result_found', payload: { count: found.length, source: 'index' } },
    { kind: 'session_completed', payload: { results: found.length, visible } },
  ]
  const queryJson = JSON.stringify(query)
  const rows = await executePrepared<{ created_at: string }>(
    db,
    sql`
    with session as (
      insert into search_sessions (id, user_id, query_type, query, status, total_sources, completed_sources,
                                   results_count, started_at, completed_at)
      values (${sessionId}::uuid, ${userId}::uuid, 'geographic', ${queryJson}::jsonb, 'completed', ${sources}::int,
              ${sources}::int, ${found.length}::int, now(), now())
      returning id
    ), events as (
      insert into search_events (session_id, kind, payload)
      select (select id from session), e.kind, e.payload
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(kind text, payload jsonb)
    ), search as (
      insert into public_records_searches (id, user_id, state, zip_code, city, county, search_status, results_count)
      values (${searchId}::uuid, ${userId}::uuid, ${query.state}, ${query.zipCode}, ${query.city ?? null},
              ${query.county ?? null}, 'completed', ${found.length}::int)
      returning created_at
    ), results as (
      insert into public_records_results as saved (search_id, user_id, filing_id, session_id, case_number,
        document_type, court, defendant_name, property_address, zip_code, city, county, state, filing_date,
        loan_amount, document_url, is_document_available, source_database, provenance, dedupe_key, status)
      select ${searchId}::uuid, ${userId}::uuid, r.filing_id, (select id from session), r.case_number,
        r.document_type, r.court, r.defendant_name, r.property_address, r.zip_code, r.city, r.county, r.state,
        r.filing_date, r.loan_amount, r.document_url, r.is_document_available, r.source_database,
        jsonb_build_object('filingId', r.filing_id, 'sample', r.sample), r.dedupe_key, r.status
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r(filing_id uuid, case_number text,
        document_type text, court text, defendant_name text, property_address text, zip_code varchar(5),
        city text, county text, state char(2), filing_date date, loan_amount numeric(12,2), document_url text,
        is_document_available boolean, source_database text, dedupe_key text, sample boolean, status text)
      on conflict (user_id, dedupe_key) do update set
        search_id = excluded.search_id,
        session_id = excluded.session_id,
        updated_at = now(),
        status = case when saved.status = 'delivered' then 'delivered' else excluded.status end,
        case_number = coalesce(excluded.case_number, saved.case_number),
        defendant_name = coalesce(excluded.defendant_name, saved.defendant_name),
        property_address = coalesce(excluded.property_address, saved.property_address),
        document_url = coalesce(excluded.document_url, saved.document_url)
    )
    select created_at from search`,
  )
  const createdAt = rows[0]?.created_at
  return { id: searchId, createdAt: createdAt ? new Date(createdAt) : new Date() }
}
