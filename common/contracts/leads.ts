/**
 * Contracts of the lead workspace (docs/decisions/0017-leads.md): keeping leads from saved search
 * results, a search or an uploaded document; the list with its filters, sorts and cursor; one
 * lead with its notes; changing one lead or many. The server validates with these; the client's
 * forms and API calls import them.
 */
import { z } from 'zod'
import { LEADS } from '../limits'
import { leadContactInfo, leadContactsView } from './contacts'
import { CONTACT_ACCESS, listDocumentsRequest, listDocumentsResponse } from './documents'
import { idParams, rowId } from './fields'
import { leadPatch } from './lead-fields'
import { caseEventView, leadNoteView, leadView } from './lead-view'

export * from './lead-fields'
export * from './lead-list'
export * from './lead-messages'
export * from './lead-view'

/** 1 to LEADS.idsPerRequest ids; repeats are dropped. */
const idList = (what: string) =>
  z
    .array(rowId(what), { error: `Send a list of ${what} ids` })
    .min(1, `Select at least one ${what}`)
    .max(LEADS.idsPerRequest, `At most ${LEADS.idsPerRequest} ${what}s at a time`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])

// ---------------------------------------------------------------------------------------------
// POST /api/leads: keep

/**
 * Keep leads from saved search results (the documents list's ids), from one of the user's
 * searches (all its results, or the selected ones by the ids the search reply carries), or from
 * an uploaded document (a single-record document gives one lead, a multi-record one a lead per
 * record, or per selected record). Keeping the same thing again gives the same lead.
 */
export const keepLeadsRequest = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('results'), resultIds: idList('result') }),
    z.object({
      from: z.literal('search'),
      searchId: rowId('search'),
      filingIds: idList('result').optional(),
    }),
    z.object({
      from: z.literal('document'),
      documentId: rowId('document'),
      recordIds: idList('record').optional(),
    }),
  ],
  { error: 'Say what to keep: from must be "results", "search" or "document"' },
)
export type KeepLeadsRequest = z.input<typeof keepLeadsRequest>
/** The request as the server reads it (ids lower-cased, without repeats). */
export type KeepLeadsCommand = z.output<typeof keepLeadsRequest>

export const keepLeadsResponse = z.object({
  /** The kept leads, new and already kept alike, in the order of the request's source. */
  leads: z.array(leadView),
  created: z.number().int(),
  alreadyKept: z.number().int(),
  /** Results of the search hidden on the user's plan, left out of a keep-all (never kept). */
  skippedMasked: z.number().int(),
})
export type KeepLeadsResponse = z.infer<typeof keepLeadsResponse>

// ---------------------------------------------------------------------------------------------
// One lead

export const leadIdParams = idParams('lead')

export const getLeadResponse = leadView.extend({
  /** Newest first. */
  notes: z.array(leadNoteView),
  /**
   * A plain-language summary of the lead built from its fields only (Elite: "AI
   * summarization"): the filing, parties, property, amount, sale date and status, the answer
   * deadline its document states, and what normally happens next in its state's process
   * (common/foreclosure-process.ts). Null for other plans and when the fields say too little.
   */
  summary: z.string().nullable(),
  /** The case's events, oldest first (empty for uploads and records without events). */
  caseEvents: z.array(caseEventView),
  /**
   * The defendants' contact details in the spec's shape (section 3), for pro and elite only
   * ('upgrade_required' otherwise), from the contacts module's skip traces; absent when the
   * server runs without it.
   */
  contactAccess: z.enum(CONTACT_ACCESS).optional(),
  contactInfo: leadContactInfo.nullable().optional(),
  /** Per person: name, phones with DNC/litigator flags, e-mails, mailing address, simulated. */
  contacts: leadContactsView.optional(),
})
export type GetLeadResponse = z.infer<typeof getLeadResponse>

export const updateLeadRequest = leadPatch
export type UpdateLeadRequest = z.input<typeof updateLeadRequest>
/** @alias PATCH /api/leads/:id answers the lead as GET does: its own name, one schema. */
export const updateLeadResponse = getLeadResponse

/** All or nothing: if any id is not one of the user's leads, nothing changes (404). */
export const bulkUpdateLeadsRequest = z.strictObject(
  { ids: idList('lead'), patch: leadPatch },
  { error: 'Send { ids, patch }' },
)
export type BulkUpdateLeadsRequest = z.input<typeof bulkUpdateLeadsRequest>
export const bulkUpdateLeadsResponse = z.object({ updated: z.number().int() })
export type BulkUpdateLeadsResponse = z.infer<typeof bulkUpdateLeadsResponse>

export const deleteLeadResponse = z.object({ success: z.literal(true) })

// ---------------------------------------------------------------------------------------------
// GET /api/leads/unkept-documents: the documents tab's documents that are not leads

/**
 * The user's documents (uploads and saved public records, as GET /api/documents gives them)
 * that no lead was kept from: uploads still being analysed or that failed, and saved records
 * not kept (docs/decisions/0019).
 */
export const unkeptDocumentsRequest = listDocumentsRequest
export const unkeptDocumentsResponse = listDocumentsResponse

/** DELETE /api/leads/of-document/:documentId: the leads kept from one uploaded document. */
export const documentLeadsParams = z.object({ documentId: rowId('document') })
export const deleteDocumentLeadsResponse = z.object({ deleted: z.number().int() })
export type DeleteDocumentLeadsResponse = z.infer<typeof deleteDocumentLeadsResponse>
