/**
 * createRuntime(config, database, log): every service of a process built once, in one typed
 * object. The web server (buildApp), the job workers (each handler reads its part of it as
 * `context.runtime`), the worker process and the tests take this one object; tests replace parts
 * with typed overrides. What one module asks of another is answered here too (the ports), so no
 * entry wires modules together itself (docs/decisions/0048).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { JobQueue } from '../jobs/job-queue'
import { createMailer, type Mailer } from '../mail/mailer'
import { type AlertsRuntime, createAlertsRuntime, notifyUrgencyCrossings } from '../modules/alerts'
import { createPaymentProvider, type PaymentProvider } from '../modules/billing'
import { type ContactProviders, createContactProviders, leadReachOf } from '../modules/contacts'
import { type CrmRuntime, createCrmRuntime } from '../modules/crm'
import {
  createProcessingServices,
  createStorage,
  type ObjectStorage,
  type ProcessingServices,
} from '../modules/documents'
import {
  createEnrichmentRuntime,
  type EnrichmentRuntime,
  enrichJobSender,
  queueLeadEnrichment,
} from '../modules/enrichment'
import { createImageProviders, type ImageProvider } from '../modules/images'
import {
  keepLeadsOfDocumentRecords,
  keepLeadsOfProcessedDocument,
  type LeadUrgencyDeps,
  leadIdsOfDocument,
  type UrgencyChangedHook,
} from '../modules/leads'
import {
  type CampaignSendServices,
  createCampaignSendServices,
  mailboxTransport,
} from '../modules/outreach'
import { type IngestionRuntime, ingestionUserAgent } from '../modules/sources'
import { createLlmRefiner } from '../reading'
import { caseEventsToAlerts } from './alerts-ports'
import { caseEventsToLeadsAndAlerts } from './leads-ports'
import { type OutreachPorts, type OutreachPortsOverrides, outreachPorts } from './outreach-ports'
import { createNoticeReader, createSourceDocumentStore } from './records-ports'

export interface Runtime {
  config: Config
  database: Database
  /** The process's log (the tests': silent unless a test passes one). */
  log: FastifyBaseLogger
  /** The queue this process sends jobs through; null in a test app that runs no queue. */
  jobs: JobQueue | null
  /** Account e-mails (reset links, alerts): SMTP, or the development outbox. */
  mailer: Mailer
  /** Null when payments are off. */
  payments: PaymentProvider | null
  /** Where uploaded files (and kept notices) are stored. */
  storage: ObjectStorage
  /** Document processing: stored bytes, the OCR pool, the LLM refiner, the leads of a document. */
  documents: ProcessingServices
  /**
   * Records' ingestion runs: user agent, the notice reader and keeper of PDF sources, and the
   * listener of the case events it records (alerts).
   */
  ingestion: IngestionRuntime
  contactProviders: ContactProviders
  /** The send-campaign job's transport, limits and keys. */
  outreachMail: CampaignSendServices
  /** What outreach asks of contacts, and its mailbox connections. */
  outreach: OutreachPorts
  crm: CrmRuntime
  enrichment: EnrichmentRuntime
  alerts: AlertsRuntime
  /**
   * The leads' urgency (0085): how a lead may be reached (contacts' reader), and who is told when
   * a stored score changes (the refresh job's and the list's).
   */
  leadUrgency: LeadUrgencyDeps
  imageProviders: readonly ImageProvider[]
  /** Closes what holds connections or threads: the mailer, the OCR pool, campaign transports. */
  close(): Promise<void>
}

/** The parts tests replace (each defaults to what the configuration builds). */
interface RuntimeOverrides {
  mailer?: Mailer
  /** null: payments off. */
  payments?: PaymentProvider | null
  storage?: ObjectStorage
  contactProviders?: ContactProviders
  outreachMail?: CampaignSendServices
  /** Changes to the alerts runtime built from the config (e.g. fewer failures to disable). */
  alerts?: Partial<AlertsRuntime>
  /** Changes to the CRM runtime built from the config (e.g. waits shortened). */
  crm?: Partial<CrmRuntime>
  enrichment?: EnrichmentRuntime
  imageProviders?: readonly ImageProvider[]
  outreach?: OutreachPortsOverrides
  /** Told of stored urgency changes (default: the alerts module's threshold alerts). */
  onUrgencyChanged?: UrgencyChangedHook
}

