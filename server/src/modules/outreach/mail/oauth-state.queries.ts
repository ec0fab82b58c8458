/** The OAuth round trips' states (oauth_state_tokens): outreach's table, written only here and by the mailbox OAuth service. */

import type { Db } from '../../../db/client'
import { oauthStateTokens } from '../../../db/schema'
import { spentOrExpiredToken } from '../../../lib/one-time-tokens'

/** Deletes the states that were spent or have expired by `now`; how many. */
export async function purgeSpentOAuthStates(db: Db, now = new Date()): Promise<number> {
  const purged = await db.delete(oauthStateTokens).where(spentOrExpiredToken(oauthStateTokens, now))
  return purged.rowCount ?? 0
}
