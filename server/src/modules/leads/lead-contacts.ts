/**
 * A lead as GET /api/leads/:id answers it: with the contacts the contacts module found for it.
 * Shared by the session routes and the public API (/api/v1/leads/:id).
 */
import type { LeadContactsView } from '@common/contracts/contacts'
import type { GetLeadResponse } from '@common/contracts/leads'
import type { SessionUser } from '../../db/schema'

/**
 * Reads the contacts found for one of the user's leads. The contacts module owns them and imports
 * this module, so the composition root (app.ts) passes its reader in rather than leads importing
 * contacts (which would close a cycle).
 */
export type LeadContactsReader = (options: {
  user: SessionUser
  leadId: string
}) => Promise<LeadContactsView>

/** The lead with its contacts, when the contacts module is there (`reader`). */
export async function withLeadContacts(
  reader: LeadContactsReader | undefined,
  user: SessionUser,
  lead: GetLeadResponse,
): Promise<GetLeadResponse> {
  if (!reader) return lead
  const contacts = await reader({ user, leadId: lead.id })
  return {
    ...lead,
    contactAccess: contacts.contactAccess,
    contactInfo: contacts.contactInfo,
    contacts,
  }
}
