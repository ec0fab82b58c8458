/**
 * The contacts another feature may export, push to a CRM or put on a call list: only real ones
 * (a simulated person is never exported or pushed as real), and only phones that may be called
 * (a DNC, litigator, wireless-restricted or unscrubbed number never goes on a call list).
 * Exports and CRM pushes read contacts through this, never through the lead's view.
 */
import type { Db } from '../../../db/client'
import type { SessionUser } from '../../../db/schema'
import { limitsFor } from '../../billing'
import { personsOfLead } from './contact-persons.queries'
import { LINE_LABELS, toPersonView } from './lead-contacts.presenter'
import { freshScrubs } from './phone-compliance.service'

export interface ExportableContact {
  leadId: string
  defendantName: string
  name: string
  /** 'NNN-NNN-NNNN', callable numbers only. */
  phones: string[]
  /** The same numbers with their line type as the lead's contacts show it ('Mobile'...). */
  callablePhones: { number: string; type: string | null }[]
  /** How many of the person's numbers were left off as "Do not call". */
  doNotCallCount: number
  emails: string[]
  mailingAddress: {
    street: string | null
    city: string | null
    state: string | null
    zip: string | null
  } | null
}

export async function exportableContacts(
  db: Db,
  options: { user: SessionUser; leadIds: readonly string[] },
): Promise<ExportableContact[]> {
  const { user } = options
  if (!limitsFor(user).contactInfo) return []
  const found: ExportableContact[] = []
  for (const leadId of options.leadIds) {
    const stored = (await personsOfLead(db, user.id, leadId)).filter(
      (person) => !person.simulated && !person.deceased,
    )
    const scrubs = await freshScrubs(
      db,
      user.id,
      stored.flatMap((person) => person.phones.map((phone) => phone.number)),
    )
    for (const person of stored.map((row) => toPersonView(row, scrubs))) {
      const callable = person.phones.filter((phone) => !phone.doNotCall)
      found.push({
        leadId,
        defendantName: person.defendantName,
        name: person.name,
        phones: callable.map((phone) => phone.number),
        callablePhones: callable.map((phone) => ({
          number: phone.number,
          type: LINE_LABELS[phone.lineType],
        })),
        doNotCallCount: person.phones.length - callable.length,
        emails: person.emails.map((email) => email.address),
        mailingAddress: person.mailingAddress,
      })
    }
  }
  return found
}
