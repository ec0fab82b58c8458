/** Request throttles shared by every server process (login, password reset, search rate limits). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns'

/**
 * One fixed-window counter per bucket ('login:ip:1.2.3.4', ...). Counted with one upsert, so
 * parallel requests and several processes share the count.
 */
export const requestThrottles = pgTable(
  'request_throttles',
  {
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('request_throttles_expires_at_idx').on(t.expiresAt)],
)
