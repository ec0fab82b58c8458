/**
 * GET /api/leads/call-list (docs/decisions/0026): the people to call for the selected leads, with
 * their callable numbers only. Built from the contacts module's exportable view, so a simulated
 * person, a deceased one and a "Do not call" number (DNC, litigator, wireless-restricted, not yet
 * scrubbed) never reach it; sample leads are left out and counted.
 */
import { type CallListResponse, EXPORT_MESSAGES } from '@common/contracts/lead-export'
import { LEAD_MESSAGES } from '@common/contracts/leads'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { limitsFor } from '../billing'
import type { ExportContact } from './lead-export.columns'
import { selectLeadsByIds } from './leads.queries'

/** The contacts module's exportable view, with what a call list says of each person. */
export type CallListContactsReader = (options: {
  user: SessionUser
  leadIds: readonly string[]
}) => Promise<readonly (ExportContact & { defendantName: string; doNotCallCount: number })[]>

export async function callListFor(
  db: Db,
  options: { user: SessionUser; ids: readonly string[]; contacts: CallListContactsReader },
): Promise<CallListResponse> {
  const { user, ids } = options
  if (!limitsFor(user).contactInfo) {
    throw AppError.forbidden('CONTACTS_NOT_IN_PLAN', EXPORT_MESSAGES.contactsNotInPlan)
  }
  const rows = await selectLeadsByIds(db, user.id, ids)
  if (rows.length < ids.length) {
    const found = new Set(rows.map((row) => row.id))
    const missing = ids.filter((id) => !found.has(id))
    throw AppError.notFound('LEAD_NOT_FOUND', LEAD_MESSAGES.someNotFound(missing.length), {
      missingIds: missing,
    })
  }
  const real = new Set(rows.filter((row) => !row.is_sample).map((row) => row.id))
  const addresses = new Map(rows.map((row) => [row.id, row.property_address]))
  const leadIds = ids.filter((id) => real.has(id))
  const contacts = leadIds.length ? await options.contacts({ user, leadIds }) : []
  const order = new Map(leadIds.map((id, i) => [id, i]))
  return {
    entries: contacts
      .filter((contact) => contact.callablePhones.length > 0)
      .sort((a, b) => (order.get(a.leadId) ?? 0) - (order.get(b.leadId) ?? 0))
      .map((contact) => ({
        leadId: contact.leadId,
        defendantName: contact.defendantName,
        name: contact.name,
        propertyAddress: addresses.get(contact.leadId) ?? null,
        phones: contact.callablePhones,
      })),
    skippedSample: ids.length - leadIds.length,
    withheldDoNotCall: contacts.reduce((sum, contact) => sum + contact.doNotCallCount, 0),
  }
}
