/**
 * A list import's job in a process of its own, for the test that kills one mid-import
 * (documents/list-import/import-run.kill.test.ts): it opens the database named by the environment
 * and runs the documents.import-leads job's handler, the code pg-boss runs, printing a line as
 * each batch's leads are written (before the batch commits), so the test knows when to kill it.
 *
 * Environment: FL_WORKER_DATABASE_URL (PostgreSQL) or FL_WORKER_PGLITE_DIR, FL_WORKER_DOCUMENT_ID.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { openDatabase } from '../db/client'
import {
  createProcessingServices,
  importListLeadsJob,
  LocalDiskStorage,
} from '../modules/documents'
import { keepLeadsOfDocumentRecords } from '../modules/leads'

const env = process.env
const documentId = env.FL_WORKER_DOCUMENT_ID ?? ''
const database = await openDatabase({
  databaseUrl: env.FL_WORKER_DATABASE_URL || undefined,
  pgliteDir: env.FL_WORKER_PGLITE_DIR,
  poolSize: 2,
})
const announcing: typeof keepLeadsOfDocumentRecords = async (tx, document, range) => {
  const kept = await keepLeadsOfDocumentRecords(tx, document, range)
  process.stdout.write(`batch ${range.fromPosition}\n`)
  return kept
}
const documents = createProcessingServices(
  new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'fl-import-worker-'))),
  { ocrWorkers: 1, keepRecordLeads: announcing },
)
process.stdout.write('worker ready\n')
await importListLeadsJob.handler(
  { documentId },
  {
    runtime: { database, documents },
    log: pino({ level: 'silent' }),
    jobId: 'child',
    sendJob: async () => null,
  },
)
await database.close()
process.stdout.write('worker done\n')
