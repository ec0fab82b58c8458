/**
 * buildApp(deps): the Fastify instance with every module registered. main.ts and the tests
 * both use it, so tests exercise exactly what users get.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { pino } from 'pino'
import { accountDataPorts } from './composition/account-data'
import { leadEmailsOfUser, socialProfileOfUser } from './composition/outreach-ports'
import type { Config } from './config'
import type { Database } from './db/client'
import { type ClientAssetsOptions, registerClientAssets } from './http/client-assets'
import { registerErrorHandler } from './http/error-handler'
import { registerNulGuard } from './http/nul-guard'
import { registerOriginCheck } from './http/origin-check'
import { registerSecurityHeaders } from './http/security-headers'
import type { JobQueue } from './jobs/job-queue'
import type { Mailer } from './mail/mailer'
import {
  accountDataRoutes,
  accountSettingsRoutes,
  accountsRoutes,
  passwordResetRoutes,
  sessionSettingsFor,
  sessions,
  trialRoutes,
} from './modules/accounts'
import type { PaymentProvider, SimulatorProvider } from './modules/billing'
import { billingRoutes, simulatorRoutes, webhookRoutes } from './modules/billing'
import {
  type ContactProviders,
  contactsRoutes,
  createSimulatedContactProviders,
  exportableContacts,
  leadContactsFor,
  socialProfilesRoutes,
} from './modules/contacts'
import { type CrmRuntime, createCrmRuntime, crmRoutes } from './modules/crm'
import type { ObjectStorage } from './modules/documents'
import { documentsRoutes } from './modules/documents'
import { healthRoutes } from './modules/health'
import { leadsRoutes } from './modules/leads'
import {
  campaignsRoutes,
  createMailboxDeps,
  emailWebhookRoutes,
  type FindLeadEmails,
  type FindOwnSocialProfile,
  mailboxesRoutes,
  messagesRoutes,
  type OAuthEndpoints,
  senderIdentityRoutes,
  UNSUBSCRIBE_PATH_PREFIX,
  unsubscribeRoutes,
  unsubscribeSecretFor,
} from './modules/outreach'
import { coverageRoutes, searchRoutes } from './modules/records'

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
  | 'UPLOAD_MAX_BYTES'
  | 'STORAGE'
  | 'SENDGRID_WEBHOOK_PUBLIC_KEY'
  | 'POSTMARK_WEBHOOK_USER'
  | 'POSTMARK_WEBHOOK_PASSWORD'
  | 'MAIL_TOKEN_KEY'
  | 'GOOGLE_OAUTH_CLIENT_ID'
  | 'GOOGLE_OAUTH_CLIENT_SECRET'
  | 'MICROSOFT_OAUTH_CLIENT_ID'
  | 'MICROSOFT_OAUTH_CLIENT_SECRET'
  | 'MICROSOFT_OAUTH_TENANT'
  | 'HUBSPOT_API_BASE'
  | 'PODIO_API_BASE'
  | 'CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS'
>

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
  /**
   * What outreach asks of the contacts module (default: composition/outreach-ports.ts, the
   * contacts module's own answers): the user's social profiles and leads' skip-traced e-mails.
   */
  /** The CRM module's runtime (default: from the configuration; tests shorten its waits). */
  crm?: CrmRuntime
  outreach?: {
    findSocialProfile?: FindOwnSocialProfile
    findLeadEmails?: FindLeadEmails
    /** Where Google's and Microsoft's OAuth and mail APIs are (tests: local fakes). */
    oauthEndpoints?: OAuthEndpoints
  }
}

