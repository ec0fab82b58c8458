/**
 * Column builders shared by the schema files, so every table spells ids, timestamps and
 * closed enumerations the same way. Not re-exported from index.ts: it holds no tables.
 */
import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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
 * `attempts int not null default 0`, `last_error text`: work that is tried again until it
 * succeeds (a delivery, a webhook event, a cancellation), with what went wrong last time.
 */
export const retries = () => ({
  attempts: integer('attempts').notNull().default(0),
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
