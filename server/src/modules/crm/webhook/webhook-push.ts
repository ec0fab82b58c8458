/**
 * A push to the signed webhook: the claimed records become one delivery (the JSON body kept as
 * it will be signed), sent and retried with backoff by the crm.deliver-webhook job. The records
 * count as pushed once queued; a delivery that fails for good frees them again.
 */
import { randomUUID } from 'node:crypto'
import type { LeadsPushedEvent } from '@common/contracts/webhook-events'
import type { Db } from '../../../db/client'
import { crmWebhookDeliveries } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { JobQueue } from '../../../jobs/job-queue'
import { type ClaimedRecord, leadText, type MarkSent } from '../push/push-types'
import { CRM_WEBHOOK_JOB } from './deliver-webhook.contract'

export async function pushToWebhook(options: {
  db: Db
  jobs: JobQueue | null
  userId: string
  connectionId: string
  claimed: readonly ClaimedRecord[]
  markSent: MarkSent
}): Promise<void> {
  const { jobs } = options
  if (!jobs) {
    throw new AppError(
      'CRM_PROVIDER_ERROR',
      'Webhook deliveries are not running on this server. Try again later.',
      503,
    )
  }
  if (options.claimed.length === 0) return
  const deliveryId = randomUUID()
  const event: LeadsPushedEvent = {
    event: 'leads.pushed',
    deliveryId,
    createdAt: new Date().toISOString(),
    records: options.claimed.map(({ record }) => {
      const text = leadText(record)
      return {
        key: record.key,
        leadId: record.leadId,
        defendant: record.defendant || null,
        defendants: record.lead.defendants,
        propertyAddress: record.lead.propertyAddress,
        city: record.lead.city,
        county: record.lead.county,
        state: record.lead.state,
        zipCode: record.lead.zipCode,
        caseNumber: record.lead.caseNumber,
        filingType: record.lead.filingType,
        filingDate: record.lead.filingDate,
        amount: record.lead.amount,
        amountKind: record.lead.amountKind,
        saleDate: record.lead.saleDate,
        saleStatus: record.lead.saleStatus,
        status: text.status,
        tags: record.lead.tags,
        phones: record.phones,
        emails: record.emails,
      }
    }),
  }
  const body = JSON.stringify(event)
  await options.db.insert(crmWebhookDeliveries).values({
    id: deliveryId,
    userId: options.userId,
    connectionId: options.connectionId,
    body,
  })
  for (const claimed of options.claimed) {
    await options.markSent(claimed, { remoteId: deliveryId, outcome: 'queued' })
  }
  await jobs.send(CRM_WEBHOOK_JOB, { deliveryId })
}
