/**
 * buildTestApp(): the real app (buildApp) on a fresh migrated database, listening on a
 * loopback port so tests speak real HTTP to it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pino from 'pino'
import { type AppConfig, type AppDeps, buildApp } from '../app'
import { connectIngestionToAlerts } from '../composition/alerts-ports'
import type { ClientAssetsOptions } from '../http/client-assets'
import { onDocumentProcessed } from '../job-registry'
import type { JobDefinition } from '../jobs/job-definition'
import { type JobQueue, jobSender, startJobQueue } from '../jobs/job-queue'
import { createMailer, type Mailer } from '../mail/mailer'
import { type AlertsRuntime, createAlertsRuntime, EVALUATE_ALERTS_JOB } from '../modules/alerts'
import type { PaymentProvider } from '../modules/billing'
import { createSimulatorProvider } from '../modules/billing'
import { type ContactProviders, createSimulatedContactProviders } from '../modules/contacts'
import { type CrmRuntime, createCrmRuntime } from '../modules/crm'
import type { ObjectStorage } from '../modules/documents'
import { createProcessingServices, LocalDiskStorage } from '../modules/documents'
import type { EnrichmentRuntime } from '../modules/enrichment'
import type { ImageProvider } from '../modules/images'
import type {
  CampaignSendServices,
  FindLeadEmails,
  FindOwnSocialProfile,
  OAuthEndpoints,
} from '../modules/outreach'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  jobs: JobQueue | null
  /** The app's file storage (a temporary directory unless one was passed in). */
  storage: ObjectStorage
  baseUrl: string
  /** fetch against the app: `request('/api/health')`. */
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

export const TEST_CONFIG: AppConfig = {
  BODY_LIMIT_BYTES: 1024 * 1024,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://app.test',
  TRUST_PROXY: false,
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
  SESSION_IDLE_HOURS: 24 * 7,
  SESSION_ABSOLUTE_DAYS: 30,
  SEARCH_RATE_LIMIT_PER_MINUTE: 10,
  // Route tests register many users from 127.0.0.1; registration-limit.routes.test.ts sets 5.
  REGISTER_RATE_LIMIT_PER_HOUR: 10_000,
  API_RATE_LIMIT_PER_MINUTE: 120,
  API_DAILY_QUOTA: 10_000,
  UPLOAD_MAX_BYTES: 25 * 1024 * 1024,
  STORAGE: 'local',
  STREET_VIEW_MIN_TIER: 'basic',
}

export interface BuildTestAppOptions {
  config?: Partial<AppConfig>
  /** Default: the file outbox in a temporary directory. */
  mailer?: Mailer
  /** Default: local disk storage in a temporary directory, removed on close. */
  storage?: ObjectStorage
  /**
   * The payment provider: 'simulator' (default), 'off', or a function building one (e.g. the
   * PayPal adapter pointed at a fake PayPal server).
   */
  payments?: 'simulator' | 'off' | ((db: TestDatabase['db']) => PaymentProvider)
  /** Default: silent. Pass a pino logger to inspect what the app logs. */
  logger?: FastifyBaseLogger
  /** Start pg-boss with these jobs (workers: 1). Omitted: no job queue. */
  jobs?: readonly JobDefinition[]
  /** How the client is served; default none (API only). */
  client?: ClientAssetsOptions
  /** Contact providers (default: the local simulators), e.g. the real adapters on the fakes. */
  contactProviders?: ContactProviders
  /** Changes to the alerts runtime built from the config (e.g. fewer failures to disable). */
  alerts?: Partial<AlertsRuntime>
  /** Changes to the CRM runtime built from the config (e.g. waits shortened). */
  crm?: Partial<CrmRuntime>
  /** Enrichment's runtime for the enrich-lead job and routes (e.g. presets on local fakes). */
  enrichment?: EnrichmentRuntime
  /** Property image providers (default: from the config: the sample provider only). */
  imageProviders?: (db: TestDatabase['db']) => readonly ImageProvider[]
  /** Sees every route as buildApp adds it. */
  onRoute?: AppDeps['onRoute']
  /** Registers extra routes before the app starts listening (framework-level tests). */
  extend?: (app: FastifyInstance) => void | Promise<void>
  /** The send-campaign job's services (with `jobs` including it). */
  outreachMail?: CampaignSendServices
  /** What outreach asks of the contacts module (test implementations of its ports). */
  outreach?: {
    findSocialProfile?: FindOwnSocialProfile
    findLeadEmails?: FindLeadEmails
    oauthEndpoints?: OAuthEndpoints
  }
}

export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const log = options.logger ?? pino({ level: 'silent' })
  const config = { ...TEST_CONFIG, ...options.config }
  const payments =
    options.payments === 'off'
      ? null
      : typeof options.payments === 'function'
        ? options.payments(database.db)
        : createSimulatorProvider({ db: database.db, publicUrl: config.PUBLIC_URL })
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'fl-test-uploads-'))
  const storage = options.storage ?? new LocalDiskStorage(uploadsDir)
  const processing = createProcessingServices(storage, {
    ocrWorkers: 1,
    onProcessed: onDocumentProcessed,
  })
  const contactProviders = options.contactProviders ?? createSimulatedContactProviders()
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'fl-test-outbox-'))
  const mailer =
    options.mailer ?? createMailer({ from: 'Test <test@app.test>', dataDir: outboxDir, log })
  const crm = { ...createCrmRuntime(config), ...options.crm }
  const services: Record<string, unknown> = {
    alerts: { ...createAlertsRuntime({ ...config, mailer }), ...options.alerts },
    crm,
    payments,
    publicUrl: config.PUBLIC_URL,
    documents: processing,
    contactProviders,
    outreachMail: options.outreachMail,
    enrichment: options.enrichment,
  }
  const jobs = options.jobs
    ? await startJobQueue({
        database,
        jobs: options.jobs,
        workers: 1,
        log,
        pollingIntervalSeconds: 0.5,
        services,
      })
    : null
  if (jobs) services.sendJob = jobSender(jobs)
  if (jobs && options.jobs?.some((job) => job.id === EVALUATE_ALERTS_JOB)) {
    connectIngestionToAlerts(jobSender(jobs))
  }
  const app = await buildApp({
    config,
    database,
    jobs,
    mailer,
    payments,
    storage,
    contactProviders,
    crm,
    enrichment: options.enrichment,
    imageProviders: options.imageProviders?.(database.db),
    client: options.client,
    logger: options.logger,
    outreach: options.outreach,
    onRoute: options.onRoute,
  })
  await options.extend?.(app)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    database,
    jobs,
    storage,
    baseUrl: address,
    request: (path, init) => fetch(`${address}${path}`, init),
    async close() {
      connectIngestionToAlerts(null)
      await app.close()
      await jobs?.stop(2000)
      await processing.close()
      await database.destroy()
      await mailer.close()
      rmSync(outboxDir, { recursive: true, force: true })
      rmSync(uploadsDir, { recursive: true, force: true })
    },
  }
}
