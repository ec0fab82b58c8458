/**
 * The alerts module's routes, registered by buildApp (app.ts): monitors, notifications and
 * webhooks (their signing secrets sealed with the runtime's box, SECRETS_SEALING_KEY), and the
 * unsubscribe link of alert e-mails (routes and digests sign with the same secret).
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import type { JobQueue } from '../jobs/job-queue'
import { type AlertsRuntime, alertsRoutes, alertsUnsubscribeRoutes } from '../modules/alerts'

export async function registerAlertsRoutes(
  app: FastifyInstance,
  options: { db: Db; jobs: JobQueue | null; alerts: AlertsRuntime },
): Promise<void> {
  const { db, alerts } = options
  await app.register(
    alertsRoutes({
      db,
      jobs: options.jobs,
      publicUrl: alerts.publicUrl,
      allowPrivateTargets: alerts.allowPrivateTargets,
      unsubscribeSecret: alerts.unsubscribeSecret,
      secrets: alerts.secrets,
    }),
  )
  await app.register(alertsUnsubscribeRoutes({ db, secret: alerts.unsubscribeSecret }))
}
