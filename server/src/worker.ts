/**
 * `npm run worker`: a process that runs job workers only (no HTTP). Run as many as needed
 * against one PostgreSQL (DATABASE_URL); each claims jobs with SKIP LOCKED through pg-boss.
 */
import { connectIngestionToAlerts } from './composition/alerts-ports'
import { createDocumentKeeper, createNoticeReader } from './composition/records-ports'
import { bootConfig } from './config'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { pgliteDirectory } from './db/paths'
import { JOBS, onDocumentProcessed } from './job-registry'
import { jobSender, startJobQueue } from './jobs/job-queue'
import { createLogger } from './logger'
import { createMailer } from './mail/mailer'
import { createAlertsRuntime } from './modules/alerts'
import { createPaymentProvider } from './modules/billing'
import { createContactProviders } from './modules/contacts'
import { createCrmRuntime } from './modules/crm'
import {
  createLlmRefiner,
  createProcessingServices,
  createStorage,
  PROCESS_DOCUMENT_JOB,
} from './modules/documents'
import { createEnrichmentRuntime } from './modules/enrichment'
import { createCampaignSendServices, createMailboxDeps, mailboxTransport } from './modules/outreach'

const config = bootConfig()
const logger = createLogger(config.LOG_LEVEL)
if (!config.DATABASE_URL) {
  logger.warn(
    'DATABASE_URL is not set: this worker opens the embedded database, which only one process can use. Stop the web process first, or set DATABASE_URL.',
  )
}
const workers = Math.max(config.WORKERS, 1)
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: pgliteDirectory(config.DATA_DIR),
  poolSize: config.DATABASE_POOL_SIZE,
})
await runMigrations(database.pool)
const payments = createPaymentProvider(config, database.db, logger)
const contactProviders = createContactProviders(config, logger)
const storage = await createStorage(config, logger)
const processing = createProcessingServices(storage, {
  ocrWorkers: config.OCR_WORKERS,
  refineExtraction: createLlmRefiner(config, logger),
  onProcessed: onDocumentProcessed,
})
const outreachMail = createCampaignSendServices(config, {
  mailboxTransport: (db, userId, mailboxId) =>
    mailboxTransport(createMailboxDeps({ db, settings: config }), userId, mailboxId),
})
const crm = createCrmRuntime(config)
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  dataDir: config.DATA_DIR,
  log: logger,
  production: config.NODE_ENV === 'production',
})
const enrichment = createEnrichmentRuntime(config)
const services: Record<string, unknown> = {
  alerts: createAlertsRuntime({ ...config, mailer }),
  payments,
  publicUrl: config.PUBLIC_URL,
  documents: processing,
  // Sources whose records are PDFs read them on the same OCR pool as uploads.
  noticeReader: createNoticeReader(processing.ocr),
  documentKeeper: createDocumentKeeper(storage),
  contactProviders,
  outreachMail,
  crm,
  enrichment,
}
const queue = await startJobQueue({
  database,
  jobs: JOBS,
  workers,
  // One upload per OCR worker at a time: two single-page scans use both cores (0045).
  slots: { [PROCESS_DOCUMENT_JOB]: config.OCR_WORKERS },
  log: logger,
  services,
})
services.sendJob = jobSender(queue)
connectIngestionToAlerts(services.sendJob as ReturnType<typeof jobSender>)
logger.info(
  `Worker running ${JOBS.length} job type(s) with ${workers} slot(s) each (document processing: ${Math.max(workers, config.OCR_WORKERS)})`,
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    logger.info(`${signal}: finishing running jobs`)
    await queue.stop()
    await processing.close()
    await mailer.close()
    await outreachMail.platformTransport.close()
    await database.close()
    process.exit(0)
  })
}
