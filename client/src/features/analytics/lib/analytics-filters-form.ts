import { analyticsQuery } from '@common/contracts/analytics'
import { z } from 'zod'
import { type AnalyticsFilters, analyticsSearchParams } from '../api/get-analytics'

/**
 * The dashboard's filters as the form holds them, checked as the server will check them: the
 * query string they make (analyticsSearchParams) against analyticsQuery, each refusal on the field
 * it names. The filters themselves are what the form gives.
 */
export const analyticsFiltersForm: z.ZodType<AnalyticsFilters, AnalyticsFilters> = z
  .object({
    from: z.string(),
    to: z.string(),
    state: z.string(),
    zipCodes: z.string(),
    county: z.string(),
  })
  .superRefine((filters, context) => {
    const query = Object.fromEntries(analyticsSearchParams(filters))
    for (const issue of analyticsQuery.safeParse(query).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }
  })
