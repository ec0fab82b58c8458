/**
 * startServer(config): database -> migrations -> first-start sample data -> job queue -> app
 * -> listen, and a stop() that shuts them down in reverse order. main.ts and the browser
 * tests use it.
 */
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { buildApp } from './app'
import { connectIngestionToAlerts } from './composition/alerts-ports'
import { createDocumentKeeper, createNoticeReader } from './composition/records-ports'
import type { Config } from './config'
import { type Database, openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { pgliteDirectory } from './db/paths'
import type { ClientAssetsOptions } from './http/client-assets'
import { JOBS, onDocumentProcessed } from './job-registry'
import { type JobQueue, jobSender, startJobQueue } from './jobs/job-queue'
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
import { seedSampleDataIfEmpty, syncSourceCatalogue } from './modules/records'

export interface RunningServer {
  app: FastifyInstance
  database: Database
  jobs: JobQueue
  url: string
  /** Stops taking requests, lets running jobs finish, closes the database. */
  stop(): Promise<void>
}

export interface StartServerOptions {
  config: Config
  client: ClientAssetsOptions
  logger: Logger
  /** Overrides where PGlite keeps its files ('memory://' in tests). */
  pgliteDir?: string
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, client, logger } = options
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: options.pgliteDir ?? pgliteDirectory(config.DATA_DIR),
    poolSize: config.DATABASE_POOL_SIZE,
  })
  let jobs: JobQueue | undefined
  let app: FastifyInstance | undefined
  try {
    await runMigrations(database.pool)
    // The catalogue's sources rows (inactive until reviewed and enabled; nothing is fetched).
    await syncSourceCatalogue(database.db)
    if (config.SEED_SAMPLE_DATA && database.kind === 'pglite') {
      const seeded = await seedSampleDataIfEmpty(database.db)
      if (seeded > 0) logger.info(`Loaded ${seeded} generated sample records (first start).`)
    }
    const payments = createPaymentProvider(config, database.db, logger)
    const storage = await createStorage(config, logger)
    const contactProviders = createContactProviders(config, logger)
    const processing = createProcessingServices(storage, {
      ocrWorkers: config.OCR_WORKERS,
      refineExtraction: createLlmRefiner(config, logger),
      onProcessed: onDocumentProcessed,
    })
    const outreachMail = createCampaignSendServices(config, {
      mailboxTransport: (db, userId, mailboxId) =>
        mailboxTransport(createMailboxDeps({ db, settings: config }), userId, mailboxId),
    })
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      log: logger,
      production: config.NODE_ENV === 'production',
    })
    const crm = createCrmRuntime(config)
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
    jobs = await startJobQueue({
      database,
      jobs: JOBS,
      workers: config.WORKERS,
      // One upload per OCR worker at a time: two single-page scans use both cores (0045).
      slots: { [PROCESS_DOCUMENT_JOB]: config.OCR_WORKERS },
      log: logger,
      services,
    })
    services.sendJob = jobSender(jobs)
    connectIngestionToAlerts(services.sendJob as ReturnType<typeof jobSender>)
    app = await buildApp({
      config,
      database,
      jobs,
      mailer,
      payments,
      storage,
      contactProviders,
      crm,
      enrichment,
      client,
      logger,
    })
    app.addHook('onClose', () => mailer.close())
    app.addHook('onClose', () => processing.close())
    app.addHook('onClose', () => outreachMail.platformTransport.close())
    const address = await app.listen({ port: config.PORT, host: config.HOST })
    const running = app
    const queue = jobs
    return {
      app: running,
      database,
      jobs: queue,
      url: address.replace('[::1]', 'localhost'),
      async stop() {
        connectIngestionToAlerts(null)
        await running.close()
        await queue.stop()
        await database.close()
      },
    }
  } catch (error) {
    await app?.close().catch(() => undefined)
    await jobs?.stop(1000).catch(() => undefined)
    await database.close().catch(() => undefined)
    throw error
  }
}
