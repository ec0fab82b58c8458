/**
 * GET /api/leads/export (docs/decisions/0026): the user's leads matching the list's filters, in
 * the list's order, as a CSV or Excel file streamed a page at a time through the list's own keyset
 * queries, so 10,000 leads never sit in memory together. Sample leads (generated, not real
 * filings) are left out and counted; contacts come only from the contacts module's exportable
 * view (real persons, callable numbers), and only on a plan with contact details. Each lead's
 * provenance and urgency (score and reasons) are its view's (lead-views.ts), so the file says what
 * the list and the detail say.
 */

import type { Readable } from 'node:stream'
import {
  EXPORT_MESSAGES,
  type ExportFormat,
  type ExportLeadsQuery,
} from '@common/contracts/lead-export'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { limitsFor } from '../billing'
import type { CursorPosition } from './lead-cursor'
import { type ExportContact, type ExportLead, exportColumns } from './lead-export.columns'
import { countSampleLeads, selectNotesSummaries } from './lead-export.queries'
import { exportWriter } from './lead-export.writers'
import type { LeadUrgencyDeps } from './lead-urgency.deps'
import { refreshDueUrgencyOfUser } from './lead-urgency-refresh.service'
import { toLeadViews } from './lead-views'
import { selectGroupedLeadPage, selectLeadPage } from './leads-list.queries'

/**
 * The contacts an export may use for the user's leads. The contacts module owns them and
 * imports this module, so the composition root passes its `exportableContacts` in.
 */
export type ExportContactsReader = (options: {
  user: SessionUser
  leadIds: readonly string[]
}) => Promise<readonly ExportContact[]>

/** Leads read a statement. */
const EXPORT_PAGE_SIZE = 500

export interface LeadExport {
  stream: Readable
  contentType: string
  /** Sample leads the filters matched, left out of the file. */
  skippedSample: number
}

/** Refuses (403 EXPORT_NOT_IN_PLAN) an export on a plan without it: trial, Basic, none. */
function assertExportInPlan(user: SessionUser): void {
  if (!limitsFor(user).leadExport) {
    throw AppError.forbidden('EXPORT_NOT_IN_PLAN', EXPORT_MESSAGES.notInPlan)
  }
}

/**
 * Checks the plan, counts the sample leads left out, and starts writing the file; the stream is
 * filled in the background, and destroyed with the error if reading a page fails.
 */
export async function startLeadExport(
  db: Db,
  options: {
    user: SessionUser
    query: ExportLeadsQuery & { format: ExportFormat }
    contacts: ExportContactsReader | undefined
    /** The reach reader and change hook: given, an export by urgency refreshes due scores first. */
    urgency?: LeadUrgencyDeps
  },
): Promise<LeadExport> {
  const { user, contacts, urgency } = options
  assertExportInPlan(user)
  const { format, sort, order, group, ...filters } = options.query
  if (urgency && (sort === 'urgency' || filters.minUrgency !== undefined)) {
    // The file orders and filters by today's scores, as the list does (0085).
    await refreshDueUrgencyOfUser(db, urgency, user.id)
  }
  const skippedSample = await countSampleLeads(db, { userId: user.id, filters })
  const withContacts = Boolean(contacts) && limitsFor(user).contactInfo
  const columns = exportColumns(withContacts)
  const writer = exportWriter(format, columns)
  const grouped = group === 'zip'
  const select = grouped ? selectGroupedLeadPage : selectLeadPage

  const fill = async () => {
    let after: CursorPosition | null = null
    let number = 0
    for (;;) {
      const rows = await select(db, {
        userId: user.id,
        filters,
        sort,
        order,
        limit: EXPORT_PAGE_SIZE,
        after,
        realOnly: true,
      })
      const page = rows.slice(0, EXPORT_PAGE_SIZE)
      const ids = page.map((row) => row.id)
      // Provenance and urgency as the lead's views work them out (the list's, the detail's).
      const [notes, views] = await Promise.all([
        selectNotesSummaries(db, user.id, ids),
        toLeadViews(db, user.id, page, urgency?.reach),
      ])
      const viewOf = new Map(views.map((view) => [view.id, view]))
      // Only leads with contacts found are asked about (the rest have none to give).
      const traced = page.filter((row) => row.contact_count > 0).map((row) => row.id)
      const found =
        withContacts && contacts && traced.length ? await contacts({ user, leadIds: traced }) : []
      const exported: ExportLead[] = page.map((lead) => ({
        number: ++number,
        lead,
        provenance: viewOf.get(lead.id)?.provenance,
        urgency: viewOf.get(lead.id)?.urgency,
        notes: notes.get(lead.id),
        contacts: found.filter((contact) => contact.leadId === lead.id),
      }))
      await writer.writeRows(exported.map((row) => columns.map((column) => column.value(row))))
      const last = page.at(-1)
      if (rows.length <= EXPORT_PAGE_SIZE || !last || writer.stream.destroyed) break
      after = { value: last.sort_key, id: last.id, ...(grouped && { zip: last.zip_code }) }
    }
    if (!writer.stream.destroyed) await writer.end()
  }
  fill().catch((error: unknown) => writer.stream.destroy(error as Error))
  return { stream: writer.stream, contentType: writer.contentType, skippedSample }
}
