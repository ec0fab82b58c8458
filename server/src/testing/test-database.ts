/**
 * A fresh, migrated database for one test file. With DATABASE_URL set (CI's second run) it
 * creates a new PostgreSQL database next to the given one and drops it afterwards;
 * otherwise it opens an in-memory PGlite.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client'
import { runMigrations } from '../db/migrate'

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>
  /** On PostgreSQL, the database's URL (for a child process to open it too). */
  url?: string
}

/** The migrated PGlite dump made by global-setup.ts, when running under Vitest with it. */
function pgliteTemplate(): Blob | undefined {
  let file: string | undefined
  try {
    file = inject('pgliteTemplatePath')
  } catch {
    return undefined
  }
  return file ? new Blob([readFileSync(file)]) : undefined
}

/** Name of the throw-away database, so a crashed run's leftovers are recognisable. */
const TEST_DB_PREFIX = 'fl_test_'

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const template = pgliteTemplate()
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template })
    if (!template) await runMigrations(database.pool)
    return { ...database, destroy: () => database.close() }
  }
  const name = `${TEST_DB_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 })
  await runMigrations(database.pool)
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists ${name} with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}
