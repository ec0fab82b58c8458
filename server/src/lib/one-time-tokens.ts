/**
 * Tables of tokens good for one use until they expire (password resets, e-mail changes, mailbox
 * OAuth states): a token is spent by marking it used while it is still usable, and the purges
 * delete the spent or expired ones.
 */
import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

type OneTimeTokens = PgTable & { isUsed: AnyPgColumn; expiresAt: AnyPgColumn }

/** The token stored under `tokenHash`, if it is not used yet and not expired (by the database's clock). */
export function usableToken(
  table: OneTimeTokens & { tokenHash: AnyPgColumn },
  tokenHash: string,
): SQL | undefined {
  return and(
    eq(table.tokenHash, tokenHash),
    eq(table.isUsed, false),
    sql`${table.expiresAt} > now()`,
  )
}

/** Used, or expired before `now`: what a purge deletes. */
export function spentOrExpiredToken(table: OneTimeTokens, now: Date): SQL | undefined {
  return or(lt(table.expiresAt, now), eq(table.isUsed, true))
}
