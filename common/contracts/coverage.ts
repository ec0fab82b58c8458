/**
 * GET /api/coverage (public): per state and county, the sources, what they give, the last
 * successful run, how many records the index holds, and whether the data there is real,
 * licensed-only, sample, or not collected yet. GET /api/coverage/zip: whether a ZIP lies in a
 * place the index covers (the search form's empty state says so).
 */
import { z } from 'zod'

/** What the data of a county is: real records, a licensed feed only, generated samples, none yet. */
const COVERAGE_DATA_KINDS = ['real', 'licensed_only', 'sample', 'none'] as const
export type CoverageDataKind = (typeof COVERAGE_DATA_KINDS)[number]

const coverageSource = z.object({
  id: z.string(),
  name: z.string(),
  recordKinds: z.array(z.string()),
  access: z.enum(['open', 'licensed_feed_required']),
  enabled: z.boolean(),
  lastSuccessAt: z.string().nullable(),
  /** Since when the source's runs fail to reach it (down, refusing); null while it answers. */
  unreachableSince: z.string().nullable(),
  /**
   * How far the source's adapter has been checked, in words: 'checked against a recorded
   * response', ..., 'same platform, not yet seen' (a county of a platform's catalogue whose own
   * pages nobody has read yet); null for an imported file.
   */
  verification: z.string().nullable(),
  /** How often a run re-checks the source's records, in hours; null when it is not scheduled. */
  checkEveryHours: z.number().int().nullable(),
  rowCount: z.number().int(),
})
export type CoverageSource = z.infer<typeof coverageSource>

const coverageCounty = z.object({
  /** Null: a statewide or citywide source (NYC ACRIS, CT Judicial). */
  county: z.string().nullable(),
  data: z.enum(COVERAGE_DATA_KINDS),
  sources: z.array(coverageSource),
  recordKinds: z.array(z.string()),
  lastSuccessAt: z.string().nullable(),
  /** Records the index holds there (sample records counted apart). */
  rowCount: z.number().int(),
  sampleCount: z.number().int(),
})
export type CoverageCounty = z.infer<typeof coverageCounty>

export const coverageResponse = z.object({
  states: z.array(z.object({ state: z.string(), counties: z.array(coverageCounty) })),
})
export type CoverageResponse = z.infer<typeof coverageResponse>

export const zipCoverageQuery = z.object({
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code, e.g. PA')
    .transform((value) => value.toUpperCase()),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'zip must be 5 digits, e.g. 19004'),
})

export type ZipCoverageQuery = z.input<typeof zipCoverageQuery>

export const zipCoverageResponse = z.object({
  state: z.string(),
  zip: z.string(),
  /** The index holds records in this ZIP (real or sample). */
  covered: z.boolean(),
  /** The county the index knows for the ZIP, when it knows one. */
  county: z.string().nullable(),
  data: z.enum(COVERAGE_DATA_KINDS),
})
export type ZipCoverageResponse = z.infer<typeof zipCoverageResponse>

/** A place the user searched, and what the index holds there. */
const searchedArea = z.object({
  state: z.string(),
  /** The ZIP searched; null for a search by county. */
  zip: z.string().nullable(),
  /** The county searched, or the one the index knows for the ZIP. */
  county: z.string().nullable(),
  data: z.enum(COVERAGE_DATA_KINDS),
})
export type SearchedArea = z.infer<typeof searchedArea>

/**
 * GET /api/coverage/searched (signed in): the places the user searched, newest first, each with
 * its kind of data, so the plan chooser says before payment when none of them has real records.
 */
export const searchedCoverageResponse = z.object({ areas: z.array(searchedArea) })
export type SearchedCoverageResponse = z.infer<typeof searchedCoverageResponse>
