/**
 * The send-campaign job (docs/decisions/0003 and 0024): one pass over a campaign's queue; when
 * rows are due later (a retry's backoff, a rate limit) or held by another worker, it queues
 * itself again for then. Several runs of it for one campaign may overlap safely. Its schedule
 * sibling, resume-campaigns, restarts the passes of campaigns whose worker died.
 */
import { defineJob } from '../../../jobs/job-definition'
import type { CampaignSendServices } from './campaign-send-services'
import { runCampaignPass } from './run-campaign'
import { SEND_CAMPAIGN_JOB, sendCampaignPayload } from './send-campaign.contract'

/** What the campaign jobs read from the process's runtime: the send services. */
export interface CampaignJobRuntime {
  outreachMail: CampaignSendServices
}

export const sendCampaignJob = defineJob<typeof sendCampaignPayload, CampaignJobRuntime>({
  id: SEND_CAMPAIGN_JOB,
  payload: sendCampaignPayload,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 60 * 60,
  async handler(payload, context) {
    const { database, outreachMail } = context.runtime
    const result = await runCampaignPass(database.db, outreachMail, payload.campaignId, context.log)
    if (result.state === 'again') {
      await context.sendJob(SEND_CAMPAIGN_JOB, payload, { startAfterSeconds: result.afterSeconds })
    }
    context.log.info({ campaignId: payload.campaignId, result }, 'campaign pass finished')
  },
})
