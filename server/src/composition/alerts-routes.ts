/**
 * The alerts module's routes, registered by buildApp (app.ts): monitors, notifications and
 * webhooks (their signing secrets sealed with SECRETS_SEALING_KEY's box), and the unsubscribe link of
 * alert e-mails (both sign with the same secret).
 */
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { JobQueue } from '../jobs/job-queue'
import {
  alertsRoutes,
  alertsUnsubscribeRoutes,
  alertsUnsubscribeSecretFor,
  webhookSecretBox,
} from '../modules/alerts'

export async function registerAlertsRoutes(
  app: FastifyInstance,
  options: {
    db: Db
    jobs: JobQueue | null
    config: Pick<
      Config,
      | 'PUBLIC_URL'
      | 'NODE_ENV'
      | 'SESSION_SECRET'
      | 'SECRETS_SEALING_KEY'
      | 'ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS'
    >
  },
): Promise<void> {
  const { db, config } = options
  const alertsUnsubscribeSecret = alertsUnsubscribeSecretFor(config.SESSION_SECRET)
  await app.register(
    alertsRoutes({
      db,
      jobs: options.jobs,
      publicUrl: config.PUBLIC_URL,
      allowPrivateTargets:
        config.NODE_ENV !== 'production' && config.ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS === true,
      unsubscribeSecret: alertsUnsubscribeSecret,
      secrets: webhookSecretBox(config),
    }),
  )
  await app.register(alertsUnsubscribeRoutes({ db, secret: alertsUnsubscribeSecret }))
}
