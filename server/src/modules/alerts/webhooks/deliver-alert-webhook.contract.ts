/** The alert webhook delivery job's id and payload (senders never load the handler). */
import { z } from 'zod'

export const ALERT_WEBHOOK_JOB = 'alerts.deliver-webhook'
export const deliverAlertWebhookPayload = z.object({ deliveryId: z.uuid() })
