/**
 * How each of a user's leads may be reached, as its urgency counts it (issue 35, decision 0085):
 * the distinct traced phone numbers of the lead's living persons that may be called, by the rule
 * the contacts panel shows (lead-contacts.presenter.ts toPhoneView: a fresh scrub, a simulated
 * one only for a simulated person, not DNC, not a litigator, not wireless-restricted), and the
 * distinct e-mail addresses of those persons the user may still e-mail (not on outreach's
 * suppression list: unsubscribed, bounced, complained). A simulated trace counts as its contacts
 * panel shows it, so the simulators give the score a real trace would.
 *
 * One statement for a whole page of leads, and one more for the suppression list when any e-mail
 * was found.
 */
import { CONTACTS } from '@common/limits'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { ContactPhone } from '../../../db/schema'
import { suppressedAddressesOf } from '../../outreach'
import { toPhoneView } from './lead-contacts.presenter'
import type { StoredScrub } from './phone-compliance.service'

export interface LeadReachCount {
  /** Distinct numbers that may be called. */
  phones: number
  /** Distinct addresses that may be e-mailed. */
  emails: number
}

interface ReachRow extends Record<string, unknown> {
  kind: 'phone' | 'email'
  lead_id: string
  value: string
  person_simulated: boolean
  person_litigator: boolean | null
  provider_dnc: boolean | null
  provider_tcpa: boolean | null
  scrub_dnc: boolean | null
  scrub_litigator: boolean | null
  scrub_wireless: boolean | null
  scrub_simulated: boolean | null
  scrubbed: boolean | null
}

const FRESH = sql.raw(`interval '${CONTACTS.phoneComplianceCacheDays} days'`)

/** The reach of each of the user's leads among `leadIds` (a lead with none is left out). */
export async function leadReachOf(
  db: Pick<Db, 'execute'>,
  options: { userId: string; leadIds: readonly string[] },
): Promise<Map<string, LeadReachCount>> {
  const reach = new Map<string, LeadReachCount>()
  if (options.leadIds.length === 0) return reach
  const ids = `{${[...new Set(options.leadIds)].join(',')}}`
  const user = sql`${options.userId}::uuid`
  const { rows } = await db.execute<ReachRow>(sql`
    select 'phone' as kind, p.lead_id, ph.number as value, p.simulated as person_simulated,
      p.litigator as person_litigator, ph.provider_dnc, ph.provider_tcpa, s.dnc as scrub_dnc,
      s.litigator as scrub_litigator, s.wireless_restricted as scrub_wireless,
      s.simulated as scrub_simulated, s.number is not null as scrubbed
    from contact_persons p
    join contact_phones ph on ph.person_id = p.id and ph.user_id = p.user_id
    left join phone_compliance_cache s on s.user_id = p.user_id and s.number = ph.number
      and s.checked_at > now() - ${FRESH}
    where p.user_id = ${user} and p.lead_id = any(${ids}::uuid[]) and p.deceased is not true
    union all
    select 'email', p.lead_id, lower(trim(e.address)), p.simulated, p.litigator, null, null, null,
      null, null, null, null
    from contact_persons p
    join contact_emails e on e.person_id = p.id and e.user_id = p.user_id
    where p.user_id = ${user} and p.lead_id = any(${ids}::uuid[]) and p.deceased is not true`)
  const emails = rows.filter((row) => row.kind === 'email').map((row) => row.value)
  const suppressed = await suppressedAddressesOf(db, options.userId, emails)
  const phones = new Map<string, Set<string>>()
  const usable = new Map<string, Set<string>>()
  const add = (into: Map<string, Set<string>>, leadId: string, value: string) => {
    const set = into.get(leadId) ?? new Set<string>()
    set.add(value)
    into.set(leadId, set)
  }
  for (const row of rows) {
    if (row.kind === 'email') {
      if (!suppressed.has(row.value)) add(usable, row.lead_id, row.value)
    } else if (callable(row)) add(phones, row.lead_id, row.value)
  }
  for (const leadId of new Set([...phones.keys(), ...usable.keys()])) {
    reach.set(leadId, {
      phones: phones.get(leadId)?.size ?? 0,
      emails: usable.get(leadId)?.size ?? 0,
    })
  }
  return reach
}

/** The panel's rule (toPhoneView) on one row: may this number be called? */
function callable(row: ReachRow): boolean {
  const scrubs = new Map<string, StoredScrub>()
  if (row.scrubbed) {
    scrubs.set(row.value, {
      number: row.value,
      dnc: row.scrub_dnc === true,
      litigator: row.scrub_litigator === true,
      wirelessRestricted: row.scrub_wireless === true,
      simulated: row.scrub_simulated === true,
      // The rule reads whether a fresh scrub exists, not when it was made.
      checkedAt: new Date(0),
    })
  }
  const phone = {
    number: row.value,
    lineType: 'unknown',
    carrier: null,
    providerDnc: row.provider_dnc,
    providerTcpa: row.provider_tcpa,
    reachable: null,
  } as Pick<ContactPhone, 'number' | 'lineType' | 'carrier' | 'providerDnc' | 'providerTcpa'>
  const person = { simulated: row.person_simulated, litigator: row.person_litigator }
  return !toPhoneView(phone as ContactPhone, person, scrubs).doNotCall
}
