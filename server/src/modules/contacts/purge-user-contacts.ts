/**
 * Deletes every contact row of a user: persons, phones, e-mails, the trace and scrub caches,
 * batches, social profiles and permissible-use acceptances. Account deletion (accounts owns it)
 * calls this through the face; the foreign keys (on delete cascade) would also remove them with
 * the user's row, this makes it explicit and testable, and usable before the row goes.
 */
import type { DbOrTransaction } from '../accounts'
import { deleteUserContactRows } from './trace/contact-persons.queries'

export async function purgeUserContacts(db: DbOrTransaction, userId: string): Promise<void> {
  await deleteUserContactRows(db, userId)
}
