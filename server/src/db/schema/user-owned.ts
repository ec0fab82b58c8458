/**
 * The key and owner of a row that is one user's (a saved search, a template, an alert): every
 * query on it filters by `user_id`, and deleting the account deletes it. Not re-exported from
 * index.ts: it holds no tables.
 */
import { uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { parentId, uuidPk } from './columns'

/** `user_id uuid not null references users on delete cascade`: whose row it is. */
export const ownerId = () => parentId('user_id', () => users.id)

/** `id uuid primary key default gen_random_uuid()`, `user_id uuid not null references users`. */
export const userOwned = () => ({
  id: uuidPk(),
  userId: ownerId(),
})

/**
 * `user_id uuid primary key references users on delete cascade`: the user's one row of a table
 * (their webhook, their sender identity, their preferences).
 */
export const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' })
