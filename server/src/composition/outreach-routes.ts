/**
 * The outreach module's routes, registered by buildApp (app.ts): messages, sender identity,
 * campaigns, unsubscribing, mailboxes and the mail providers' webhooks. Outreach cannot import
 * contacts: its ports are answered here by default (outreach-ports.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { JobQueue } from '../jobs/job-queue'
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
  unsubscribeRoutes,
  unsubscribeSecretFor,
} from '../modules/outreach'
import { leadEmailsOfUser, socialProfileOfUser } from './outreach-ports'

export async function registerOutreachRoutes(
  app: FastifyInstance,
  options: {
    db: Db
    jobs: JobQueue | null
    log: FastifyBaseLogger
    config: Parameters<typeof createMailboxDeps>[0]['settings'] &
      Pick<
        Config,
        'SENDGRID_WEBHOOK_PUBLIC_KEY' | 'POSTMARK_WEBHOOK_USER' | 'POSTMARK_WEBHOOK_PASSWORD'
      >
    outreach?: {
      findSocialProfile?: FindOwnSocialProfile
      findLeadEmails?: FindLeadEmails
      oauthEndpoints?: OAuthEndpoints
    }
  },
): Promise<void> {
  const { db, config } = options
  await app.register(
    messagesRoutes({
      db,
      findSocialProfile: options.outreach?.findSocialProfile ?? socialProfileOfUser(db),
    }),
  )
  await app.register(senderIdentityRoutes({ db }))
  await app.register(
    campaignsRoutes({
      db,
      jobs: options.jobs,
      publicUrl: config.PUBLIC_URL,
      production: config.NODE_ENV === 'production',
      findLeadEmails: options.outreach?.findLeadEmails ?? leadEmailsOfUser(db),
    }),
  )
  await app.register(unsubscribeRoutes({ db, secret: unsubscribeSecretFor(config.SESSION_SECRET) }))
  await app.register(
    mailboxesRoutes(
      createMailboxDeps({ db, settings: config, endpoints: options.outreach?.oauthEndpoints }),
    ),
  )
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
