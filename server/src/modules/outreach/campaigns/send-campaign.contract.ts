/** The send-campaign job's id and payload, apart from its handler (routes send by this). */
import { z } from 'zod'

export const SEND_CAMPAIGN_JOB = 'outreach.send-campaign'
export const sendCampaignPayload = z.object({ campaignId: z.uuid() })
