/**
 * A push to Podio: one item per record, its external_id the record's key. An item pushed before
 * is updated by its id; otherwise it is looked up by external_id first (a push that died after
 * creating it), and created only when there is none. Only the app's text fields with these
 * external ids are filled (found when connecting); the lead's tags become the item's tags.
 */
import { connectPodio, type PodioCredentials } from '../providers/podio'
import { type ClaimedRecord, leadText, type MarkSent } from './push-types'

/** The Podio field external ids a pushed lead fills, when the app has them as text fields. */
export const PODIO_FIELD_IDS = [
  'title',
  'defendant',
  'defendants',
  'property-address',
  'city',
  'county',
  'state',
  'zip',
  'case-number',
  'filing-type',
  'filing-date',
  'amount',
  'sale-date',
  'sale-status',
  'lead-status',
  'phones',
  'emails',
] as const

export async function pushToPodio(options: {
  baseUrl: string
  credentials: PodioCredentials
  fields: readonly string[]
  claimed: readonly ClaimedRecord[]
  markSent: MarkSent
  sleep?: (ms: number) => Promise<void>
}): Promise<void> {
  const podio = await connectPodio({
    baseUrl: options.baseUrl,
    credentials: options.credentials,
    sleep: options.sleep,
  })
  for (const claimed of options.claimed) {
    const { record, claim } = claimed
    const text = leadText(record)
    const values: Record<(typeof PODIO_FIELD_IDS)[number], string> = {
      title: [record.defendant || 'Property owner', text.propertyAddress]
        .filter(Boolean)
        .join(' - '),
      defendant: record.defendant,
      defendants: text.defendants,
      'property-address': text.propertyAddress,
      city: text.city,
      county: text.county,
      state: text.state,
      zip: text.zip,
      'case-number': text.caseNumber,
      'filing-type': text.filingType,
      'filing-date': text.filingDate,
      amount: text.amount,
      'sale-date': text.saleDate,
      'sale-status': text.saleStatus,
      'lead-status': text.status,
      phones: text.phones,
      emails: text.emails,
    }
    const fields = Object.fromEntries(
      options.fields
        .filter((id): id is keyof typeof values => id in values)
        .map((id) => [id, values[id]])
        .filter(([, value]) => value !== ''),
    )
    const item = { externalId: record.key, fields, tags: record.lead.tags }
    const existing = claim.remoteId ?? (await podio.findItem(record.key))
    if (existing) {
      await podio.updateItem(existing, item)
      await options.markSent(claimed, { remoteId: existing, outcome: 'updated' })
    } else {
      const created = await podio.createItem(item)
      await options.markSent(claimed, { remoteId: created, outcome: 'created' })
    }
  }
}