export interface RuntimeOptions extends RuntimeOverrides {
  /** The queue, created and not yet started (it starts with this runtime); null: none. */
  jobs: JobQueue | null
}

/**
 * Builds every service once from the configuration, in the order the processes always have
 * (the payment provider's and the storage's start-up logs first), taking what `options`
 * replaces as it is.
 */
export async function createRuntime(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: RuntimeOptions,
): Promise<Runtime> {
  const { db } = database
  const payments =
    options.payments === undefined ? createPaymentProvider(config, db, log) : options.payments
  const storage = options.storage ?? (await createStorage(config, log))
  const contactProviders = options.contactProviders ?? createContactProviders(config, log)
  // Leads made from uploads are enriched as kept search results are (issue 31; 0035): queued
  // after the transaction that made them, when this process has a queue.
  const sendEnrichJob = enrichJobSender(options.jobs)
  const enrichLeads = options.jobs
    ? (userId: string, leadIds: readonly string[]) =>
        queueLeadEnrichment(db, sendEnrichJob, { userId, leadIds })
    : undefined
  const documents = createProcessingServices(storage, {
    ocrWorkers: config.OCR_WORKERS,
    readerMemoryMb: config.READER_MEMORY_MB,
    refineExtraction: createLlmRefiner(config, log),
    // Documents cannot import leads (leads reads documents): a processed document's leads are
    // written in the transaction that completes it (docs/decisions/0019).
    onProcessed: (tx, document) => keepLeadsOfProcessedDocument(tx, document),
    // A list's leads are made when the user imports it, a batch at a time (0058).
    keepRecordLeads: (tx, document, range) => keepLeadsOfDocumentRecords(tx, document, range),
    afterLeadsKept:
      enrichLeads &&
      (async (document) => enrichLeads(document.userId, await leadIdsOfDocument(db, document))),
  })
  const outreach = outreachPorts(db, config, options.outreach)
  const outreachMail =
    options.outreachMail ??
    createCampaignSendServices(config, {
      mailboxTransport: (runDb, userId, mailboxId) =>
        mailboxTransport({ ...outreach.mailboxes, db: runDb }, userId, mailboxId),
    })
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      log,
      production: config.NODE_ENV === 'production',
    })
  const userAgent = ingestionUserAgent(config.PUBLIC_URL)
  const alerts: AlertsRuntime = { ...createAlertsRuntime({ ...config, mailer }), ...options.alerts }
  return {
    config,
    database,
    log,
    jobs: options.jobs,
    mailer,
    payments,
    storage,
    documents,
    ingestion: {
      userAgent,
      // Sources whose records are PDFs read them on the same OCR pool as uploads.
      readNotice: createNoticeReader(documents.ocr),
      storeSourceDocument: createSourceDocumentStore(storage),
      // Alerts evaluate the case events a run records (no queue, no evaluation: tests only); the
      // leads of their filings get their urgency due.
      onCaseEventsRecorded: caseEventsToLeadsAndAlerts(
        db,
        options.jobs ? caseEventsToAlerts(options.jobs) : undefined,
      ),
      saleDayRecheckMinutes: config.SALE_DAY_RECHECK_MINUTES,
    },
    contactProviders,
    outreachMail,
    outreach,
    crm: { ...createCrmRuntime(config), ...options.crm },
    enrichment: options.enrichment ?? createEnrichmentRuntime(config),
    alerts,
    leadUrgency: {
      reach: leadReachOf,
      // A lead whose score rose to its user's threshold is told through the alerts (0086).
      onUrgencyChanged:
        options.onUrgencyChanged ??
        (async (changes) => {
          await notifyUrgencyCrossings({ db, runtime: alerts, log }, changes)
        }),
    },
    imageProviders: options.imageProviders ?? createImageProviders(db, config, { userAgent }),
    async close() {
      await documents.close()
      await mailer.close()
      await outreachMail.platformTransport.close()
    },
  }
}
