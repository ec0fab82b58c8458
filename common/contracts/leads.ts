/**
 * Contracts of the lead workspace (docs/decisions/0017-leads.md): keeping leads from saved search
 * results, a search or an uploaded document; the list with its filters, sorts and cursor; one
 * lead with its notes; changing one lead or many. The server validates with these; the client's
 * forms and API calls import them.
 */
import { z } from 'zod'
import { LEAD_SOURCE_KINDS, SALE_STATUSES } from '../enums'
import { CASE_EVENT_KINDS, CASE_STAGES } from '../lifecycle'
import { LEADS } from '../limits'
import { US_STATE_CODES } from '../us-states'
import { leadContactInfo, leadContactsView } from './contacts'
import { CONTACT_ACCESS, listDocumentsRequest, listDocumentsResponse } from './documents'
import { inYears, leadPatch, leadStatus, leadTag, yearsMessage } from './lead-fields'

export * from './lead-fields'

/** The messages of the refusals the lead routes answer with. */
export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  someNotFound: (missing: number) =>
    `${missing === 1 ? '1 of the selected leads was' : `${missing} of the selected leads were`} not found. Nothing was changed; refresh the list and try again.`,
  resultsNotFound: (missing: number) =>
    `${missing === 1 ? '1 of the selected results is' : `${missing} of the selected results are`} not among your saved search results. Nothing was kept; search again and keep from the new results.`,
  searchNotFound: 'Search not found among your searches.',
  documentNotFound: 'Document not found',
  recordsNotFound: (missing: number) =>
    `${missing === 1 ? '1 of the selected records is' : `${missing} of the selected records are`} not in this document (it may have been analysed again). Nothing was kept; reopen the document and try again.`,
  masked: (count: number) =>
    `${count === 1 ? '1 of the selected results is' : `${count} of the selected results are`} hidden on your plan, so ${count === 1 ? 'it' : 'they'} cannot be kept as leads. Subscribe or upgrade to see ${count === 1 ? 'it' : 'them'}, then open the search again. Nothing was kept.`,
  documentPending:
    'This document is still being analysed. Keep it as a lead once its analysis has completed.',
  documentFailed:
    'This document could not be analysed, so there is nothing to keep as a lead. Upload a clearer copy.',
  tagsNotInPlan:
    'Tags and folders are part of the Pro and Elite plans. Upgrade to tag leads and file them in folders; you can still remove the tags and folders your leads already have.',
  tooManyTags: (limit: number) =>
    `A lead can have at most ${limit} tags. Remove some tags before adding more. Nothing was changed.`,
  badCursor: 'This page link is not valid. Load the list again from the first page.',
  staleCursor:
    'This page link belongs to a list with other filters or another sort. Load the list again from the first page.',
} as const

const uuid = (what: string) => z.uuid({ error: `Invalid ${what} id` })

/** 1 to LEADS.idsPerRequest ids; repeats are dropped. */
const idList = (what: string) =>
  z
    .array(uuid(what), { error: `Send a list of ${what} ids` })
    .min(1, `Select at least one ${what}`)
    .max(LEADS.idsPerRequest, `At most ${LEADS.idsPerRequest} ${what}s at a time`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])

// ---------------------------------------------------------------------------------------------
// Views

export const leadNoteView = z.object({
  id: z.string(),
  body: z.string(),
  /** When the server stored the note (ISO 8601). */
  createdAt: z.string(),
})
export type LeadNoteView = z.infer<typeof leadNoteView>

