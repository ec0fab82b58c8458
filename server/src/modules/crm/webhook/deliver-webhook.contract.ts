/** The webhook delivery job's id and payload: the push sends by this, never loading the handler. */
import { z } from 'zod'

export const CRM_WEBHOOK_JOB = 'crm.deliver-webhook'
export const deliverWebhookPayload = z.object({ deliveryId: z.uuid() })
