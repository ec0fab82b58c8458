/**
 * GET /api/analytics (Elite's dashboard analytics, docs/decisions/0034): the query (a date range
 * and an area) and the reply, one section per module that owns the figures. Sample records and
 * simulated contacts are counted apart, never mixed into the real figures unmarked.
 */
import { z } from 'zod'
import { ANALYTICS, MULTI_AREA } from '../limits'
import { usStateCode } from './fields'

const DAY_MS = 86_400_000
const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${label} is not a real date`,
    )

/** Today (UTC) as YYYY-MM-DD, and a date `days` before it. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)
export const daysBefore = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS))

/** `zipCodes=45202,45203` (or the parameter repeated) as a list of 5-digit ZIPs. */
const zipList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits'))
      .max(MULTI_AREA.maxZipCodes, `At most ${MULTI_AREA.maxZipCodes} ZIP codes`),
  )

export const analyticsQuery = z
  .object({
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    state: usStateCode.optional(),
    zipCodes: zipList,
    county: z.string().trim().max(100, 'County must be at most 100 characters').optional(),
  })
  .transform((query, ctx) => {
    const to = query.to ?? isoDay(new Date())
    const from = query.from ?? daysBefore(to, ANALYTICS.defaultRangeDays - 1)
    if (from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: "'from' must be on or before 'to'" })
      return z.NEVER
    }
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
    if (days > ANALYTICS.maxRangeDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `The date range may cover at most ${ANALYTICS.maxRangeDays} days`,
      })
      return z.NEVER
    }
    if (query.county && !query.state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'A county needs its state' })
      return z.NEVER
    }
    return {
      from,
      to,
      state: query.state,
      zipCodes: query.zipCodes,
      county: query.county || undefined,
    }
  })
export type AnalyticsQuery = z.output<typeof analyticsQuery>
export type AnalyticsQueryInput = z.input<typeof analyticsQuery>

const count = z.number().int()

/** Filings of one week (Monday) and filing type. `sample`: how many of `count` are sample records. */
const filingsWeekRow = z.object({
  week: z.string(),
  documentType: z.string(),
  count,
  sample: count,
})
/** Filings of one week in one of the busiest areas: a state (zipCode and county null) or a ZIP. */
const filingsAreaWeekRow = z.object({
  week: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  county: z.string().nullable(),
  count,
  sample: count,
})

export const analyticsResponse = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  filings: z.object({
    total: count,
    sample: count,
    byWeekAndType: z.array(filingsWeekRow),
    /**
     * What byWeekAndArea ranks (0040): the busiest states of the whole index, or the busiest
     * ZIPs of a state, county or list of ZIPs.
     */
    areaKind: z.enum(['state', 'zip']),
    /** The ANALYTICS.topAreas busiest areas of the range, by week. */
    byWeekAndArea: z.array(filingsAreaWeekRow),
  }),
  /** Filings of the range by how far their case went (their stage today). */
  stageFunnel: z.object({
    filed: count,
    saleScheduled: count,
    sold: count,
    cancelled: count,
    sample: count,
  }),
  /** The user's own leads kept in the range, by how far they went (their status today). */
  pipelineFunnel: z.object({
    new: count,
    contacted: count,
    underContract: count,
    won: count,
    dead: count,
    total: count,
    sample: count,
  }),
  outreach: z.object({
    emailsSent: count,
    socialSent: count,
    /**
     * Social messages of the range (sent or copied) the user marked as replied (0040); the
     * product reads no inbound mail, so replies are what the user recorded.
     */
    replied: count,
    unsubscribed: count,
  }),
  skipTrace: z.object({
    traced: count,
    matched: count,
    /** matched / (matched + unmatched), 0 to 1; null when nothing was traced. */
    hitRate: z.number().nullable(),
    /** Provider answers bought (cache hits are free), of which made up by the simulator. */
    purchases: count,
    simulatedPurchases: count,
    /** Traces counted against the plan's monthly allowance (a matched trace, not a cache hit). */
    allowanceSpent: count,
  }),
})
export type AnalyticsResponse = z.infer<typeof analyticsResponse>
