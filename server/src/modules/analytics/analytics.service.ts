/**
 * GET /api/analytics's figures (docs/decisions/0034): each module computes its own aggregate in
 * its own queries and hands it over through its face (records: filings and the stage funnel;
 * leads: the user's pipeline; outreach: sent and unsubscribed; contacts: skip traces); this
 * module only checks the plan and puts them side by side. No table is read here.
 */
import type { AnalyticsQuery, AnalyticsResponse } from '@common/contracts/analytics'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { limitsFor } from '../billing'
import { skipTraceAnalytics } from '../contacts'
import { pipelineFunnel } from '../leads'
import { outreachAnalytics } from '../outreach'
import { filingsAnalytics } from '../records'

const ANALYTICS_NOT_IN_PLAN_MESSAGE =
  'Analytics are part of the Elite plan. Upgrade to Elite to see your dashboard.'

/** Elite's analytics of a date range and area; any other plan (or none) is refused. */
export async function analyticsFor(
  db: Db,
  user: SessionUser,
  query: AnalyticsQuery,
): Promise<AnalyticsResponse> {
  if (!limitsFor(user).analytics) {
    throw AppError.forbidden('ANALYTICS_NOT_IN_PLAN', ANALYTICS_NOT_IN_PLAN_MESSAGE)
  }
  const area = { state: query.state, zipCodes: query.zipCodes, county: query.county }
  const range = { from: query.from, to: query.to }
  const own = { userId: user.id, ...range }
  const [filings, pipeline, outreach, skipTrace] = await Promise.all([
    filingsAnalytics(db, { ...range, ...area }),
    pipelineFunnel(db, { ...own, ...area }),
    outreachAnalytics(db, own),
    skipTraceAnalytics(db, own),
  ])
  return {
    range,
    filings: {
      total: filings.total,
      sample: filings.sample,
      byWeekAndType: filings.byWeekAndType,
      areaKind: filings.areaKind,
      byWeekAndArea: filings.byWeekAndArea,
    },
    stageFunnel: filings.stageFunnel,
    pipelineFunnel: pipeline,
    outreach,
    skipTrace,
  }
}
