/**
 * Sources: where records are ingested from, their parsers, rate limits, caches of
 * robots.txt and terms of service, the compliance audit trail and the scraper queue.
 */

import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  AUDIT_ACTIVITIES,
  AUDIT_STATUSES,
  COMPLIANCE_STATUSES,
  PARSER_STRATEGIES,
  RATE_LIMIT_WINDOWS,
  RISK_LEVELS,
  ROBOTS_POLICIES,
  ROBOTS_USER_AGENT_VERDICTS,
  SOURCE_ACCESS,
  SOURCE_KINDS,
} from '../../../../common/enums'
import {
  counter,
  createdAt,
  flag,
  oneOf,
  parentId,
  stateCode,
  timestamps,
  timestamptz,
  uuidPk,
} from './columns'
import { ingestionRuns } from './ingestion-runs'

/** A public-records site or API (court, assessor, census, images) for one county or state. */
export const sources = pgTable(
  'sources',
  {
    id: uuidPk(),
    /** Null for a statewide source. */
    county: text('county'),
    state: stateCode().notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    robotsPolicy: text('robots_policy').notNull().default('unknown'),
    tosUrl: text('tos_url'),
    attributionRequired: flag('attribution_required'),
    active: flag('active', true),
    lastChecked: timestamptz('last_checked'),
    errorCount: counter('error_count'),
    /** The catalogue preset this row was created from (records/catalogue); null for imports. */
    presetId: text('preset_id'),
    /** 'open', or 'licensed_feed_required' when the site may not be fetched (SOURCE_ACCESS). */
    access: text('access').notNull().default('open'),
    /** The operator who recorded that robots.txt and the terms were read, and when. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewNotes: text('review_notes'),
    /** How often the source itself changes: scheduled runs are no closer than this. */
    updateEveryHours: integer('update_every_hours'),
    lastSuccessAt: timestamptz('last_success_at'),
    /** Records the last successful run read (the collapse alarm compares against it). */
    lastRowCount: integer('last_row_count'),
    /** Why the last run was not trusted (e.g. a count that collapsed); null when none. */
    alarm: text('alarm'),
    alarmAt: timestamptz('alarm_at'),
    /** The first failed run of the current run of failures (site down, refused); null once a run succeeds. */
    unreachableSince: timestamptz('unreachable_since'),
    ...timestamps(),
  },
  (t) => [
    // One row per catalogue preset (by preset_id), and one per file import's name in a county:
    // importing the same file again reuses its source; another file there gets its own.
    unique('sources_county_state_kind_name_preset_unique')
      .on(t.county, t.state, t.kind, t.name, t.presetId)
      .nullsNotDistinct(),
    unique('sources_preset_id_unique').on(t.presetId),
    check('sources_kind_check', oneOf(t.kind, SOURCE_KINDS)),
    check('sources_robots_policy_check', oneOf(t.robotsPolicy, ROBOTS_POLICIES)),
    check('sources_access_check', oneOf(t.access, SOURCE_ACCESS)),
  ],
)

/** A versioned way of reading one source's pages into filing fields. */
export const parsers = pgTable(
  'parsers',
  {
    id: uuidPk(),
    sourceId: parentId('source_id', () => sources.id),
    version: integer('version').notNull().default(1),
    strategy: text('strategy').notNull(),
    /** Field name to selector (or extraction hint). */
    fields: jsonb('fields').notNull(),
    confidence: numeric('confidence', { precision: 3, scale: 2 }),
    lastTested: timestamptz('last_tested'),
    /** Share of test pages parsed correctly, 0 to 1. */
    successRate: numeric('success_rate', { precision: 5, scale: 4 }),
    active: flag('active', true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('parsers_source_id_version_unique').on(t.sourceId, t.version),
    check('parsers_strategy_check', oneOf(t.strategy, PARSER_STRATEGIES)),
  ],
)

/** A source's request quota per window, counted in the database so every process shares it. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: uuidPk(),
    sourceId: parentId('source_id', () => sources.id),
    /** A reserved word in SQL: quote it ("window") in raw queries. */
    window: text('window').notNull(),
    quota: integer('quota').notNull(),
    currentCount: counter('current_count'),
    windowStart: timestamptz('window_start').notNull().defaultNow(),
    lastRequest: timestamptz('last_request'),
  },
  (t) => [
    unique('rate_limits_source_id_window_unique').on(t.sourceId, t.window),
    check('rate_limits_window_check', oneOf(t.window, RATE_LIMIT_WINDOWS)),
  ],
)

