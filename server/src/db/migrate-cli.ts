/** `npm run db:migrate`: applies migrations to the configured database and exits. */
import { loadConfig, loadDotEnvFile } from '../config'
import { openDatabase } from './client'
import { runMigrations } from './migrate'
import { pgliteDirectory } from './paths'

loadDotEnvFile()
const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: pgliteDirectory(config.DATA_DIR),
})
await runMigrations(database.pool)
await database.close()
console.log(`Migrations applied (${database.kind}).`)
