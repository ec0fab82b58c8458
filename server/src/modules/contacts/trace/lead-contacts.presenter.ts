/**
 * What leaves the server about a lead's contacts: each person with phones marked by their DNC
 * and litigator scrub (a number whose scrub is missing, stale or simulated for a real person is
 * "Do not call" until scrubbed), the spec's contactInfo shape built from them, and the contacts
 * printed in the document kept apart ('Attorney / trustee').
 */
import {
  type ContactPersonView,
  type ContactPhoneView,
  type DefendantTraceView,
  type DoNotCallReason,
  formatPhone,
  type LeadContactInfo,
  LINE_TYPES,
  type LineType,
} from '@common/contracts/contacts'
import type { DocumentContactInfo, SocialProfile } from '../../../db/schema'
import type { StoredPerson } from './contact-persons.queries'
import type { StoredScrub } from './phone-compliance.service'

/** A line type as the contacts panel and exports name it. */
export const LINE_LABELS: Record<LineType, string | null> = {
  mobile: 'Mobile',
  landline: 'Landline',
  voip: 'VoIP',
  unknown: null,
}

function lineTypeOf(value: string): LineType {
  return (LINE_TYPES as readonly string[]).includes(value) ? (value as LineType) : 'unknown'
}

export function toPhoneView(
  phone: StoredPerson['phones'][number],
  person: Pick<StoredPerson, 'simulated' | 'litigator'>,
  scrubs: ReadonlyMap<string, StoredScrub>,
): ContactPhoneView {
  const found = scrubs.get(phone.number)
  // A simulated scrub says nothing about a real number.
  const scrub = found && (!found.simulated || person.simulated) ? found : undefined
  const dnc = scrub ? scrub.dnc || phone.providerDnc === true : (phone.providerDnc ?? null)
  const litigatorFlag =
    scrub?.litigator === true || phone.providerTcpa === true || person.litigator === true
  const litigator = litigatorFlag ? true : scrub ? false : null
  const reasons: DoNotCallReason[] = []
  if (dnc) reasons.push('dnc')
  if (litigator) reasons.push('litigator')
  if (scrub?.wirelessRestricted) reasons.push('wireless_restricted')
  if (!scrub) reasons.push('unchecked')
  return {
    number: formatPhone(phone.number),
    lineType: lineTypeOf(phone.lineType),
    carrier: phone.carrier,
    dnc,
    litigator,
    doNotCall: reasons.length > 0,
    doNotCallReasons: reasons,
    complianceCheckedAt: scrub ? scrub.checkedAt.toISOString() : null,
    reachable: phone.reachable,
  }
}

export function toPersonView(
  person: StoredPerson,
  scrubs: ReadonlyMap<string, StoredScrub>,
): ContactPersonView {
  return {
    id: person.id,
    defendantName: person.defendantName,
    name: person.fullName,
    age: person.age,
    deceased: person.deceased,
    litigator: person.litigator,
    phones: person.phones.map((phone) => toPhoneView(phone, person, scrubs)),
    emails: person.emails.map((email) => ({ address: email.address, tested: email.tested })),
    mailingAddress: person.mailingAddress ?? null,
    match: {
      nameTokens: person.matchEvidence.nameTokens,
      address: person.matchEvidence.address,
    },
    source: person.source,
    tracedAt: person.tracedAt.toISOString(),
    simulated: person.simulated,
  }
}

/** The spec's contactInfo (section 3) from the persons and the lead's social profiles. */
export function toLeadContactInfo(
  persons: readonly ContactPersonView[],
  profiles: readonly Pick<SocialProfile, 'platform' | 'profileUrl'>[],
): LeadContactInfo | null {
  const phones: LeadContactInfo['phones'] = []
  const emails: string[] = []
  for (const person of persons) {
    if (person.deceased) continue
    for (const phone of person.phones) {
      if (phones.some((known) => known.number === phone.number)) continue
      phones.push({
        number: phone.number,
        type: LINE_LABELS[phone.lineType],
        verified: phone.reachable === true && phone.complianceCheckedAt !== null,
        doNotCall: phone.doNotCall,
        dnc: phone.dnc,
        litigator: phone.litigator,
        simulated: person.simulated,
      })
    }
    for (const email of person.emails)
      if (!emails.includes(email.address)) emails.push(email.address)
  }
  const living = persons.filter((person) => !person.deceased)
  const first = living[0]
  const info: LeadContactInfo = {
    phones,
    emails,
    socialMedia: profiles.map((profile) => ({
      platform: profile.platform,
      url: profile.profileUrl,
    })),
    additionalInfo: first
      ? {
          age: first.age,
          occupation: null,
          associates: living.slice(1).map((person) => person.name),
        }
      : null,
  }
  const empty = !phones.length && !emails.length && !info.socialMedia.length && !first
  return empty ? null : info
}

/** The contacts printed in the lead's document, each with whose the extractor thinks it is. */
export function toPrintedContacts(printed: DocumentContactInfo | null | undefined) {
  if (!printed) return []
  return [
    ...(printed.phones ?? []).map((phone) => ({
      kind: 'phone' as const,
      value: formatPhone(phone.number),
      owner: phone.type && phone.type !== 'unknown' ? phone.type : null,
    })),
    ...(printed.emails ?? []).map((email) => ({
      kind: 'email' as const,
      value: email,
      owner: null,
    })),
  ]
}

/** Each named defendant with its last trace (or 'not_traced'). */
export function toDefendantViews(
  parties: readonly { name: string; searchedName: string | null }[],
  traces: readonly {
    defendantName: string
    searchedName: string
    status: string
    fromCache: boolean
    tracedAt: Date
  }[],
): DefendantTraceView[] {
  return parties.map((party) => {
    const trace = traces.find((entry) => entry.defendantName === party.name)
    if (!trace) {
      return {
        defendantName: party.name,
        searchedName: party.searchedName ?? party.name,
        status: 'not_traced',
        tracedAt: null,
        fromCache: false,
      }
    }
    return {
      defendantName: party.name,
      searchedName: trace.searchedName,
      status: trace.status as DefendantTraceView['status'],
      tracedAt: trace.tracedAt.toISOString(),
      fromCache: trace.fromCache,
    }
  })
}