/** A domain's robots.txt and what it says about our user agent. */
export const robotsCache = pgTable(
  'robots_cache',
  {
    id: uuidPk(),
    domain: text('domain').notNull().unique(),
    robotsContent: text('robots_content'),
    isAccessible: boolean('is_accessible'),
    allowsUserAgent: text('allows_user_agent').notNull().default('allowed'),
    /** Seconds between requests that robots.txt asks for. */
    crawlDelay: integer('crawl_delay'),
    nextCheck: timestamptz('next_check'),
    errorCount: counter('error_count'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    check(
      'robots_cache_allows_user_agent_check',
      oneOf(t.allowsUserAgent, ROBOTS_USER_AGENT_VERDICTS),
    ),
  ],
)

/** A domain's terms of service and the verdict on scraping it. */
export const tosValidation = pgTable(
  'tos_validation',
  {
    id: uuidPk(),
    domain: text('domain').notNull().unique(),
    tosUrl: text('tos_url'),
    tosContent: text('tos_content'),
    lastModified: timestamptz('last_modified'),
    scrapingAllowed: flag('scraping_allowed', true),
    requiresAttribution: flag('requires_attribution'),
    commercialUseAllowed: flag('commercial_use_allowed', true),
    dataRetentionLimits: text('data_retention_limits'),
    nextCheck: timestamptz('next_check'),
    complianceStatus: text('compliance_status').notNull().default('unknown'),
    riskLevel: text('risk_level').notNull().default('low'),
    notes: text('notes'),
    errorCount: counter('error_count'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    check('tos_validation_compliance_status_check', oneOf(t.complianceStatus, COMPLIANCE_STATUSES)),
    check('tos_validation_risk_level_check', oneOf(t.riskLevel, RISK_LEVELS)),
  ],
)

/** Every compliance decision taken while ingesting (append-only audit trail). */
export const complianceAudits = pgTable(
  'compliance_audits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id').references(() => ingestionRuns.id, { onDelete: 'set null' }),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    domain: text('domain').notNull(),
    activityType: text('activity_type').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    userAgent: text('user_agent'),
    requestUrl: text('request_url'),
    responseCode: integer('response_code'),
    complianceRules: jsonb('compliance_rules'),
    metadata: jsonb('metadata'),
    performedAt: timestamptz('performed_at').notNull().defaultNow(),
  },
  (t) => [
    index('compliance_audits_domain_performed_at_idx').on(t.domain, t.performedAt),
    // The operator's audit of one source, newest first (docs/decisions/0077).
    index('compliance_audits_source_id_id_idx').on(t.sourceId, t.id),
    check('compliance_audits_activity_type_check', oneOf(t.activityType, AUDIT_ACTIVITIES)),
    check('compliance_audits_status_check', oneOf(t.status, AUDIT_STATUSES)),
  ],
)

/** One fetch of one source for one session: the domain record of the ingestion job. */
export const scraperQueue = pgTable(
  'scraper_queue',
  {
    id: uuidPk(),
    sessionId: parentId('session_id', () => ingestionRuns.id),
    sourceId: parentId('source_id', () => sources.id),
    status: text('status').notNull().default('pending'),
    priority: counter('priority'),
    jobType: text('job_type').notNull(),
    payload: jsonb('payload'),
    workerId: text('worker_id'),
    claimedAt: timestamptz('claimed_at'),
    /** When a claim lapses and another worker may take the job. */
    visibilityTimeout: timestamptz('visibility_timeout'),
    scheduledAt: timestamptz('scheduled_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    resultData: jsonb('result_data'),
    errorMessage: text('error_message'),
    retryCount: counter('retry_count'),
    maxRetries: integer('max_retries').notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    unique('scraper_queue_session_source_job_type_unique').on(t.sessionId, t.sourceId, t.jobType),
    index('scraper_queue_status_priority_scheduled_at_idx').on(t.status, t.priority, t.scheduledAt),
    // A source's last run (the sale-day interval counts from its start, 0079; its cursor).
    index('scraper_queue_source_id_started_at_idx').on(t.sourceId, t.startedAt),
  ],
)

/**
 * A record of a listing whose own document (a notice's PDF) could not be fetched or read. The
 * next runs leave it alone for a while, longer after each failure, and stop trying after
 * INGESTION.unreadableRecordAttempts (run-scrape-job.service.ts): a source is not asked for the
 * same broken file on every run.
 */
export const unreadableSourceRecords = pgTable(
  'unreadable_source_records',
  {
    sourceId: parentId('source_id', () => sources.id),
    sourceRecordId: text('source_record_id').notNull(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: timestamptz('first_failed_at').notNull().defaultNow(),
    lastFailedAt: timestamptz('last_failed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.sourceRecordId] })],
)

export type Source = typeof sources.$inferSelect
export type Parser = typeof parsers.$inferSelect
export type RateLimit = typeof rateLimits.$inferSelect
export type RobotsCacheEntry = typeof robotsCache.$inferSelect
export type TosValidation = typeof tosValidation.$inferSelect
export type ScraperJob = typeof scraperQueue.$inferSelect
