/**
 * A push to HubSpot: one contact per record, upserted by e-mail when the person has one (so an
 * existing HubSpot contact is updated, not doubled) and else by `foreclosure_lead_key`; a record
 * keeps the idProperty it was first pushed with, so the same key reaches the same contact.
 */
import {
  createHubSpotClient,
  HUBSPOT_KEY_PROPERTY,
  type HubSpotUpsertInput,
} from '../providers/hubspot'
import { splitName } from './crm-records'
import { type ClaimedRecord, leadText, type MarkSent } from './push-types'

export async function pushToHubSpot(options: {
  baseUrl: string
  accessToken: string
  claimed: readonly ClaimedRecord[]
  markSent: MarkSent
  sleep?: (ms: number) => Promise<void>
}): Promise<void> {
  const client = createHubSpotClient({
    baseUrl: options.baseUrl,
    accessToken: options.accessToken,
    sleep: options.sleep,
  })
  const emailsUsed = new Set<string>()
  const inputs: HubSpotUpsertInput[] = options.claimed.map(({ record, claim }) => {
    const email = record.emails.find((address) => !emailsUsed.has(address))
    if (email) emailsUsed.add(email)
    const byEmail = email && (claim.idProperty ?? 'email') === 'email'
    const text = leadText(record)
    const name = record.defendant ? splitName(record.defendant) : { first: '', last: 'Owner' }
    const properties: Record<string, string> = {
      [HUBSPOT_KEY_PROPERTY]: record.key,
      firstname: name.first,
      lastname: name.last,
      address: text.propertyAddress,
      city: text.city,
      state: text.state,
      zip: text.zip,
      phone: record.phones[0] ?? '',
      foreclosure_defendants: text.defendants,
      foreclosure_case_number: text.caseNumber,
      foreclosure_county: text.county,
      foreclosure_filing_type: text.filingType,
      foreclosure_filing_date: text.filingDate,
      foreclosure_amount: text.amount,
      foreclosure_sale_date: text.saleDate,
      foreclosure_sale_status: text.saleStatus,
      foreclosure_lead_status: text.status,
      foreclosure_tags: text.tags,
      foreclosure_phones: text.phones,
    }
    if (email) properties.email = email
    return byEmail
      ? { idProperty: 'email', id: email, properties }
      : { idProperty: HUBSPOT_KEY_PROPERTY, id: record.key, properties }
  })
  const answers = await client.upsertContacts(inputs)
  for (const [index, answer] of answers.entries()) {
    await options.markSent(options.claimed[index]!, {
      remoteId: answer.id,
      idProperty: inputs[index]!.idProperty,
      outcome: answer.created ? 'created' : 'updated',
    })
  }
}