/** One lead as the browser gets it. */
export const leadView = z.object({
  id: z.string(),
  sourceKind: z.enum(LEAD_SOURCE_KINDS),
  /** Where the lead was kept from: the saved result, or the uploaded document (and record). */
  source: z.object({
    resultId: z.string().nullable(),
    documentId: z.string().nullable(),
    /** 0-based position of the record in a multi-record document. */
    recordPosition: z.number().int().nullable(),
  }),
  /** 'Lis Pendens', 'Notice of Sheriff Sale', ... */
  filingType: z.string().nullable(),
  caseNumber: z.string().nullable(),
  court: z.string().nullable(),
  defendantName: z.string().nullable(),
  plaintiffName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** YYYY-MM-DD. */
  filingDate: z.string().nullable(),
  /** YYYY-MM-DD. */
  saleDate: z.string().nullable(),
  /** Decimal string, e.g. '245000.00'. */
  loanAmount: z.string().nullable(),
  /** What loanAmount is: loan, judgment, upset_price, minimum_bid, tax, other. */
  amountKind: z.string().nullable(),
  /**
   * Where the sale stood when the lead was kept, as the public record said ('cancelled': no
   * live lead; such a lead starts as 'dead'); null when the record does not say, and for uploads.
   */
  saleStatus: z.enum(SALE_STATUSES).nullable(),
  /**
   * The case's stage, next sale date and postponements now (common/lifecycle.ts), read live from
   * the public record behind the lead, so a later re-ingest shows here; null / 0 for uploads and
   * records no source has reported a stage for.
   */
  stage: z.enum(CASE_STAGES).nullable(),
  nextSaleDate: z.string().nullable(),
  postponementCount: z.number().int(),
  /** A public record's document at its source. */
  documentUrl: z.string().nullable(),
  /** The download route of the uploaded document (counts a trial download); null otherwise. */
  downloadPath: z.string().nullable(),
  isDocumentAvailable: z.boolean(),
  sourceDatabase: z.string().nullable(),
  /** Generated sample data, not a real filing. */
  isSample: z.boolean(),
  status: leadStatus,
  tags: z.array(z.string()),
  folder: z.string().nullable(),
  nextActionAt: z.string().nullable(),
  contactCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type LeadView = z.infer<typeof leadView>

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
      searchId: uuid('search'),
      filingIds: idList('result').optional(),
    }),
    z.object({
      from: z.literal('document'),
      documentId: uuid('document'),
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
// GET /api/leads: the list

export const LEAD_SORTS = ['updatedAt', 'filingDate', 'saleDate', 'amount'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]
export const LEAD_GROUPINGS = ['none', 'zip'] as const
export type LeadGrouping = (typeof LEAD_GROUPINGS)[number]

/** `status=new,contacted` or `status=new&status=contacted`. */
const listParam = z
  .union([z.string(), z.array(z.string())], { error: 'Send a comma-separated list' })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )

const isoDate = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date such as 2026-03-01` })
    .pipe(z.string().refine(inYears, yearsMessage(name)))
    .optional()

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

const notAfter = (from: string | undefined, to: string | undefined) => !from || !to || from <= to

export const listLeadsRequest = z
  .object({
    status: listParam.pipe(z.array(leadStatus)).optional(),
    /** Leads having every one of these tags. */
    tag: listParam
      .pipe(z.array(leadTag).max(LEADS.tagsPerLead, 'Filter by at most 20 tags'))
      .optional(),
    folder: optionalText('folder', LEADS.folderLength),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'zip must be exactly 5 digits')
      .optional(),
    county: optionalText('county', 100),
    state: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => (US_STATE_CODES as string[]).includes(value), 'Invalid state')
      .optional(),
    filingType: optionalText('filingType', 100),
    filedFrom: isoDate('filedFrom'),
    filedTo: isoDate('filedTo'),
    saleFrom: isoDate('saleFrom'),
    saleTo: isoDate('saleTo'),
    hasContacts: z
      .enum(['true', 'false'], { error: 'hasContacts must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    /** Free text over defendant names, the property address and the case number. */
    q: optionalText('q', LEADS.searchTextLength),
    sort: z
      .enum(LEAD_SORTS, { error: `sort must be one of: ${LEAD_SORTS.join(', ')}` })
      .default('updatedAt'),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    /**
     * 'zip': grouped by ZIP code (ascending, leads without one last), the sort applying within
     * each ZIP, as the dashboard lists them (spec section 2); 'none': one order over all.
     */
    group: z.enum(LEAD_GROUPINGS, { error: 'group must be zip or none' }).default('none'),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(LEADS.pageSizeMax, `limit must be at most ${LEADS.pageSizeMax}`)
      .default(LEADS.pageSizeDefault),
    /** The nextCursor of the previous page, as it was given. */
    cursor: z
      .string()
      .max(512, LEAD_MESSAGES.badCursor)
      .regex(/^[A-Za-z0-9_-]+$/, LEAD_MESSAGES.badCursor)
      .optional(),
  })
  .refine((query) => notAfter(query.filedFrom, query.filedTo), {
    error: 'filedFrom must be on or before filedTo',
    path: ['filedTo'],
  })
  .refine((query) => notAfter(query.saleFrom, query.saleTo), {
    error: 'saleFrom must be on or before saleTo',
    path: ['saleTo'],
  })
export type ListLeadsRequest = z.input<typeof listLeadsRequest>
export type ListLeadsQuery = z.output<typeof listLeadsRequest>

export const listLeadsResponse = z.object({
  leads: z.array(leadView),
  /** Pass as `cursor` (with the same filters and sort) for the next page; null on the last. */
  nextCursor: z.string().nullable(),
})
export type ListLeadsResponse = z.infer<typeof listLeadsResponse>

// ---------------------------------------------------------------------------------------------
// One lead

export const leadIdParams = z.object({ id: uuid('lead') })

/** One change a source reported about the case behind a lead (common/lifecycle.ts). */
export const caseEventView = z.object({
  id: z.string(),
  kind: z.enum(CASE_EVENT_KINDS),
  /** When it was recorded (ISO 8601). */
  recordedAt: z.string(),
  /** The sale date it set (scheduled, postponed to), YYYY-MM-DD. */
  saleDate: z.string().nullable(),
  /** For a postponement: how many there have been, this one included. */
  postponementCount: z.number().int().nullable(),
  /** The source that reported it, by name. */
  sourceName: z.string().nullable(),
})
export type CaseEventView = z.infer<typeof caseEventView>

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
export const updateLeadResponse = getLeadResponse
export type UpdateLeadResponse = GetLeadResponse

/** All or nothing: if any id is not one of the user's leads, nothing changes (404). */
export const bulkUpdateLeadsRequest = z.strictObject(
  { ids: idList('lead'), patch: leadPatch },
  { error: 'Send { ids, patch }' },
)
export type BulkUpdateLeadsRequest = z.input<typeof bulkUpdateLeadsRequest>
export const bulkUpdateLeadsResponse = z.object({ updated: z.number().int() })
export type BulkUpdateLeadsResponse = z.infer<typeof bulkUpdateLeadsResponse>

export const deleteLeadResponse = z.object({ success: z.literal(true) })
export type DeleteLeadResponse = z.infer<typeof deleteLeadResponse>

// ---------------------------------------------------------------------------------------------
// GET /api/leads/facets: counts for the board, the list's ZIP headings and the filter pickers

/** The list's filters without its sort, order, paging and grouping. */
export const leadFacetsRequest = listLeadsRequest.transform(
  ({ sort: _s, order: _o, limit: _l, cursor: _c, group: _g, ...filters }) => filters,
)
export type LeadFacetsQuery = z.output<typeof leadFacetsRequest>

const countOf = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() })

export const leadFacetsResponse = z.object({
  /** Leads matching every filter. */
  total: z.number().int(),
  /** Per status, the leads matching every filter but the status one (the board's columns). */
  byStatus: z.record(leadStatus, z.number().int()),
  /** Per ZIP (null: none), the leads matching every filter (the list's ZIP headings). */
  byZip: z.array(countOf(z.string().nullable())),
  /** What the user's leads hold, whatever the filters: the choices of the filter pickers. */
  options: z.object({
    tags: z.array(countOf(z.string())),
    folders: z.array(countOf(z.string())),
    zips: z.array(z.string()),
    states: z.array(z.string()),
    counties: z.array(z.string()),
    filingTypes: z.array(z.string()),
  }),
})
export type LeadFacetsResponse = z.infer<typeof leadFacetsResponse>

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
export const documentLeadsParams = z.object({ documentId: uuid('document') })
export const deleteDocumentLeadsResponse = z.object({ deleted: z.number().int() })
export type DeleteDocumentLeadsResponse = z.infer<typeof deleteDocumentLeadsResponse>
