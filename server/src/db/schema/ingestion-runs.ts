/**
 * Ingestion runs: the sources module's work over several sources, followed through its events.
 * The product spec names the tables search_sessions and search_events; the code calls them what
 * they hold. Its own file because both the records index (records.ts) and the sources
 * (sources.ts) refer to it, and neither may import the other.
 */
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { QUERY_TYPES, SEARCH_EVENT_KINDS } from '../../../../common/enums'
import { users } from './accounts'
import { counter, createdAt, oneOf, parentId, timestamptz, uuidPk } from './columns'

/** An ingestion run over several sources (the spec's search_sessions). */
export const ingestionRuns = pgTable(
  'search_sessions',
  {
    id: uuidPk(),
    /** Null for ingestion runs that no user started. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    queryType: text('query_type').notNull(),
    query: jsonb('query').notNull(),
    status: text('status').notNull().default('pending'),
    totalSources: counter('total_sources'),
    completedSources: counter('completed_sources'),
    failedSources: counter('failed_sources'),
    resultsCount: counter('results_count'),
    errorMessage: text('error_message'),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_sessions_user_id_idx').on(t.userId),
    check('search_sessions_query_type_check', oneOf(t.queryType, QUERY_TYPES)),
  ],
)

/** Progress events of a search session (append-only). */
export const ingestionRunEvents = pgTable(
  'search_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: parentId('session_id', () => ingestionRuns.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload'),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_events_session_id_idx').on(t.sessionId),
    check('search_events_kind_check', oneOf(t.kind, SEARCH_EVENT_KINDS)),
  ],
)
