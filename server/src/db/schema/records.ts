/**
 * Records: the shared filings index (with provenance), and users' searches and saved results.
 * The enrichment and images of a property are in property-enrichment.ts and images.ts.
 */

import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { SALE_STATUSES } from '../../../../common/enums'
import { CASE_STAGES } from '../../../../common/lifecycle'
import { caseFacts } from './case-facts'
import {
  counter,
  flag,
  isoDate,
  loanAmount,
  oneOf,
  parentId,
  stateCode,
  timestamps,
  timestamptz,
  uuidPk,
  zipCode,
} from './columns'
import { sources } from './sources'
import { ownerId, userOwned } from './user-owned'

/** The records index: one row per public filing, deduplicated across sources. */
export const filings = pgTable(
  'filings',
  {
    id: uuidPk(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    documentType: text('document_type').notNull(),
    ...caseFacts(),
    /** Every filing of the index is in a state. */
    state: stateCode().notNull(),
    documentUrl: text('document_url'),
    /**
     * The source's document kept in the product's storage, when its link at the source works
     * only in the source's session (a clerk's notice PDF): an object key ('notice-<sha256>.pdf').
     */
    documentObjectKey: text('document_object_key'),
    isDocumentAvailable: flag('is_document_available'),
    /** The parcel id the source gives (matches a transfer record to its case). */
    parcel: text('parcel'),
    /** The case's stage: the kind of its latest event (common/lifecycle.ts). */
    stage: text('stage'),
    /** The sale date now set (after any postponement). */
    nextSaleDate: isoDate('next_sale_date'),
    postponementCount: counter('postponement_count'),
    /**
     * The case number as a matching key (lower case, letters and digits only: 'F-012345-25' and
     * 'f 012345 25' are 'f01234525'), computed by the database, so an upload's case finds its
     * filing through an index (docs/decisions/0044).
     */
    caseNumberKey: text('case_number_key').generatedAlwaysAs(
      sql`lower(regexp_replace(case_number, '[^A-Za-z0-9]+', '', 'g'))`,
    ),
    /**
     * The street line as a matching key: street_match_key(), the SQL twin of text/
     * street-suffixes.ts streetMatchKey ('18 Example Court' is '18 example ct'; 0044).
     */
    streetKey: text('street_key').generatedAlwaysAs(sql`street_match_key(property_address)`),
    /** 'sample' or the name of the source it came from first. */
    sourceDatabase: text('source_database').notNull(),
    isSample: flag('is_sample'),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /**
     * Provenance of the last sighting (issue 30, docs/decisions/0078), written with last_seen_at
     * by the run that saw the record: the list it was read from, and how often that source is
     * checked (its update_every_hours; null: not said, read as 24). Kept on the row so a search
     * and a lead list read them without a join per record.
     */
    sourceUrl: text('source_url'),
    checkEveryHours: integer('check_every_hours'),
    /** When the case's stage was last set (its latest event recorded); null while it has none. */
    stageAsOf: timestamptz('stage_as_of'),
    ...timestamps(),
  },
  (t) => [
    // Searches read a ZIP through filings_search_covering_idx: (state, zip_code, filing_date desc
    // nulls last, created_at desc, id) including every column a search presents or filters on,
    // so a search reads its ~50 rows from 2-3 index pages in answer order (an index-only scan, no
    // sort) instead of ~50 heap pages. Drizzle cannot write INCLUDE: it is written by hand in
    // 0000_baseline.sql (docs/decisions/0018), and again with last_seen_at and the provenance
    // columns in 0008_provenance-on-filings.sql (0078).
    index('filings_state_county_idx').on(t.state, t.county),
    // A whole county's filings, newest first (Elite's county search, analytics by county: 0034).
    index('filings_state_lower_county_filing_date_idx').on(
      t.state,
      sql`lower(${t.county})`,
      t.filingDate.desc(),
    ),
    // A date range over every area (the analytics dashboard without an area filter: 0034).
    index('filings_filing_date_idx').on(t.filingDate),
    index('filings_case_number_idx').on(t.caseNumber),
    check('filings_sale_status_check', oneOf(t.saleStatus, SALE_STATUSES)),
    check('filings_stage_check', oneOf(t.stage, CASE_STAGES)),
    index('filings_state_county_parcel_idx').on(t.state, t.county, t.parcel),
    // An upload's case finds its filing by case number, else by street and ZIP (0044).
    index('filings_state_case_number_key_idx').on(t.state, t.caseNumberKey),
    index('filings_zip_code_street_key_idx').on(t.zipCode, t.streetKey),
    // The schedule's sale-day question, every minute: cases with a sale near (0079).
    index('filings_next_sale_date_idx')
      .on(t.nextSaleDate)
      .where(sql`${t.nextSaleDate} is not null`),
  ],
)

/** Where a filing was seen: one row per source record that fed it. */
export const filingProvenance = pgTable(
  'filing_provenance',
  {
    id: uuidPk(),
    filingId: parentId('filing_id', () => filings.id),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    sourceRecordId: text('source_record_id'),
    sourceUrl: text('source_url'),
    rawData: jsonb('raw_data'),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    unique('filing_provenance_filing_source_record_unique')
      .on(t.filingId, t.sourceId, t.sourceRecordId)
      .nullsNotDistinct(),
    // Which of a listing's records a source already fed (a notice is not fetched and read twice).
    index('filing_provenance_source_record_idx').on(t.sourceId, t.sourceRecordId),
  ],
)

/**
 * A public-records search a user ran (state, ZIP, optional city and county), with what it
 * delivered: the found filings' ids in the order shown, and how many of them (from the first)
 * the user may read. A search writes this one row whatever it finds (docs/decisions/0018); a
 * result is copied into public_records_results only when the user keeps it as a lead.
 */
export const publicRecordsSearches = pgTable(
  'public_records_searches',
  {
    ...userOwned(),
    state: stateCode().notNull(),
    /** Every ZIP the search covered (0034): the spec's one ZIP, Elite's several, or none for a county. */
    zipCodes: text('zip_codes').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    county: text('county'),
    /** The stage filters of the search (issue 16): a sale within N days; cases not ended. */
    saleWithinDays: integer('sale_within_days'),
    excludeEnded: flag('exclude_ended'),
    /** The equity filters and sort of the search (issue 20, docs/decisions/0039). */
    minEquity: integer('min_equity'),
    minEquityPercent: integer('min_equity_percent'),
    absenteeOnly: flag('absentee_only'),
    resultSort: text('result_sort').notNull().default('filingDate'),
    resultsCount: counter('results_count'),
    /**
     * The found filings' ids (the records index, no foreign key: filings are never deleted),
     * newest filing first, as the reply listed them; at most MAX_RESULTS.
     */
    filingIds: uuid('filing_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * How many of filingIds, from the first, this user may read: the trial's 2, Basic's views
     * granted, all for unlimited plans. The rest were masked; opening the search on a paid plan
     * reveals them (Basic: as its views allow, counted once, recorded here).
     */
    shownCount: counter('shown_count'),
    ...timestamps(),
  },
  (t) => [index('public_records_searches_user_id_created_at_idx').on(t.userId, t.createdAt)],
)

/**
 * A user's saved copy of a filing a search found, written when the user keeps it as a lead
 * (deduplicated per user by dedupeKey); the documents list shows these as public records.
 */
export const publicRecordsResults = pgTable(
  'public_records_results',
  {
    id: uuidPk(),
    /**
     * The latest search that delivered this copy. Like sessionId and filingId, a reference
     * without a foreign key (docs/decisions/0012): the search and its session are written by the
     * same statement as the copy, and are deleted only with their user, whose key below removes
     * the copy too; checking 50 keys a search cost about a sixth of its database time.
     */
    searchId: uuid('search_id'),
    userId: ownerId(),
    /**
     * The index row this copy came from, as provenance only: no foreign key, because checking
     * one locks the filing's row, so every search wrote to up to 50 pages of the index (3 times
     * the WAL of the save itself). The copy holds everything shown; nothing joins back through it.
     */
    filingId: uuid('filing_id'),
    caseNumber: text('case_number'),
    documentType: text('document_type'),
    court: text('court'),
    defendantName: text('defendant_name'),
    propertyAddress: text('property_address'),
    zipCode: zipCode(),
    city: text('city'),
    county: text('county'),
    state: stateCode(),
    filingDate: isoDate('filing_date'),
    loanAmount: loanAmount(),
    documentUrl: text('document_url'),
    isDocumentAvailable: flag('is_document_available'),
    /** The filing's sale status when it was kept (SALE_STATUSES). */
    saleStatus: text('sale_status'),
    sourceDatabase: text('source_database'),
    rawData: jsonb('raw_data'),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id'),
    provenance: jsonb('provenance'),
    confidence: numeric('confidence', { precision: 3, scale: 2 }).notNull().default('0.00'),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    unique('public_records_results_user_dedupe_key_unique').on(t.userId, t.dedupeKey),
    index('public_records_results_user_id_search_id_idx').on(t.userId, t.searchId),
    index('public_records_results_user_id_zip_code_idx').on(t.userId, t.zipCode),
  ],
)

export type Filing = typeof filings.$inferSelect
export type PublicRecordsSearch = typeof publicRecordsSearches.$inferSelect
export type PublicRecordsResult = typeof publicRecordsResults.$inferSelect
export type NewPublicRecordsResult = typeof publicRecordsResults.$inferInsert
