/**
 * A user's leads with their notes, for the export of all their data, and their ids, for the
 * deletion of the account (docs/decisions/0028). Only the user's own rows.
 */
import { eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leadNotes, leads } from '../../db/schema'
import { userRows } from '../../db/user-rows'
import type { DbOrTransaction } from '../accounts'

const { userId: _l, ...leadColumns } = getTableColumns(leads)

export interface ExportedLeadNote {
  id: string
  body: string
  createdAt: Date
}

export async function leadsForExport(db: Db, userId: string) {
  const rows = await userRows(db, leads, userId, leadColumns, leads.createdAt, leads.id)
  const notes = await userRows(
    db,
    leadNotes,
    userId,
    {
      id: leadNotes.id,
      leadId: leadNotes.leadId,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
    },
    leadNotes.createdAt,
    leadNotes.id,
  )
  const byLead = new Map<string, ExportedLeadNote[]>()
  for (const { leadId, ...note } of notes) {
    const list = byLead.get(leadId) ?? []
    list.push(note)
    byLead.set(leadId, list)
  }
  return rows.map((lead) => ({ ...lead, notes: byLead.get(lead.id) ?? [] }))
}

/** The ids of every lead of the user (what the job queue may still name once they are deleted). */
export async function leadIdsOf(db: DbOrTransaction, userId: string): Promise<string[]> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.userId, userId))
  return rows.map((row) => row.id)
}
