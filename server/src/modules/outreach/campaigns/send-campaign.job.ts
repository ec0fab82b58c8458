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

export interface CampaignJobServices {
  outreachMail: CampaignSendServices
  /** Sends a job (the queue itself), so a pass can queue the next one. */
  sendJob: (
    jobId: string,
    payload: object,
    options?: { startAfterSeconds?: number },
  ) => Promise<unknown>
}

export const sendCampaignJob = defineJob<typeof sendCampaignPayload, CampaignJobServices>({
  id: SEND_CAMPAIGN_JOB,
  payload: sendCampaignPayload,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 60 * 60,
  async handler(payload, context) {
    const services = context.outreachMail
    if (!services) throw new Error('send-campaign: this process has no outreachMail service')
    const result = await runCampaignPass(
      context.database.db,
      services,
      payload.campaignId,
      context.log,
    )
    if (result.state === 'again' && context.sendJob) {
      await context.sendJob(SEND_CAMPAIGN_JOB, payload, { startAfterSeconds: result.afterSeconds })
    }
    context.log.info({ campaignId: payload.campaignId, result }, 'campaign pass finished')
  },
})
