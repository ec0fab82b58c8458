/**
 * Column builders shared by the schema files, so every table spells ids, timestamps, counters,
 * flags, the places and amounts of a case and closed enumerations the same way. Not re-exported
 * from index.ts: it holds no tables.
 */
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  integer,
  numeric,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'

/** `id uuid primary key default gen_random_uuid()`. */
export const uuidPk = () => uuid('id').primaryKey().defaultRandom()

/** `timestamp with time zone`, read and written as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * `<name> uuid not null references <parent> on delete cascade`: the row belongs to its parent and
 * goes with it (a user's row by `user_id`, a person's phone by `person_id`).
 */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' })

/** `<name> date`, read and written as 'YYYY-MM-DD' (a filing date, a sale date). */
export const isoDate = (name: string) => date(name, { mode: 'string' })

/** `<name> integer not null default 0`: a count that starts at nothing (sent, failed, used). */
export const counter = (name: string) => integer(name).notNull().default(0)

/** `<name> boolean not null default <initially>`: a yes-or-no that every row has. */
export const flag = (name: string, initially = false) => boolean(name).notNull().default(initially)

/** `state char(2)`: a US state's two-letter code. */
export const stateCode = () => char('state', { length: 2 })

/** `zip_code varchar(5)`: a five-digit ZIP code. */
export const zipCode = () => varchar('zip_code', { length: 5 })

/** `loan_amount numeric(12, 2)`: the amount a filing states, read as a decimal string. */
export const loanAmount = () => numeric('loan_amount', { precision: 12, scale: 2 })

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow()

/** `updated_at timestamptz not null default now()`, refreshed by Drizzle on every update. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** `created_at` and `updated_at`, in that order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })

/**
 * `is_used boolean not null default false`, `expires_at timestamptz not null`, `created_at`: a
 * token that works once and only until it expires (a mailed link, an OAuth round trip).
 */
export const singleUse = () => ({
  isUsed: flag('is_used'),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
})

/**
 * `attempts int not null default 0`, `last_error text`: work that is tried again until it
 * succeeds (a delivery, a webhook event, a cancellation), with what went wrong last time.
 */
export const retries = () => ({
  attempts: counter('attempts'),
  lastError: text('last_error'),
})

/**
 * The body of a CHECK constraint that keeps `column` inside a closed enumeration of
 * common/enums.ts. Values are inlined as SQL literals: a CHECK cannot take parameters.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')
  return sql`${column} in (${sql.raw(list)})`
}
