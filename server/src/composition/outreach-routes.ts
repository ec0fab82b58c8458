/**
 * The outreach module's routes, registered by buildApp (app.ts): messages, sender identity,
 * campaigns, unsubscribing, mailboxes and the mail providers' webhooks. Outreach cannot import
 * contacts: its ports come from the runtime (outreach-ports.ts answers them).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { JobQueue } from '../jobs/job-queue'
import {
  campaignsRoutes,
  emailWebhookRoutes,
  mailboxesRoutes,
  messagesRoutes,
  senderIdentityRoutes,
  unsubscribeRoutes,
  unsubscribeSecretFor,
} from '../modules/outreach'
import type { OutreachPorts } from './outreach-ports'

export async function registerOutreachRoutes(
  app: FastifyInstance,
  options: {
    db: Db
    jobs: JobQueue | null
    log: FastifyBaseLogger
    config: Pick<
      Config,
      | 'PUBLIC_URL'
      | 'NODE_ENV'
      | 'SESSION_SECRET'
      | 'SENDGRID_WEBHOOK_PUBLIC_KEY'
      | 'POSTMARK_WEBHOOK_USER'
      | 'POSTMARK_WEBHOOK_PASSWORD'
    >
    ports: OutreachPorts
    /** The send job's per-user limits (runtime.outreachMail), which a campaign's view names. */
    sendingLimits: { perMinute: number; perDay: number }
  },
): Promise<void> {
  const { db, config, ports } = options
  await app.register(messagesRoutes({ db, findSocialProfile: ports.findSocialProfile }))
  await app.register(senderIdentityRoutes({ db }))
  await app.register(
    campaignsRoutes({
      db,
      jobs: options.jobs,
      publicUrl: config.PUBLIC_URL,
      production: config.NODE_ENV === 'production',
      findLeadEmails: ports.findLeadEmails,
      sendingLimits: options.sendingLimits,
    }),
  )
  await app.register(unsubscribeRoutes({ db, secret: unsubscribeSecretFor(config.SESSION_SECRET) }))
  await app.register(mailboxesRoutes(ports.mailboxes))
  await app.register(
    emailWebhookRoutes({
      db,
      log: options.log,
      sendGridPublicKey: config.SENDGRID_WEBHOOK_PUBLIC_KEY,
      postmark:
        config.POSTMARK_WEBHOOK_USER && config.POSTMARK_WEBHOOK_PASSWORD
          ? { user: config.POSTMARK_WEBHOOK_USER, password: config.POSTMARK_WEBHOOK_PASSWORD }
          : undefined,
    }),
  )
}
