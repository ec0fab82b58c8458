/**
 * What a lead becomes in a CRM: one record per defendant (a person; banks, lienholders and
 * unnamed parties are not contacts), keyed by (county, case number, defendant) so pushing the
 * lead again finds the same record. Without a case number the property address stands in; a
 * lead with neither is not pushed. Contacts come only from the contacts module's exportable
 * view (real, callable); a sample lead is never pushed.
 */
import { createHash } from 'node:crypto'
import type { LeadView } from '@common/contracts/leads'
import { isOrganizationName } from '../../../text/organization-names'

/** A real contact of a defendant, as the contacts module gives it for exports and pushes. */
export interface CrmContact {
  leadId: string
  defendantName: string
  name: string
  phones: string[]
  emails: string[]
}

export interface CrmRecord {
  /** sha256 of the normalised (state, county, case number, defendant): the idempotency key. */
  key: string
  leadId: string
  /** The person this record is; '' when the lead names no person (the property's record). */
  defendant: string
  lead: {
    defendants: string[]
    propertyAddress: string | null
    city: string | null
    county: string | null
    state: string | null
    zipCode: string | null
    caseNumber: string | null
    filingType: string | null
    filingDate: string | null
    amount: string | null
    amountKind: string | null
    saleDate: string | null
    saleStatus: string | null
    status: string
    tags: string[]
  }
  phones: string[]
  emails: string[]
  /** sha256 of everything above: a sync push sends a record again only when it changed. */
  hash: string
}

export interface BuiltRecords {
  records: CrmRecord[]
  skipped: { sample: number; unidentifiable: number }
}

const UNNAMED = /^(?:unknown|unk\.?)\b|\b(?:john|jane|richard|mary) doe\b|^(?:the )?estate of\s*$/i
const norm = (text: string | null | undefined) =>
  (text ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Every named party of the lead (the lead joins them with '; '). */
function partiesOf(defendantName: string | null): string[] {
  return [
    ...new Set(
      (defendantName ?? '')
        .split(';')
        .map((part) => part.trim().replace(/\s+/g, ' '))
        .filter((part) => part !== ''),
    ),
  ]
}

/** The persons among the parties: what a CRM keeps as contacts. */
export function personsOf(parties: readonly string[]): string[] {
  return parties.filter((name) => !UNNAMED.test(name) && !isOrganizationName(name))
}

/** The record's key; null when the lead has neither a case number nor a property address. */
export function recordKey(lead: LeadView, defendant: string): string | null {
  const place = [norm(lead.state), norm(lead.county)]
  if (lead.caseNumber?.trim()) {
    return sha256(['case', ...place, norm(lead.caseNumber), norm(defendant)].join('|'))
  }
  if (lead.propertyAddress?.trim()) {
    const address = [norm(lead.propertyAddress), norm(lead.zipCode)]
    return sha256(['address', ...place, ...address, norm(defendant)].join('|'))
  }
  return null
}

/** The records of the leads, with what was left out and why. */
export function buildCrmRecords(
  leads: readonly LeadView[],
  contacts: readonly CrmContact[],
): BuiltRecords {
  const skipped = { sample: 0, unidentifiable: 0 }
  const records: CrmRecord[] = []
  const seen = new Set<string>()
  for (const lead of leads) {
    if (lead.isSample) {
      skipped.sample++
      continue
    }
    const parties = partiesOf(lead.defendantName)
    const persons = personsOf(parties)
    const defendants = persons.length > 0 ? persons : ['']
    if (recordKey(lead, defendants[0]!) === null) {
      skipped.unidentifiable++
      continue
    }
    for (const defendant of defendants) {
      const key = recordKey(lead, defendant)!
      if (seen.has(key)) continue
      seen.add(key)
      const own = contacts.filter(
        (contact) => contact.leadId === lead.id && norm(contact.defendantName) === norm(defendant),
      )
      const phones = [...new Set(own.flatMap((contact) => contact.phones))]
      const emails = [...new Set(own.flatMap((contact) => contact.emails.map(norm)))]
      const body = {
        defendants: parties,
        propertyAddress: lead.propertyAddress,
        city: lead.city,
        county: lead.county,
        state: lead.state,
        zipCode: lead.zipCode,
        caseNumber: lead.caseNumber,
        filingType: lead.filingType,
        filingDate: lead.filingDate,
        amount: lead.loanAmount,
        amountKind: lead.amountKind,
        saleDate: lead.saleDate,
        saleStatus: lead.saleStatus,
        status: lead.status,
        tags: [...lead.tags],
      }
      const hash = sha256(JSON.stringify({ defendant, body, phones, emails }))
      records.push({ key, leadId: lead.id, defendant, lead: body, phones, emails, hash })
    }
  }
  return { records, skipped }
}

/** First and last name of a person's name ('Jane Q. Doe Jr.' -> Jane Q., Doe Jr.). */
export function splitName(name: string): { first: string; last: string } {
  const words = name.split(' ').filter(Boolean)
  if (words.length < 2) return { first: '', last: name }
  const suffix = /^(?:jr|sr|ii|iii|iv)\.?$/i.test(words.at(-1)!) ? words.pop() : undefined
  const last = words.pop()!
  return { first: words.join(' '), last: suffix ? `${last} ${suffix}` : last }
}
