/**
 * Every minute: a pass for each campaign that is sending and has a row due or a claim that has
 * lapsed (its worker died), so a killed or restarted worker's campaign goes on by itself.
 */
import { sql } from 'drizzle-orm'
import { defineScheduledJob } from '../../../jobs/scheduled-job'
import { SEND_CAMPAIGN_JOB } from './send-campaign.contract'
import type { CampaignJobRuntime } from './send-campaign.job'

const RESUME_CAMPAIGNS_JOB = 'outreach.resume-campaigns'

export const resumeCampaignsJob = defineScheduledJob<CampaignJobRuntime>({
  id: RESUME_CAMPAIGNS_JOB,
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 120,
  schedule: '* * * * *',
  async run(context) {
    const result = await context.runtime.database.db.execute<{ id: string }>(sql`
      select c.id from email_campaigns c
      where c.status in ('scheduled', 'sending') and exists (
        select 1 from email_queue q where q.campaign_id = c.id and (
          (q.status = 'pending' and q.scheduled_at <= now())
          or (q.status in ('claimed', 'sending') and q.visibility_timeout < now())))
      limit 1000`)
    for (const { id } of result.rows) {
      await context.sendJob(SEND_CAMPAIGN_JOB, { campaignId: id })
    }
  },
})
