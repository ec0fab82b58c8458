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
import type { AppDeps } from './app-deps'
import { accountDataPorts } from './composition/account-data'
import { registerAlertsRoutes } from './composition/alerts-routes'
import { registerOutreachRoutes } from './composition/outreach-routes'
import { registerPublicApiRoutes } from './composition/public-api-routes'
import { DEFAULT_ENRICHMENT_REFRESH_DAYS } from './config'
import { registerClientAssets } from './http/client-assets'
import { registerErrorHandler } from './http/error-handler'
import { registerNulGuard } from './http/nul-guard'
import { registerOriginCheck } from './http/origin-check'
import { registerSecurityHeaders } from './http/security-headers'
import {
  accountDataRoutes,
  accountSettingsRoutes,
  accountsRoutes,
  passwordResetRoutes,
  sessionSettingsFor,
  sessions,
  trialRoutes,
} from './modules/accounts'
import { ALERTS_UNSUBSCRIBE_PATH_PREFIX } from './modules/alerts'
import { analyticsRoutes } from './modules/analytics'
import type { SimulatorProvider } from './modules/billing'
import { billingRoutes, simulatorRoutes, webhookRoutes } from './modules/billing'
import {
  contactsRoutes,
  createSimulatedContactProviders,
  exportableContacts,
  leadContactsFor,
  socialProfilesRoutes,
} from './modules/contacts'
import { createCrmRuntime, crmRoutes } from './modules/crm'
import { documentsRoutes } from './modules/documents'
import {
  enrichJobSender,
  enrichmentRoutes,
  propertyEquityOf,
  queueLeadEnrichment,
} from './modules/enrichment'
import { healthRoutes } from './modules/health'
import { createImageProviders, imagesRoutes } from './modules/images'
import { type CallListContactsReader, type LeadContactsReader, leadsRoutes } from './modules/leads'
import { UNSUBSCRIBE_PATH_PREFIX } from './modules/outreach'
import { coverageRoutes, ingestionUserAgent, searchRoutes } from './modules/records'

export type { AppConfig, AppDeps } from './app-deps'

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

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
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
    exemptPrefixes: [UNSUBSCRIBE_PATH_PREFIX, ALERTS_UNSUBSCRIBE_PATH_PREFIX],
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
  await app.register(trialRoutes({ db }))

  // records cannot import enrichment (which reads records): searches filtered by equity read the
  // shared property figures through this port (docs/decisions/0039).
  await app.register(
    searchRoutes({
      db,
      rateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
      readEquity: propertyEquityOf,
    }),
  )
  await app.register(coverageRoutes({ db }))
  await app.register(analyticsRoutes({ db }))
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
  // Enrichment reads leads; leads gets enrichment's queueing as a port (kept leads are enriched).
  const refreshDays = config.ENRICHMENT_REFRESH_DAYS ?? DEFAULT_ENRICHMENT_REFRESH_DAYS
  const enrichment = deps.enrichment ?? { refreshAfterMs: refreshDays * 24 * 60 * 60 * 1000 }
  const sendEnrichJob = enrichJobSender(deps.jobs)
  const leadContacts = {
    contactsForLead: ({ user, leadId }: Parameters<LeadContactsReader>[0]) =>
      leadContactsFor(db, {
        user,
        leadId,
        tracesSimulated: contacts.providers.skipTrace.simulated,
      }),
    // Exports and call lists: real persons and callable numbers only (contacts decides).
    exportContacts: ({ user, leadIds }: Parameters<CallListContactsReader>[0]) =>
      exportableContacts(db, { user, leadIds }),
  }
  await app.register(
    leadsRoutes({
      db,
      ...leadContacts,
      onLeadsKept: deps.jobs
        ? ({ userId, leadIds }) =>
            queueLeadEnrichment(db, sendEnrichJob, { userId, leadIds }).then(() => undefined)
        : undefined,
    }),
  )
  await app.register(enrichmentRoutes({ db, jobs: deps.jobs, runtime: enrichment }))
  await app.register(contactsRoutes({ ...contacts, jobs: deps.jobs }))
  await app.register(
    imagesRoutes({
      db,
      providers:
        deps.imageProviders ??
        createImageProviders(db, config, { userAgent: ingestionUserAgent(config.PUBLIC_URL) }),
    }),
  )
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
  await registerOutreachRoutes(app, {
    db,
    jobs: deps.jobs,
    log: app.log,
    config,
    outreach: deps.outreach,
  })
  await registerAlertsRoutes(app, { db, jobs: deps.jobs, config })

  const billing = {
    db,
    provider: deps.payments,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    jobs: deps.jobs,
  }
  // The public API (Elite): keys in settings, and /api/v1 with its OpenAPI reference (0033).
  await registerPublicApiRoutes(app, {
    db,
    storage: deps.storage,
    jobs: deps.jobs,
    config,
    readEquity: propertyEquityOf,
    ...leadContacts,
  })

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
