/**
 * A list's import survives a killed worker (docs/decisions/0058): a real child process runs the
 * documents.import-leads job on a list of 600 records and is killed (SIGKILL) while a batch is
 * being written; the batches it committed stay, the one it was writing is gone with its
 * transaction, and once its claim is stale a new worker process goes on where the last committed
 * batch ended. No record becomes two leads. On PGlite the processes take turns on the database's
 * directory; on PostgreSQL (DATABASE_URL) they use a fresh database.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../db/client'
import { runMigrations } from '../../../db/migrate'
import { documentImports, documentLeads, leads } from '../../../db/schema'
import { buildDocument, buildUser } from '../../../testing/factories'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { holdListForImport } from './hold-for-import'
import { IMPORT_LIMITS } from './import-run.service'
import { markImporting } from './list-import.queries'

const WORKER = fileURLToPath(
  new URL('../../../testing/list-import-worker-process.ts', import.meta.url),
)
const RECORDS = 600

let pgliteDir: string | null = null
let postgres: TestDatabase | null = null

async function open(): Promise<Database> {
  if (postgres) return postgres
  return openDatabase({ pgliteDir: pgliteDir ?? '' })
}
async function release(database: Database) {
  if (!postgres) await database.close()
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    postgres = await createTestDatabase()
  } else {
    pgliteDir = mkdtempSync(path.join(tmpdir(), 'fl-import-kill-'))
    const database = await openDatabase({ pgliteDir })
    await runMigrations(database.pool)
    await database.close()
  }
})

afterAll(async () => {
  await postgres?.destroy()
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true })
})

/** A processed list of RECORDS records, its import started as the route starts it. */
async function seedList(): Promise<string> {
  const database = await open()
  try {
    const { db } = database
    const user = await buildUser(db)
    const document = await buildDocument(db, { userId: user.id, processingStatus: 'completed' })
    await db.insert(documentLeads).values(
      Array.from({ length: RECORDS }, (_, position) => ({
        documentId: document.id,
        userId: user.id,
        position,
        defendantName: `Owner ${position}`,
        propertyAddress: `${position} Harford Road, Baltimore, MD 21214`,
        zipCode: '21214',
        caseNumber: `TS-${position}`,
      })),
    )
    await db.transaction((tx) => holdListForImport(tx, document, null))
    await markImporting(db, { userId: user.id, documentId: document.id })
    return document.id
  } finally {
    await release(database)
  }
}

function startWorker(documentId: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      FL_WORKER_DATABASE_URL: postgres?.url ?? '',
      FL_WORKER_PGLITE_DIR: pgliteDir ?? '',
      FL_WORKER_DOCUMENT_ID: documentId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')))
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors += chunk
  })
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`worker exited ${code}: ${errors}`)
      resolve(code)
    })
  })
  return { child, lines, exited }
}

async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

async function state(documentId: string) {
  const database = await open()
  try {
    const [row] = await database.db
      .select()
      .from(documentImports)
      .where(eq(documentImports.documentId, documentId))
    const [counts] = await database.db
      .select({
        count: sql<number>`count(*)::int`,
        keys: sql<number>`count(distinct ${leads.dedupeKey})::int`,
      })
      .from(leads)
      .where(eq(leads.documentId, documentId))
    return { row: row!, counts: counts! }
  } finally {
    await release(database)
  }
}

describe('a list import whose worker is killed mid-batch', () => {
  it('is finished by a new worker where the committed batches ended, no lead doubled', async () => {
    const documentId = await seedList()
    const first = startWorker(documentId)
    // Killed while its second batch is being written (the line comes before the commit).
    await waitUntil(
      () => first.lines.filter((line) => line.startsWith('batch ')).length >= 2,
      120_000,
      'the first worker to write two batches',
    )
    first.child.kill('SIGKILL')
    expect(await first.exited).toBeNull()

    const killed = await state(documentId)
    expect(killed.row.status).toBe('importing')
    // Whole batches only: what was committed, and the leads of exactly those records.
    expect(killed.row.done % IMPORT_LIMITS.batch).toBe(0)
    expect(killed.row.done).toBeGreaterThanOrEqual(IMPORT_LIMITS.batch)
    expect(killed.row.done).toBeLessThan(RECORDS)
    expect(killed.counts).toEqual({ count: killed.row.done, keys: killed.row.done })

    // A minute later the dead worker's claim is stale (the heartbeat is moved back instead).
    const database = await open()
    try {
      await database.db
        .update(documentImports)
        .set({ heartbeatAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(documentImports.documentId, documentId))
    } finally {
      await release(database)
    }
    const second = startWorker(documentId)
    expect(await second.exited).toBe(0)
    // It went on from the last committed batch, not from the start.
    const resumedAt = Number(
      second.lines.find((line) => line.startsWith('batch '))?.slice('batch '.length),
    )
    expect(resumedAt).toBe(killed.row.done)

    const finished = await state(documentId)
    expect(finished.row).toMatchObject({ status: 'imported', done: RECORDS, created: RECORDS })
    expect(finished.counts).toEqual({ count: RECORDS, keys: RECORDS })
    console.log(
      `kill test: ${killed.row.done} of ${RECORDS} records imported at the kill, resumed there`,
    )
  }, 240_000)
})