const silentLogger: FastifyBaseLogger = pino({ level: 'silent' })

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    loggerInstance: deps.logger ?? silentLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w.-]{8,128}$/.test(incoming)
        ? incoming
        : randomUUID()
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const dev = deps.client?.mode === 'vite'
  const https = config.PUBLIC_URL.startsWith('https://')
  await registerSecurityHeaders(app, { dev, https })
  registerErrorHandler(app, config.BODY_LIMIT_BYTES)
  registerOriginCheck(app, {
    publicUrl: config.PUBLIC_URL,
    exemptPrefixes: [UNSUBSCRIBE_PATH_PREFIX],
  })
  registerNulGuard(app)

  const { db } = deps.database
  const sessionSettings = sessionSettingsFor(config)
  await app.register(sessions, { db, settings: sessionSettings, secureCookies: https })
  const accounts = {
    db,
    mailer: deps.mailer,
    sessionSettings,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    // A reset link in the log is a development convenience only (never in production).
    logResetLinks: config.NODE_ENV !== 'production' && deps.mailer.kind === 'outbox',
    registrationsPerHourPerAddress: config.REGISTER_RATE_LIMIT_PER_HOUR,
  }

  await app.register(healthRoutes({ database: deps.database, jobs: deps.jobs }))
  await app.register(accountsRoutes(accounts))
  await app.register(passwordResetRoutes(accounts))
  await app.register(accountSettingsRoutes(accounts))
  await app.register(trialRoutes())

  await app.register(searchRoutes({ db, rateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE }))
  await app.register(coverageRoutes({ db }))
  await app.register(
    documentsRoutes({
      db,
      storage: deps.storage,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
      jobs: deps.jobs,
    }),
  )

  // leads cannot import contacts (contacts imports leads): the lead's contacts readers are passed in.
  const contacts = {
    db,
    providers: deps.contactProviders ?? createSimulatedContactProviders(),
    log: app.log,
  }
  await app.register(
    leadsRoutes({
      db,
      contactsForLead: ({ user, leadId }) =>
        leadContactsFor(db, {
          user,
          leadId,
          tracesSimulated: contacts.providers.skipTrace.simulated,
        }),
      // Exports and call lists: real persons and callable numbers only (contacts decides).
      exportContacts: ({ user, leadIds }) => exportableContacts(db, { user, leadIds }),
    }),
  )
  await app.register(contactsRoutes({ ...contacts, jobs: deps.jobs }))
  await app.register(socialProfilesRoutes(contacts))
  // crm cannot import contacts either: the leads' real contacts are read through contacts' face.
  await app.register(
    crmRoutes({
      db,
      runtime: deps.crm ?? createCrmRuntime(config),
      contactsFor: (user, leadIds) => exportableContacts(db, { user, leadIds }),
      jobs: deps.jobs,
      log: app.log,
    }),
  )

  // outreach cannot import contacts either: its ports are answered here (composition/).
  await app.register(
    messagesRoutes({
      db,
      findSocialProfile: deps.outreach?.findSocialProfile ?? socialProfileOfUser(db),
    }),
  )
  await app.register(senderIdentityRoutes({ db }))
  await app.register(
    campaignsRoutes({
      db,
      jobs: deps.jobs,
      publicUrl: config.PUBLIC_URL,
      production: config.NODE_ENV === 'production',
      findLeadEmails: deps.outreach?.findLeadEmails ?? leadEmailsOfUser(db),
    }),
  )
  await app.register(unsubscribeRoutes({ db, secret: unsubscribeSecretFor(config.SESSION_SECRET) }))
  await app.register(
    mailboxesRoutes(
      createMailboxDeps({ db, settings: config, endpoints: deps.outreach?.oauthEndpoints }),
    ),
  )
  await app.register(
    emailWebhookRoutes({
      db,
      log: app.log,
      sendGridPublicKey: config.SENDGRID_WEBHOOK_PUBLIC_KEY,
      postmark:
        config.POSTMARK_WEBHOOK_USER && config.POSTMARK_WEBHOOK_PASSWORD
          ? { user: config.POSTMARK_WEBHOOK_USER, password: config.POSTMARK_WEBHOOK_PASSWORD }
          : undefined,
    }),
  )

  const billing = {
    db,
    provider: deps.payments,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    jobs: deps.jobs,
  }
  await app.register(billingRoutes(billing))
  await app.register(webhookRoutes(billing))
  // Export of all a user's data and account deletion need every module (composition/).
  await app.register(
    accountDataRoutes({
      ...accounts,
      ports: accountDataPorts({ db, storage: deps.storage, billing, log: app.log }),
    }),
  )
  if (deps.payments?.kind === 'simulator') {
    await app.register(
      simulatorRoutes({
        provider: deps.payments as SimulatorProvider,
        publicUrl: config.PUBLIC_URL,
      }),
    )
  }

  await registerClientAssets(app, deps.client ?? { mode: 'none' })
  return app
}
