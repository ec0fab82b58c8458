/** Where a lead's case is, as the cases module's lead-state SQL reads it (the `leads` row). */
import { sql } from 'drizzle-orm'
import { leads } from '../../db/schema'
import type { LeadCaseColumns } from '../cases'

export const LEAD_CASE_COLUMNS: LeadCaseColumns = {
  userId: sql`${leads.userId}`,
  filingId: sql`${leads.filingId}`,
  documentId: sql`${leads.documentId}`,
  recordPosition: sql`${leads.recordPosition}`,
}
