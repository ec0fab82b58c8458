/**
 * Contracts of the public-records search (spec sections 3, 5, 7): the form, the reply and
 * the saved searches list. The spec's validation messages are word for word.
 */
import { z } from 'zod'
import { SALE_STATUSES } from '../enums'
import { CASE_STAGES } from '../lifecycle'
import { MULTI_AREA } from '../limits'
import { isUsStateCode } from '../us-states'
import { idParams, rowId } from './fields'

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

const ZIP_MESSAGE = 'ZIP code must be exactly 5 digits'

/** How a search's results are ordered: newest filing first (the spec's), or by equity estimate. */
const SEARCH_SORTS = ['filingDate', 'equity'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

const MIN_EQUITY_MESSAGE =
  'minEquity must be a whole number of dollars from 0 to 1,000,000,000 (leave it out for no minimum)'
const MIN_EQUITY_PERCENT_MESSAGE =
  'minEquityPercent must be a whole percentage of the market value from 1 to 100'
const SORT_MESSAGE =
  "sort must be 'filingDate' (newest filing first) or 'equity' (highest estimated equity first)"

/**
 * Elite's extra ZIPs (docs/decisions/0034): an array, or the form's text with the ZIPs separated
 * by commas or spaces; each exactly 5 digits, at most MULTI_AREA.maxZipCodes with zipCode.
 */
const extraZipCodes = z
  .union([z.string(), z.array(z.string())], { error: 'zipCodes must be a list of ZIP codes' })
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((part) => part.split(/[\s,]+/))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^\d{5}$/, 'Each ZIP code must be exactly 5 digits')))

/**
 * The ZIPs a search covers: the spec's zipCode and Elite's zipCodes, once each, in the order
 * given. The one reading of the two fields, for the contract's checks and the server's search.
 */
export function zipCodesOf(query: { zipCode?: string; zipCodes?: readonly string[] }): string[] {
  return [...new Set([...(query.zipCode ? [query.zipCode] : []), ...(query.zipCodes ?? [])])]
}

export const publicRecordsSearchRequest = z
  .object({
    state: z
      .string({ error: 'State is required' })
      .trim()
      .min(1, 'State is required')
      .length(2, 'Invalid state')
      .transform((value) => value.toUpperCase())
      .refine(isUsStateCode, 'Invalid state'),
    /** Required, unless Elite names its ZIPs in zipCodes or searches a whole county. */
    zipCode: z
      .string({ error: ZIP_MESSAGE })
      .trim()
      .regex(/^(\d{5})?$/, ZIP_MESSAGE)
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** More ZIPs in one search (Elite; 0034): results grouped by ZIP as for one. */
    zipCodes: extraZipCodes,
    city: optionalText('City'),
    county: optionalText('County'),
    /**
     * Optional stage filters (issue 16): only cases with a sale set within this many days from
     * today (not cancelled, stayed, sold, redeemed or REO), and/or only cases that have not ended
     * (cancelled, sold, redeemed, REO). Saved with the search as part of its criteria.
     */
    saleWithinDays: z
      .number({ error: 'saleWithinDays must be a whole number of days from 1 to 365' })
      .int('saleWithinDays must be a whole number of days from 1 to 365')
      .min(1, 'saleWithinDays must be a whole number of days from 1 to 365')
      .max(365, 'saleWithinDays must be a whole number of days from 1 to 365')
      .optional(),
    excludeEnded: z.boolean({ error: 'excludeEnded must be true or false' }).optional(),
    /**
     * Optional equity filters and sort (issue 20, docs/decisions/0039), read from the shared
     * property enrichment: only results whose equity ESTIMATE is at least this many dollars
     * and/or this share of the market value; only properties whose owner's mailing address is
     * elsewhere; highest estimated equity first. Results without an estimate match no equity
     * filter and come last in the equity sort.
     */
    minEquity: z
      .number({ error: MIN_EQUITY_MESSAGE })
      .int(MIN_EQUITY_MESSAGE)
      .min(0, MIN_EQUITY_MESSAGE)
      .max(1_000_000_000, MIN_EQUITY_MESSAGE)
      .optional(),
    minEquityPercent: z
      .number({ error: MIN_EQUITY_PERCENT_MESSAGE })
      .int(MIN_EQUITY_PERCENT_MESSAGE)
      .min(1, MIN_EQUITY_PERCENT_MESSAGE)
      .max(100, MIN_EQUITY_PERCENT_MESSAGE)
      .optional(),
    absenteeOnly: z.boolean({ error: 'absenteeOnly must be true or false' }).optional(),
    sort: z.enum(SEARCH_SORTS, { error: SORT_MESSAGE }).optional(),
  })
  .superRefine((query, ctx) => {
    const zips = zipCodesOf(query)
    // The spec's one ZIP stays required unless a county names the area (Elite checks the plan).
    if (zips.length === 0 && !query.county) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: ZIP_MESSAGE })
    }
    if (zips.length > MULTI_AREA.maxZipCodes) {
      ctx.addIssue({
        code: 'custom',
        path: ['zipCodes'],
        message: `At most ${MULTI_AREA.maxZipCodes} ZIP codes in one search`,
      })
    }
  })
