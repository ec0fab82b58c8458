/**
 * Whether a record is stale (issue 30, docs/decisions/0078): its last sighting (`last_seen_at`)
 * is older than its source's interval (`check_every_hours`, 24 when the source did not say) plus
 * STALE_GRACE_HOURS. A generated sample record is never stale: nothing re-checks it, and it says
 * it is sample data instead. One SQL definition, read by the search (both of its paths) and the
 * lead views alike, so the two cannot disagree.
 */
import { type SQL, sql } from 'drizzle-orm'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'

/** A source that does not say how often it changes is checked daily (the catalogue's default). */
export const DEFAULT_CHECK_EVERY_HOURS = 24

/**
 * Slack after a source's interval before its records read as stale. A due source is queued at
 * the next ten-minute tick after its interval has passed since its last run ENDED, and a paced
 * run of a long listing (crawl-delay, quota) takes up to about an hour, so a record listed late
 * in one run and early in the next is seen again within interval + about 1h10; two hours leaves
 * room for that and no more (a source missing one run of a daily schedule shows stale).
 */
const STALE_GRACE_HOURS = 2

/** The interval of a filing row `alias`, in hours. */
export const checkEveryHoursSql = (alias: string): SQL =>
  sql.raw(`coalesce(${alias}.check_every_hours, ${DEFAULT_CHECK_EVERY_HOURS})`)

/** Whether a filing row `alias` (with is_sample, source_database, last_seen_at) is stale. */
export const staleSql = (alias: string): SQL =>
  sql.raw(`(not ${alias}.is_sample and ${alias}.source_database <> '${SAMPLE_SOURCE_DATABASE}'
    and ${alias}.last_seen_at < now() - make_interval(hours => coalesce(${alias}.check_every_hours, ${DEFAULT_CHECK_EVERY_HOURS}) + ${STALE_GRACE_HOURS}))`)

/** A timestamptz as ISO 8601 in UTC, whole seconds (how provenance times are sent). */
export const isoSecondsSql = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`)

/** A Date as isoSecondsSql prints it. */
export const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z')
