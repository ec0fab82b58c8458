/**
 * Vitest global set-up: on the embedded database, migrate one PGlite once and dump it, so each
 * test file starts from a copy (about 1 s) instead of initialising and migrating its own
 * (about 5 s). On PostgreSQL (DATABASE_URL set) each test file creates its own database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabaseOn } from '../db/client'
import { runMigrations } from '../db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-pglite-template-'))
  const pglite = await PGlite.create('memory://')
  const database = openDatabaseOn(pglite)
  await runMigrations(database.pool)
  const dump = await pglite.dumpDataDir('none')
  await database.close()
  const file = path.join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
