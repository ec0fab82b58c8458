/**
 * What buildApp (app.ts) is given: the configuration it reads and the process's parts (database,
 * job queue, mailer, payments, storage) and the adapters tests replace.
 */
import type { FastifyBaseLogger, RouteOptions } from 'fastify'
import type { Config } from './config'
import type { Database } from './db/client'
import type { ClientAssetsOptions } from './http/client-assets'
import type { JobQueue } from './jobs/job-queue'
import type { Mailer } from './mail/mailer'
import type { PaymentProvider } from './modules/billing'
import type { ContactProviders } from './modules/contacts'
import type { CrmRuntime } from './modules/crm'
import type { ObjectStorage } from './modules/documents'
import type { EnrichmentRuntime } from './modules/enrichment'
import type { ImageProvider } from './modules/images'
import type { FindLeadEmails, FindOwnSocialProfile, OAuthEndpoints } from './modules/outreach'

export type AppConfig = Pick<
  Config,
  | 'BODY_LIMIT_BYTES'
  | 'LOG_LEVEL'
  | 'PUBLIC_URL'
  | 'TRUST_PROXY'
  | 'NODE_ENV'
  | 'SESSION_SECRET'
  | 'SESSION_IDLE_HOURS'
  | 'SESSION_ABSOLUTE_DAYS'
  | 'SEARCH_RATE_LIMIT_PER_MINUTE'
  | 'REGISTER_RATE_LIMIT_PER_HOUR'
  | 'API_RATE_LIMIT_PER_MINUTE'
  | 'API_DAILY_QUOTA'
  | 'UPLOAD_MAX_BYTES'
  | 'STORAGE'
  | 'SENDGRID_WEBHOOK_PUBLIC_KEY'
  | 'POSTMARK_WEBHOOK_USER'
  | 'POSTMARK_WEBHOOK_PASSWORD'
  | 'SECRETS_SEALING_KEY'
  | 'GOOGLE_OAUTH_CLIENT_ID'
  | 'GOOGLE_OAUTH_CLIENT_SECRET'
  | 'MICROSOFT_OAUTH_CLIENT_ID'
  | 'MICROSOFT_OAUTH_CLIENT_SECRET'
  | 'MICROSOFT_OAUTH_TENANT'
  | 'HUBSPOT_API_BASE'
  | 'PODIO_API_BASE'
  | 'CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS'
  | 'ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS'
  | 'GOOGLE_STREET_VIEW_API_KEY'
  | 'STREET_VIEW_API_BASE'
  | 'STREET_VIEW_MIN_TIER'
  | 'COUNTY_PHOTO_SOURCES'
> &
  Partial<Pick<Config, 'ENRICHMENT_REFRESH_DAYS'>>

export interface AppDeps {
  config: AppConfig
  database: Database
  /** null when this process runs no job queue at all. */
  jobs: JobQueue | null
  mailer: Mailer
  /** The payment provider; null when payments are off. */
  payments: PaymentProvider | null
  /** Where uploaded files are kept (local disk under DATA_DIR by default). */
  storage: ObjectStorage
  /** Skip trace, phone compliance and social profile providers; default: the local simulators. */
  contactProviders?: ContactProviders
  client?: ClientAssetsOptions
  /** The process's pino logger; omitted in tests, where request logs are off. */
  logger?: FastifyBaseLogger
  /** Sees every route as it is added (tests compare the /api/v1 routes with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void
  /** The CRM module's runtime (default: from the configuration; tests shorten its waits). */
  crm?: CrmRuntime
  /** Enrichment's settings (the processes build them from the configuration; tests: fakes). */
  enrichment?: Pick<EnrichmentRuntime, 'refreshAfterMs'>
  /** Property image providers (default: from the configuration; tests: adapters on local fakes). */
  imageProviders?: readonly ImageProvider[]
  /**
   * What outreach asks of the contacts module (default: composition/outreach-ports.ts, the
   * contacts module's own answers): the user's social profiles and leads' skip-traced e-mails.
   */
  outreach?: {
    findSocialProfile?: FindOwnSocialProfile
    findLeadEmails?: FindLeadEmails
    /** Where Google's and Microsoft's OAuth and mail APIs are (tests: local fakes). */
    oauthEndpoints?: OAuthEndpoints
  }
}
