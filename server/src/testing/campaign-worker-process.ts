/**
 * A campaign worker in a process of its own, for the test that kills one mid-send
 * (campaign-worker-kill.test.ts): it opens the database named by the environment, runs the
 * send-campaign job's handler, the code pg-boss runs, until the campaign is completed, and exits.
 *
 * Environment: FL_WORKER_DATABASE_URL (PostgreSQL) or FL_WORKER_PGLITE_DIR, FL_WORKER_SMTP_URL,
 * FL_WORKER_CAMPAIGN_ID, FL_WORKER_CLAIM_SECONDS.
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { openDatabase } from '../db/client'
import { createCampaignSendServices, sendCampaignJob } from '../modules/outreach'

const env = process.env
const campaignId = env.FL_WORKER_CAMPAIGN_ID ?? ''
const database = await openDatabase({
  databaseUrl: env.FL_WORKER_DATABASE_URL || undefined,
  pgliteDir: env.FL_WORKER_PGLITE_DIR,
  poolSize: 2,
})
const services = createCampaignSendServices(
  {
    SMTP_URL: env.FL_WORKER_SMTP_URL,
    MAIL_FROM: 'Foreclosure Leads <campaigns@app.test>',
    DATA_DIR: '/nonexistent',
    PUBLIC_URL: 'http://app.test',
    SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
    NODE_ENV: 'test',
    EMAIL_RATE_PER_MINUTE: 10_000,
    EMAIL_RATE_PER_DAY: 100_000,
  },
  { claimSeconds: Number(env.FL_WORKER_CLAIM_SECONDS ?? 2), retryBaseSeconds: 1 },
)
const log = pino({ level: 'silent' })
process.stdout.write(`worker ${services.workerId} ready\n`)
for (;;) {
  await sendCampaignJob.handler(
    { campaignId },
    // No sendJob: this child runs the passes itself (below), as often as the test needs.
    {
      runtime: { database, outreachMail: services },
      log,
      jobId: 'child',
      sendJob: async () => null,
    },
  )
  const result = await database.db.execute<{ status: string }>(
    sql`select status from email_campaigns where id = ${campaignId}`,
  )
  if (result.rows[0]?.status !== 'sending') break
  await new Promise((resolve) => setTimeout(resolve, 500))
}
await services.platformTransport.close()
await database.close()
process.stdout.write('worker done\n')
