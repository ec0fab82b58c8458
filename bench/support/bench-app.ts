/**
 * The app as production runs it, for benchmarks: buildApp() on a fresh migrated database with
 * the production pool size (DATABASE_POOL_SIZE's default, 10, or BENCH_POOL_SIZE), not the
 * test harness's smaller pool. With DATABASE_URL a throw-away database `fl_bench_*` is created
 * beside it and dropped on close; otherwise an in-memory PGlite.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import pino from 'pino'
import { buildApp } from '../../server/src/app'
import { createRuntime, type Runtime } from '../../server/src/composition/runtime'
import { type Database, openDatabase } from '../../server/src/db/client'
import { runMigrations } from '../../server/src/db/migrate'
import { createMailer } from '../../server/src/mail/mailer'
import { LocalDiskStorage } from '../../server/src/modules/documents'
import { TEST_CONFIG } from '../../server/src/testing/test-app'

/** config.ts's default for DATABASE_POOL_SIZE. */
const PRODUCTION_POOL_SIZE = 10

export interface BenchApp {
  app: FastifyInstance
  database: Database
  baseUrl: string
  poolSize: number
  /** The app's runtime (a bench runs a job's work with it, e.g. the urgency refresh). */
  runtime: Runtime
  close(): Promise<void>
}

/** A fresh migrated database (PGlite in memory, or a throw-away `fl_bench_*` on DATABASE_URL). */
export async function freshDatabase(
  poolSize: number,
): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' })
    await runMigrations(database.pool)
    return { database, drop: async () => undefined }
  }
  const name = `fl_bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize })
  await runMigrations(database.pool)
  return {
    database,
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  }
}

export async function startBenchApp(options: {
  searchRateLimitPerMinute: number
  extend?: (app: FastifyInstance) => void
}): Promise<BenchApp> {
  const poolSize = Number(process.env.BENCH_POOL_SIZE ?? PRODUCTION_POOL_SIZE)
  const { database, drop } = await freshDatabase(poolSize)
  const log = pino({ level: 'silent' })
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-bench-app-'))
  const config = {
    ...TEST_CONFIG,
    DATA_DIR: dir,
    SEARCH_RATE_LIMIT_PER_MINUTE: options.searchRateLimitPerMinute,
  }
  const runtime = await createRuntime(config, database, log, {
    jobs: null,
    mailer: createMailer({ from: 'Bench <bench@app.test>', dataDir: dir, log }),
    payments: null,
    storage: new LocalDiskStorage(path.join(dir, 'uploads')),
  })
  const app = await buildApp(runtime)
  options.extend?.(app)
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    database,
    baseUrl,
    poolSize: database.kind === 'postgres' ? poolSize : 1,
    runtime,
    async close() {
      await app.close()
      await runtime.close()
      await database.close()
      await drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
