/**
 * Contracts of the public-records search (spec sections 3, 5, 7): the form, the reply and
 * the saved searches list. The spec's validation messages are word for word.
 */
import { z } from 'zod'
import { SALE_STATUSES } from '../enums'
import { CASE_STAGES } from '../lifecycle'
import { US_STATE_CODES } from '../us-states'

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

export const publicRecordsSearchRequest = z.object({
  state: z
    .string({ error: 'State is required' })
    .trim()
    .min(1, 'State is required')
    .length(2, 'Invalid state')
    .transform((value) => value.toUpperCase())
    .refine((value) => (US_STATE_CODES as string[]).includes(value), 'Invalid state'),
  zipCode: z
    .string({ error: 'ZIP code must be exactly 5 digits' })
    .trim()
    .regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits'),
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
})
export type PublicRecordsSearchRequest = z.input<typeof publicRecordsSearchRequest>

/**
 * One found filing as the browser gets it. A masked result has no propertyAddress,
 * defendantName, caseNumber or documentUrl at all: the keys are left out of the JSON.
 */
export const searchResultDocument = z.object({
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
})
export type SearchResultDocument = z.infer<typeof searchResultDocument>

export const publicRecordsSearch = z.object({
  id: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  /** The search's stage filters (null / false: none). */
  saleWithinDays: z.number().int().nullable(),
  excludeEnded: z.boolean(),
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
export const publicRecordsSearchParams = z.object({
  id: z.uuid({ error: 'Invalid search id' }),
})

export const SEARCH_NOT_FOUND_MESSAGE = 'Search not found among your searches.'

/** The refusals, in words the client's error catalogue (spec section 8) matches on. */
export const SEARCH_MESSAGES = {
  rateLimited: 'Rate limit exceeded. Please wait a minute before searching again.',
  dailyLimit: 'Daily search limit reached. Please try again tomorrow or upgrade your plan.',
  stateNotAvailable: (counties: number) =>
    `State not available in your plan: it includes ${counties} ${counties === 1 ? 'county' : 'counties'} a month and you have used them all. Upgrade to search more counties.`,
  filtersNotInPlan:
    'City and county filters are not available in your plan. Upgrade to Pro to use them.',
} as const
