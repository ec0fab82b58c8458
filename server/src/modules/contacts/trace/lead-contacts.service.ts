/**
 * A lead's contacts as GET /api/leads/:id and the contacts panel read them: for pro and elite
 * (the plan in force) the persons traced by this user, the contact info built from them, each
 * defendant's last trace and the document's printed contacts; 'upgrade_required' and nothing
 * else for any other plan.
 */
import { CONTACT_MESSAGES, type LeadContactsView } from '@common/contracts/contacts'
import type { LeadView } from '@common/contracts/leads'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type SessionUser, socialProfiles } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { limitsFor, monthlyUsageOf } from '../../billing'
import { documentForLeads } from '../../documents'
import { findLeadsForUser } from '../../leads'
import { personsOfLead, tracesOfLead } from './contact-persons.queries'
import { allParties, defendantsToTrace } from './defendants'
import {
  toDefendantViews,
  toLeadContactInfo,
  toPersonView,
  toPrintedContacts,
} from './lead-contacts.presenter'
import { leadProperty } from './lead-property'
import { permissibleUseAcceptedAt } from './permissible-use.service'
import { freshScrubs } from './phone-compliance.service'

/** The owner's lead, or 404 (another user's lead reads as not there). */
export async function ownLead(db: Db, userId: string, leadId: string): Promise<LeadView> {
  const [lead] = await findLeadsForUser(db, { userId, ids: [leadId] })
  if (!lead) throw AppError.notFound('LEAD_NOT_FOUND', 'Lead not found')
  return lead
}

/** Skip traces left this month on the user's plan (null: unlimited). */
async function tracesRemaining(db: Db, user: SessionUser): Promise<number | null> {
  const limit = limitsFor(user).skipTracesPerMonth
  if (limit === null) return null
  const used = await monthlyUsageOf(db, { userId: user.id, counter: 'skipTraces' })
  return Math.max(0, limit - used)
}

export async function leadContactsFor(
  db: Db,
  options: {
    user: SessionUser
    leadId: string
    lead?: LeadView
    /** The skip-trace provider is the local simulator. */
    tracesSimulated: boolean
  },
): Promise<LeadContactsView> {
  const { user, leadId, tracesSimulated } = options
  const lead = options.lead ?? (await ownLead(db, user.id, leadId))
  const accepted = (await permissibleUseAcceptedAt(db, user.id)) !== null
  if (!limitsFor(user).contactInfo) {
    return {
      contactAccess: 'upgrade_required',
      contactInfo: null,
      persons: [],
      defendants: [],
      printedContacts: [],
      property: null,
      simulated: false,
      tracesSimulated,
      tracesRemaining: 0,
      permissibleUseAccepted: accepted,
    }
  }
  const stored = await personsOfLead(db, user.id, lead.id)
  const scrubs = await freshScrubs(
    db,
    user.id,
    stored.flatMap((person) => person.phones.map((phone) => phone.number)),
  )
  const persons = stored.map((person) => toPersonView(person, scrubs))
  const profiles = await db
    .select()
    .from(socialProfiles)
    .where(and(eq(socialProfiles.userId, user.id), eq(socialProfiles.leadId, lead.id)))
    .orderBy(asc(socialProfiles.createdAt))
  const document = lead.source.documentId
    ? // Its printed contacts only: none of a list's records (0080).
      await documentForLeads(db, {
        userId: user.id,
        documentId: lead.source.documentId,
        records: 'none',
      })
    : null
  const traceable = defendantsToTrace(lead.defendantName)
  const parties = allParties(lead.defendantName).map((name) => ({
    name,
    searchedName: traceable.find((defendant) => defendant.name === name)?.searchedName ?? null,
  }))
  const contactInfo = toLeadContactInfo(persons, profiles)
  return {
    contactAccess: contactInfo ? 'available' : 'none',
    contactInfo,
    persons,
    defendants: toDefendantViews(parties, await tracesOfLead(db, user.id, lead.id)),
    printedContacts: toPrintedContacts(document?.printedContacts),
    property: leadProperty(lead),
    simulated: persons.some((person) => person.simulated) || profiles.some((p) => p.simulated),
    tracesSimulated,
    tracesRemaining: await tracesRemaining(db, user),
    permissibleUseAccepted: accepted,
  }
}

/** Refuses a plan without skip tracing (not Pro or Elite, or not in force). */
export function assertTracingInPlan(user: SessionUser): void {
  const limits = limitsFor(user)
  if (!limits.contactInfo || limits.skipTracesPerMonth === 0) {
    throw AppError.forbidden('CONTACTS_NOT_IN_PLAN', CONTACT_MESSAGES.notInPlan)
  }
}
