/**
 * Applies the committed drizzle-kit migrations. An advisory lock makes it safe for several
 * processes starting at once against one PostgreSQL.
 */
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))
const MIGRATION_LOCK_ID = 727_001

/** Runs pending migrations; a no-op when the schema is current. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
    }
  } finally {
    client.release()
  }
}
