/**
 * Request quotas per remote host, shared by every source whose pages live there (the 14
 * CivilView counties on salesweb.civilview.com): docs/decisions/0081.
 */
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { RATE_LIMIT_WINDOWS } from '../../../../common/enums'
import { counter, oneOf, timestamptz } from './columns'

/**
 * One row per shared host and window: the host's quota (the strictest quota for that window among
 * the sources on the host, refreshed at each request) and the requests counted in the current
 * window, by every source and every process together. A host with one source has no row.
 */
export const hostRateLimits = pgTable(
  'host_rate_limits',
  {
    /** The URL's host, lower case, with its port when not the scheme's default. */
    host: text('host').notNull(),
    /** A reserved word in SQL: quote it ("window") in raw queries. */
    window: text('window').notNull(),
    quota: integer('quota').notNull(),
    /** How many sources are on the host (its quota is the strictest of theirs). */
    sharingSources: integer('sharing_sources').notNull().default(1),
    currentCount: counter('current_count'),
    windowStart: timestamptz('window_start').notNull().defaultNow(),
    lastRequest: timestamptz('last_request'),
  },
  (t) => [
    primaryKey({ columns: [t.host, t.window] }),
    check('host_rate_limits_window_check', oneOf(t.window, RATE_LIMIT_WINDOWS)),
  ],
)

export type HostRateLimit = typeof hostRateLimits.$inferSelect
