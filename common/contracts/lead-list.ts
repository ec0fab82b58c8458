/**
 * The lead list (GET /api/leads) with its filters, sorts and cursor, and the counts over the
 * same filters (GET /api/leads/facets); common/contracts/leads.ts re-exports them.
 */
import { z } from 'zod'
import { CASE_STAGES } from '../lifecycle'
import { LEADS } from '../limits'
import { optionalText, usStateCode } from './fields'
import { inYears, leadStatus, leadTag, yearsMessage } from './lead-fields'
import { LEAD_MESSAGES } from './lead-messages'
import { leadView } from './lead-view'

// ---------------------------------------------------------------------------------------------
// GET /api/leads: the list

export const LEAD_SORTS = [
  'updatedAt',
  'filingDate',
  'saleDate',
  'amount',
  'equity',
  'urgency',
] as const
export type LeadSort = (typeof LEAD_SORTS)[number]
const LEAD_GROUPINGS = ['none', 'zip'] as const

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

const MIN_URGENCY_MESSAGE = 'minUrgency must be a whole number from 0 to 100'
const SALE_WITHIN_MESSAGE = 'saleWithinDays must be a whole number of days from 1 to 365'

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
    state: usStateCode.optional(),
    filingType: optionalText('filingType', 100),
    filedFrom: isoDate('filedFrom'),
    filedTo: isoDate('filedTo'),
    saleFrom: isoDate('saleFrom'),
    saleTo: isoDate('saleTo'),
    hasContacts: z
      .enum(['true', 'false'], { error: 'hasContacts must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    /** Leads whose equity estimate is at least this many dollars (not enriched: left out). */
    minEquity: z.coerce
      .number({ error: 'minEquity must be a number of dollars' })
      .min(-1e11, 'minEquity is too small')
      .max(1e11, 'minEquity is too large')
      .optional(),
    /** Leads whose urgency score (0-100, common/urgency.ts) is at least this. */
    minUrgency: z.coerce
      .number({ error: MIN_URGENCY_MESSAGE })
      .int(MIN_URGENCY_MESSAGE)
      .min(0, MIN_URGENCY_MESSAGE)
      .max(100, MIN_URGENCY_MESSAGE)
      .optional()
      .meta({
        description:
          'Leads whose urgency score (0-100, timed to the sale; see `urgency` on a lead) is at least this',
      }),
    /** true: owners whose mailing address is elsewhere; false: owners who live there. */
    absentee: z
      .enum(['true', 'false'], { error: 'absentee must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    /**
     * Stage filters (issue 16), as a search has them: leads whose case's stage today is one of
     * these (effectiveStage: a sale date passed without news is 'unknown'; a lead no source has
     * given a stage is left out), ...
     */
    stage: listParam
      .pipe(
        z.array(
          z.enum(CASE_STAGES, {
            error: (issue) =>
              `Unknown stage ${JSON.stringify(issue.input)}: stage must be among ${CASE_STAGES.join(', ')}`,
          }),
        ),
      )
      .optional(),
    /** ... a live sale set within this many days from today (UTC), ... */
    saleWithinDays: z.coerce
      .number({ error: SALE_WITHIN_MESSAGE })
      .int(SALE_WITHIN_MESSAGE)
      .min(1, SALE_WITHIN_MESSAGE)
      .max(365, SALE_WITHIN_MESSAGE)
      .optional(),
    /** ... and/or a case not ended (cancelled, sold, redeemed, REO). */
    excludeEnded: z
      .enum(['true', 'false'], { error: 'excludeEnded must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    /** Free text over defendant names, the property address and the case number. */
    q: optionalText('q', LEADS.searchTextLength),
    sort: z
      .enum(LEAD_SORTS, { error: `sort must be one of: ${LEAD_SORTS.join(', ')}` })
      .default('updatedAt')
      .meta({
        description:
          'The order of the list; urgency: by the urgency score (0-100), the most urgent first with order=desc. Leads without a value of the sort come last.',
      }),
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
export type ListLeadsQuery = z.output<typeof listLeadsRequest>

export const listLeadsResponse = z.object({
  leads: z.array(leadView),
  /** Pass as `cursor` (with the same filters and sort) for the next page; null on the last. */
  nextCursor: z.string().nullable(),
})
export type ListLeadsResponse = z.infer<typeof listLeadsResponse>

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
