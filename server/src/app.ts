/**
 * buildApp(runtime): the Fastify instance with every module registered, each given its part of
 * the process's runtime (composition/runtime.ts). main.ts and the tests both use it, so tests
 * exercise exactly what users get; it builds no service of its own.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { accountDataPorts } from './composition/account-data'
import { registerAlertsRoutes } from './composition/alerts-routes'
import { registerOutreachRoutes } from './composition/outreach-routes'
import { registerPublicApiRoutes } from './composition/public-api-routes'
import type { Runtime } from './composition/runtime'
import { type ClientAssetsOptions, registerClientAssets } from './http/client-assets'
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
  exportableContacts,
  leadContactsFor,
  socialProfilesRoutes,
} from './modules/contacts'
import { crmRoutes } from './modules/crm'
import { correctionsRoutes, documentsRoutes } from './modules/documents'
import {
  enrichJobSender,
  enrichmentRoutes,
  propertyEquityOf,
  queueLeadEnrichment,
} from './modules/enrichment'
import { healthRoutes } from './modules/health'
import { imagesRoutes } from './modules/images'
import {
  type CallListContactsReader,
  followDocumentCorrection,
  type LeadContactsReader,
  leadsRoutes,
} from './modules/leads'
import { mcpRoutes } from './modules/mcp'
import { UNSUBSCRIBE_PATH_PREFIX } from './modules/outreach'
import { searchRoutes } from './modules/records'
import { coverageRoutes, operatorRoutes } from './modules/sources'

/** What one app is given beyond the runtime: how it serves the client, and a test's hook. */
export interface AppOptions {
  /** How the client is served; default none (API only). */
  client?: ClientAssetsOptions
  /** Sees every route as it is added (tests compare /api/v1's routes with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void
}

/** The app a process serves (and every route test runs against), from the process's runtime. */
export async function buildApp(
  runtime: Runtime,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const { config } = runtime
  const app = Fastify({
    loggerInstance: runtime.log,
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

  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const dev = options.client?.mode === 'vite'
  const https = config.PUBLIC_URL.startsWith('https://')
  await registerSecurityHeaders(app, { dev, https })
  registerErrorHandler(app, config.BODY_LIMIT_BYTES)
  registerOriginCheck(app, {
    publicUrl: config.PUBLIC_URL,
    exemptPrefixes: [UNSUBSCRIBE_PATH_PREFIX, ALERTS_UNSUBSCRIBE_PATH_PREFIX],
  })
  registerNulGuard(app)

  const { db } = runtime.database
  const sessionSettings = sessionSettingsFor(config)
  await app.register(sessions, { db, settings: sessionSettings, secureCookies: https })
  const accounts = {
    db,
    mailer: runtime.mailer,
    sessionSettings,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    // A reset link in the log is a development convenience only (never in production).
    logResetLinks: config.NODE_ENV !== 'production' && runtime.mailer.kind === 'outbox',
    registrationsPerHourPerAddress: config.REGISTER_RATE_LIMIT_PER_HOUR,
    operatorFirstAccount: config.OPERATOR_FIRST_ACCOUNT,
  }

  await app.register(healthRoutes({ database: runtime.database, jobs: runtime.jobs }))
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
  await app.register(operatorRoutes({ db, jobs: runtime.jobs, ingestion: runtime.ingestion }))
  await app.register(analyticsRoutes({ db }))
  await app.register(
    documentsRoutes({
      db,
      storage: runtime.storage,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
      jobs: runtime.jobs,
    }),
  )
  // Documents cannot import leads (leads reads documents): a corrected field's lead follows
  // through this hook, in the correction's transaction (0055).
  await app.register(correctionsRoutes({ db, onFieldCorrected: followDocumentCorrection }))

  // leads cannot import contacts (contacts imports leads): the lead's contacts readers are passed in.
  const contacts = { db, providers: runtime.contactProviders, log: app.log }
  // Enrichment reads leads; leads gets enrichment's queueing as a port (kept leads are enriched).
  const sendEnrichJob = enrichJobSender(runtime.jobs)
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
      // The views' reachability and the stored score's refresh before a list by urgency (0085).
      urgency: runtime.leadUrgency,
      onLeadsKept: runtime.jobs
        ? ({ userId, leadIds }) =>
            queueLeadEnrichment(db, sendEnrichJob, { userId, leadIds }).then(() => undefined)
        : undefined,
    }),
  )
  await app.register(enrichmentRoutes({ db, jobs: runtime.jobs, runtime: runtime.enrichment }))
  await app.register(contactsRoutes({ ...contacts, jobs: runtime.jobs }))
  await app.register(imagesRoutes({ db, providers: runtime.imageProviders }))
  await app.register(socialProfilesRoutes(contacts))
  // crm cannot import contacts either: the leads' real contacts are read through contacts' face.
  await app.register(
    crmRoutes({
      db,
      runtime: runtime.crm,
      contactsFor: (user, leadIds) => exportableContacts(db, { user, leadIds }),
      jobs: runtime.jobs,
      log: app.log,
    }),
  )

  // outreach cannot import contacts either: its ports are answered in the runtime (composition/).
  await registerOutreachRoutes(app, {
    db,
    jobs: runtime.jobs,
    log: app.log,
    config,
    ports: runtime.outreach,
    sendingLimits: runtime.outreachMail.rateLimits,
  })
  await registerAlertsRoutes(app, { db, jobs: runtime.jobs, alerts: runtime.alerts })

  const billing = {
    db,
    provider: runtime.payments,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    jobs: runtime.jobs,
  }
  // The public API (Elite): keys in settings, and /api/v1 with its OpenAPI reference (0033).
  await registerPublicApiRoutes(app, {
    db,
    storage: runtime.storage,
    jobs: runtime.jobs,
    config,
    readEquity: propertyEquityOf,
    ...leadContacts,
    urgency: runtime.leadUrgency,
    onFieldCorrected: followDocumentCorrection,
  })
  // MCP (0073): /mcp's tools under the same keys, scopes, quotas and Idempotency-Key answers.
  await app.register(
    mcpRoutes({
      db,
      config,
      log: app.log,
      readEquity: propertyEquityOf,
      contactsForLead: leadContacts.contactsForLead,
      urgency: runtime.leadUrgency,
    }),
  )

  await app.register(billingRoutes(billing))
  await app.register(webhookRoutes(billing))
  // Export of all a user's data and account deletion need every module (composition/).
  await app.register(
    accountDataRoutes({
      ...accounts,
      ports: accountDataPorts({ db, storage: runtime.storage, billing, log: app.log }),
    }),
  )
  if (runtime.payments?.kind === 'simulator') {
    await app.register(
      simulatorRoutes({
        provider: runtime.payments as SimulatorProvider,
        publicUrl: config.PUBLIC_URL,
      }),
    )
  }

  await registerClientAssets(app, options.client ?? { mode: 'none' })
  return app
}