export type PublicRecordsSearchRequest = z.input<typeof publicRecordsSearchRequest>

/**
 * One found filing as the browser gets it. A masked result has no propertyAddress,
 * defendantName, caseNumber or documentUrl at all: the keys are left out of the JSON.
 */
const searchResultDocument = z.object({
  id: z.string(),
  documentType: z.string(),
  filingDate: z.string().nullable(),
  propertyAddress: z.string().nullable().optional(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string(),
  zipCode: z.string().nullable(),
  defendantName: z.string().nullable().optional(),
  caseNumber: z.string().nullable().optional(),
  court: z.string().nullable(),
  /** Decimal string, e.g. '245000.00'. */
  loanAmount: z.string().nullable(),
  documentUrl: z.string().nullable().optional(),
  isDocumentAvailable: z.boolean(),
  /**
   * Where the sale stands when the source says so ('cancelled': no live lead); null when it
   * does not. Not identifying, so a masked result carries it too.
   */
  saleStatus: z.enum(SALE_STATUSES).nullable(),
  /**
   * The case's stage (common/lifecycle.ts) and the sale date now set, when sources said; null on
   * a masked result (what a user may not read includes where its case stands).
   */
  stage: z.enum(CASE_STAGES).nullable(),
  nextSaleDate: z.string().nullable(),
  /** false: hidden for a trial user (or past Basic's monthly views); the fields above are null. */
  isAccessibleInTrial: z.boolean(),
  /** Where the record came from; 'sample' marks generated sample data. */
  sourceDatabase: z.string(),
  sourceName: z.string().nullable(),
  isSample: z.boolean(),
  /**
   * When a run of its source last saw the record (ISO, whole seconds). Absent on results saved
   * before it was recorded (a search replayed from its saved copy).
   */
  lastCheckedAt: z.string().optional(),
  /** When the records index first saw the record (ISO, whole seconds; docs/decisions/0078). */
  firstSeenAt: z.string(),
  /** The source's list the record was last read from; null when not recorded (sample, older). */
  sourceUrl: z.string().nullable(),
  /**
   * When the case's stage was set (its latest event recorded), ISO whole seconds; null when no
   * source reported a stage, and on a masked result.
   */
  stageAsOf: z.string().nullable(),
  /**
   * The stage the result shows, never nothing (issue 30; common/shown-stage.ts): the stage
   * sources reported, or what the record itself says (a sale set, a sale status, a recent
   * filing), or 'unknown' with the reason ("sale date passed, no result published"). `reason`
   * is null when the stage was reported. Read on today's UTC date. Null on a masked result, as
   * `stage` is.
   */
  shownStage: z.object({ stage: z.enum(CASE_STAGES), reason: z.string().nullable() }).nullable(),
  /** How often the record's source is checked, in hours (24 when it does not say). */
  checkEveryHours: z.number().int(),
  /**
   * Not re-checked within its source's interval plus 2 hours' grace (0078); never true for
   * generated sample data.
   */
  stale: z.boolean(),
  /**
   * Only on a readable result of a search that filters or sorts by equity (docs/decisions/0039):
   * the equity ESTIMATE in dollars (market value less what the filing shows owed), its share of
   * the market value in percent, and whether the owner's mailing address is elsewhere; null when
   * the property has no estimate (not enriched yet, or an input missing). Absent otherwise.
   */
  estimatedEquity: z.number().nullable().optional(),
  equityPercent: z.number().nullable().optional(),
  absenteeOwner: z.boolean().nullable().optional(),
})
export type SearchResultDocument = z.infer<typeof searchResultDocument>

const publicRecordsSearch = z.object({
  id: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  /** Every ZIP the search covered (one for the spec's search, several for Elite, none for a county). */
  zipCodes: z.array(z.string()),
  city: z.string().nullable(),
  county: z.string().nullable(),
  /** The search's stage filters (null / false: none). */
  saleWithinDays: z.number().int().nullable(),
  excludeEnded: z.boolean(),
  /** The search's equity filters and sort (null / false / 'filingDate': none). */
  minEquity: z.number().int().nullable(),
  minEquityPercent: z.number().int().nullable(),
  absenteeOnly: z.boolean(),
  sort: z.enum(SEARCH_SORTS),
  searchStatus: z.string(),
  resultsCount: z.number().int(),
  createdAt: z.string(),
})
export type PublicRecordsSearch = z.infer<typeof publicRecordsSearch>

export const publicRecordsSearchResponse = z.object({
  search: publicRecordsSearch,
  results: z.array(searchResultDocument),
  isTrialUser: z.boolean(),
  trialLimitReached: z.boolean(),
  totalFound: z.number().int(),
  accessibleInTrial: z.number().int(),
  /** Basic's monthly record views ran out during this search: the rest are masked. */
  monthlyViewLimitReached: z.boolean(),
})
export type PublicRecordsSearchResponse = z.infer<typeof publicRecordsSearchResponse>

export const publicRecordsSearchesResponse = z.object({ searches: z.array(publicRecordsSearch) })
export type PublicRecordsSearchesResponse = z.infer<typeof publicRecordsSearchesResponse>

/** GET /api/public-records/searches/:id: one of the user's searches, opened again. */
export const publicRecordsSearchParams = idParams('search')

/**
 * GET /api/public-records/searches/:id/results/:filingId/document: the notice kept in our
 * storage for a result of the user's search that they may read (a source that serves its PDFs
 * only in its own session; 0043). Spends a trial download like the dashboard's download.
 */
export const searchResultDocumentParams = z.object({
  id: rowId('search'),
  filingId: rowId('result'),
})

/** The search result document route's address. */
export const searchResultDocumentPath = (searchId: string, filingId: string) =>
  `/api/public-records/searches/${searchId}/results/${filingId}/document`

export const SEARCH_NOT_FOUND_MESSAGE = 'Search not found among your searches.'

/** The refusals, in words the client's error catalogue (spec section 8) matches on. */
export const SEARCH_MESSAGES = {
  rateLimited: 'Rate limit exceeded. Please wait a minute before searching again.',
  dailyLimit: 'Daily search limit reached. Please try again tomorrow or upgrade your plan.',
  stateNotAvailable: (counties: number) =>
    `State not available in your plan: it includes ${counties} ${counties === 1 ? 'county' : 'counties'} a month and you have used them all. Upgrade to search more counties.`,
  filtersNotInPlan:
    'City and county filters are not available in your plan. Upgrade to Pro to use them.',
  multiAreaNotInPlan:
    'Searching several ZIP codes or a whole county is part of the Elite plan. Upgrade to Elite, or search one ZIP code.',
} as const
