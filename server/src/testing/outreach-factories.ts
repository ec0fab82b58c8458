/**
 * Rows the outreach tests start from, written straight into the database: a social profile (the
 * contacts module finds them; here they are given) and a lead (as a kept search result).
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client'
import {
  contactEmails,
  contactPersons,
  type Lead,
  leads,
  type NewLead,
  type NewSocialProfile,
  type SocialProfile,
  socialProfiles,
} from '../db/schema'

export async function buildSocialProfile(
  db: Db,
  overrides: Partial<NewSocialProfile> & { userId: string },
): Promise<SocialProfile> {
  const [profile] = await db
    .insert(socialProfiles)
    .values({
      defendantName: 'Maria Garcia',
      platform: 'facebook',
      profileUrl: `https://www.facebook.com/profile-${randomUUID().slice(0, 8)}`,
      confidence: '0.85',
      ...overrides,
    })
    .returning()
  if (!profile) throw new Error('buildSocialProfile: no row returned')
  return profile
}

export async function buildLeadRow(
  db: Db,
  overrides: Partial<NewLead> & { userId: string },
): Promise<Lead> {
  const unique = randomUUID().slice(0, 8)
  const [lead] = await db
    .insert(leads)
    .values({
      sourceKind: 'search_result',
      resultId: randomUUID(),
      dedupeKey: `test:${unique}`,
      filingType: 'Lis Pendens',
      caseNumber: `24CV-${unique}`,
      defendantName: 'MARIA GARCIA',
      propertyAddress: '12 Oak St',
      city: 'Fresno',
      county: 'Fresno',
      state: 'CA',
      zipCode: '93701',
      ...overrides,
    })
    .returning()
  if (!lead) throw new Error('buildLeadRow: no row returned')
  return lead
}

/**
 * A person skip tracing found for a lead, with e-mail addresses (a real one unless `simulated`),
 * as a trace would store it: what campaigns to the lead's e-mails read.
 */
export async function buildContactWithEmails(
  db: Db,
  options: { userId: string; leadId: string; name: string; emails: string[]; simulated?: boolean },
): Promise<void> {
  const [person] = await db
    .insert(contactPersons)
    .values({
      userId: options.userId,
      leadId: options.leadId,
      defendantName: options.name,
      fullName: options.name,
      matchEvidence: { nameTokens: options.name.toLowerCase().split(/\s+/), address: 'property' },
      source: options.simulated ? 'simulator' : 'batchdata',
      simulated: options.simulated ?? false,
      tracedAt: new Date(),
    })
    .returning()
  if (!person) throw new Error('buildContactWithEmails: no row returned')
  await db.insert(contactEmails).values(
    options.emails.map((address, position) => ({
      personId: person.id,
      userId: options.userId,
      address,
      position,
    })),
  )
}
