/**
 * The key and owner of a row that is one user's (a saved search, a template, an alert): every
 * query on it filters by `user_id`, and deleting the account deletes it. Not re-exported from
 * index.ts: it holds no tables.
 */
import { users } from './accounts'
import { parentId, uuidPk } from './columns'

/** `id uuid primary key default gen_random_uuid()`, `user_id uuid not null references users`. */
export const userOwned = () => ({
  id: uuidPk(),
  userId: parentId('user_id', () => users.id),
})
