/**
 * buildTestApp(): the real app (buildApp) on a fresh migrated database, listening on a
 * loopback port so tests speak real HTTP to it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pino from 'pino'
import { type AppOptions, buildApp } from '../app'
import type { RuntimeJob } from '../composition/jobs'
import type { OutreachPortsOverrides } from '../composition/outreach-ports'
import { createRuntime, type Runtime } from '../composition/runtime'
import { type Config, loadConfig } from '../config'
import type { ClientAssetsOptions } from '../http/client-assets'
import { createJobQueue, type JobQueue } from '../jobs/job-queue'
import { createMailer, type Mailer } from '../mail/mailer'
import type { AlertsRuntime } from '../modules/alerts'
import type { PaymentProvider } from '../modules/billing'
import { createSimulatorProvider } from '../modules/billing'
import { type ContactProviders, createSimulatedContactProviders } from '../modules/contacts'
import type { CrmRuntime } from '../modules/crm'
import type { ObjectStorage } from '../modules/documents'
import { LocalDiskStorage } from '../modules/documents'
import type { EnrichmentRuntime } from '../modules/enrichment'
import type { ImageProvider } from '../modules/images'
import { type CampaignSendServices, createCampaignSendServices } from '../modules/outreach'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  jobs: JobQueue | null
  /** The app's runtime: every service it and its job workers use. */
  runtime: Runtime
  /** The app's file storage (a temporary directory unless one was passed in). */
  storage: ObjectStorage
  baseUrl: string
  /** fetch against the app: `request('/api/health')`. */
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/**
 * The configuration of test apps: what the environment schema makes of a test environment, with
 * the limits route tests need. Each app gets its own DATA_DIR (a temporary directory).
 */
export const TEST_CONFIG: Config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://app.test',
  SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
  DATA_DIR: path.join(tmpdir(), 'fl-test-data'),
  MAIL_FROM: 'Test <test@app.test>',
  // Route tests register many users from 127.0.0.1; registration-limit.routes.test.ts sets 5.
  REGISTER_RATE_LIMIT_PER_HOUR: '10000',
  SEARCH_RATE_LIMIT_PER_MINUTE: '10',
  API_RATE_LIMIT_PER_MINUTE: '120',
  API_DAILY_QUOTA: '10000',
  UPLOAD_MAX_BYTES: String(25 * 1024 * 1024),
  STREET_VIEW_MIN_TIER: 'basic',
  OCR_WORKERS: '1',
  PAYMENTS: 'simulator',
  CONTACT_PROVIDERS: 'simulator',
})

export interface BuildTestAppOptions {
  config?: Partial<Config>
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
  jobs?: readonly RuntimeJob[]
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
  onRoute?: AppOptions['onRoute']
  /** Registers extra routes before the app starts listening (framework-level tests). */
  extend?: (app: FastifyInstance) => void | Promise<void>
  /** The send-campaign job's services (default: the outbox in the app's temporary directory). */
  outreachMail?: CampaignSendServices
  /** What outreach asks of the contacts module (test implementations of its ports). */
  outreach?: OutreachPortsOverrides
}

/**
 * The real app (buildApp) on a fresh migrated database, with the runtime every process builds
 * (createRuntime) and the tests' replacements of its parts, listening on a loopback port.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const log = options.logger ?? pino({ level: 'silent' })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-test-app-'))
  const config: Config = { ...TEST_CONFIG, DATA_DIR: dataDir, ...options.config }
  const payments =
    options.payments === 'off'
      ? null
      : typeof options.payments === 'function'
        ? options.payments(database.db)
        : createSimulatorProvider({ db: database.db, publicUrl: config.PUBLIC_URL })
  const jobs = options.jobs
    ? createJobQueue({
        database,
        jobs: options.jobs,
        workers: 1,
        log,
        pollingIntervalSeconds: 0.5,
      })
    : null
  const runtime = await createRuntime(config, database, log, {
    jobs,
    payments,
    storage: options.storage ?? new LocalDiskStorage(path.join(dataDir, 'uploads')),
    mailer: options.mailer ?? createMailer({ from: config.MAIL_FROM, dataDir, log }),
    contactProviders: options.contactProviders ?? createSimulatedContactProviders(),
    // The app's outbox, also when a test plays production (which would require SMTP_URL).
    outreachMail:
      options.outreachMail ?? createCampaignSendServices({ ...config, NODE_ENV: 'test' }),
    alerts: options.alerts,
    crm: options.crm,
    enrichment: options.enrichment,
    imageProviders: options.imageProviders?.(database.db),
    outreach: options.outreach,
  })
  await jobs?.start(runtime)
  const app = await buildApp(runtime, { client: options.client, onRoute: options.onRoute })
  await options.extend?.(app)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    database,
    jobs,
    runtime,
    storage: runtime.storage,
    baseUrl: address,
    request: (path, init) => fetch(`${address}${path}`, init),
    async close() {
      await app.close()
      await jobs?.stop(2000)
      await runtime.close()
      await database.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
