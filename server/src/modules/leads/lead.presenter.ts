/**
 * What of a lead leaves the server. A lead holds only what its user was shown when they kept it
 * (a masked result is never kept), so every column is the user's to see; the source ids are
 * sent so the client can open the document behind the lead.
 */
import type { LeadProvenance } from '@common/contracts/lead-view'
import type { CaseEventView, GetLeadResponse, LeadView } from '@common/contracts/leads'
import type { LeadSourceKind, LeadStatus, SaleStatus } from '@common/enums'
import type { CaseStageOfFiling } from '../cases'
import { leadProvenanceOf } from './lead-provenance'
import type { LeadRow } from './lead-row'
import { type LeadReach, leadUrgencyOf, NO_REACH, utcToday } from './lead-urgency'

/** A lead without a filing behind it (an upload), or whose filing no source gave a stage. */
const NO_STAGE: CaseStageOfFiling = { stage: null, nextSaleDate: null, postponementCount: 0 }

/**
 * `stage`: the case's stage now, read from the filing (lead-views.ts); `provenance`: where the
 * record comes from and how fresh it is (lead-provenance.ts; what the row alone says when absent);
 * `reach`: how its defendants may be reached (the urgency's reachability; none when not read).
 */
export function toLeadView(
  row: LeadRow,
  stage: CaseStageOfFiling = NO_STAGE,
  provenance: LeadProvenance = leadProvenanceOf(row, undefined, undefined),
  reach: LeadReach = NO_REACH,
  today: string = utcToday(),
): LeadView {
  return {
    id: row.id,
    sourceKind: row.source_kind as LeadSourceKind,
    source: {
      resultId: row.result_id,
      documentId: row.document_id,
      recordPosition: row.record_position,
    },
    filingType: row.filing_type,
    caseNumber: row.case_number,
    court: row.court,
    defendantName: row.defendant_name,
    plaintiffName: row.plaintiff_name,
    propertyAddress: row.property_address,
    city: row.city,
    county: row.county,
    state: row.state,
    zipCode: row.zip_code,
    filingDate: row.filing_date,
    saleDate: row.sale_date,
    loanAmount: row.loan_amount,
    amountKind: row.amount_kind,
    saleStatus: row.sale_status as SaleStatus | null,
    stage: stage.stage,
    nextSaleDate: stage.nextSaleDate,
    postponementCount: stage.postponementCount,
    documentUrl: row.document_url,
    // The documents module's download route (documents/views: downloadPath).
    downloadPath: row.document_id ? `/api/documents/${row.document_id}/download` : null,
    // An upload's lead has its document while the user keeps the upload.
    isDocumentAvailable:
      row.source_kind === 'search_result' ? row.is_document_available : row.document_id !== null,
    sourceDatabase: row.source_database,
    isSample: row.is_sample,
    provenance,
    urgency: leadUrgencyOf(row, stage, provenance, reach, today),
    status: row.status as LeadStatus,
    tags: row.tags,
    folder: row.folder,
    nextActionAt: row.next_action_at,
    contactCount: row.contact_count,
    estimatedEquity: row.estimated_equity,
    absenteeOwner: row.absentee_owner,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toLeadWithNotes(
  row: LeadRow,
  notes: readonly { id: string; body: string; created_at: string }[],
  lifecycle: {
    stage: CaseStageOfFiling | undefined
    events: CaseEventView[]
    provenance: LeadProvenance | undefined
    reach?: LeadReach
  },
  summary: string | null = null,
): GetLeadResponse {
  return {
    ...toLeadView(row, lifecycle.stage, lifecycle.provenance, lifecycle.reach),
    summary,
    caseEvents: lifecycle.events,
    notes: notes.map((note) => ({ id: note.id, body: note.body, createdAt: note.created_at })),
  }
}
