/**
 * The user's API keys for the export of all their data (docs/decisions/0028): name, prefix,
 * scopes and dates; never the key's hash (the key itself is not stored).
 */
import type { Db } from '../../db/client'
import { apiKeys } from '../../db/schema'
import { userRows } from '../../db/user-rows'

export async function apiKeysForExport(db: Db, userId: string) {
  return userRows(
    db,
    apiKeys,
    userId,
    {
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      createdAt: apiKeys.createdAt,
    },
    apiKeys.createdAt,
  )
}
