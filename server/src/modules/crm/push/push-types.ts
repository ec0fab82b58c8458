/** What a provider's push gets (the records this push claimed) and reports for each one sent. */
import type { CrmPush } from '../../../db/schema'
import type { CrmRecord } from './crm-records'

export interface ClaimedRecord {
  record: CrmRecord
  claim: CrmPush
}

interface SentRecord {
  remoteId: string
  idProperty?: string | null
  outcome: 'created' | 'updated' | 'queued'
}

/** Reports one record as sent; the push marks it at once, so a later failure keeps it sent. */
export type MarkSent = (claimed: ClaimedRecord, sent: SentRecord) => Promise<void>

/** The lead fields every provider sends, as text (empty when unknown). */
export function leadText(record: CrmRecord) {
  const { lead } = record
  return {
    defendants: lead.defendants.join('; '),
    propertyAddress: lead.propertyAddress ?? '',
    city: lead.city ?? '',
    county: lead.county ?? '',
    state: lead.state ?? '',
    zip: lead.zipCode ?? '',
    caseNumber: lead.caseNumber ?? '',
    filingType: lead.filingType ?? '',
    filingDate: lead.filingDate ?? '',
    amount: lead.amount ?? '',
    saleDate: lead.saleDate ?? '',
    saleStatus: lead.saleStatus ?? '',
    status: lead.status,
    tags: lead.tags.join(', '),
    phones: record.phones.join(', '),
    emails: record.emails.join(', '),
  }
}
