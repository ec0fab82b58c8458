/**
 * `npm run seed`: loads the generated sample records (sourceDatabase 'sample') into the
 * configured database. Safe to run again: existing sample rows are left as they are.
 */

import { seedSampleData } from '../server/src/composition/sample-data'
import { loadConfig, loadDotEnvFile } from '../server/src/config'
import { openDatabase } from '../server/src/db/client'
import { runMigrations } from '../server/src/db/migrate'
import { pgliteDirectory } from '../server/src/db/paths'
import { countSampleFilings } from '../server/src/modules/records'

loadDotEnvFile()
const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: pgliteDirectory(config.DATA_DIR),
})
try {
  await runMigrations(database.pool)
  await seedSampleData(database.db)
  console.log(
    `The records index holds ${await countSampleFilings(database.db)} generated sample records (${database.kind}).`,
  )
} finally {
  await database.close()
}
