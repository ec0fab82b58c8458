/**
 * The user's API keys for the export of all their data (docs/decisions/0028): name, prefix,
 * scopes and dates; never the key's hash (the key itself is not stored).
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { apiKeys } from '../../db/schema'

export async function apiKeysForExport(db: Db, userId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdAt: apiKeys.createdAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt))
}
