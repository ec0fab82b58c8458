/** The audit of a source's fetches (compliance_audits), newest first, a page at a time. */
import type { SourceAuditsResponse } from '@common/contracts/operator'
import { and, desc, eq, lt } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { complianceAudits, sources } from '../../../db/schema'
import { AppError } from '../../../http/app-error'

const PAGE = 50

export async function sourceAudits(
  db: Db,
  presetId: string,
  before?: number,
): Promise<SourceAuditsResponse> {
  const [source] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(eq(sources.presetId, presetId))
  if (!source) {
    throw new AppError('SOURCE_NOT_IN_CATALOGUE', `The catalogue has no source "${presetId}".`, 404)
  }
  const rows = await db
    .select()
    .from(complianceAudits)
    .where(
      and(
        eq(complianceAudits.sourceId, source.id),
        before ? lt(complianceAudits.id, before) : undefined,
      ),
    )
    .orderBy(desc(complianceAudits.id))
    .limit(PAGE + 1)
  const page = rows.slice(0, PAGE)
  return {
    audits: page.map((row) => ({
      id: row.id,
      performedAt: row.performedAt.toISOString(),
      activity: row.activityType,
      status: row.status,
      domain: row.domain,
      requestUrl: row.requestUrl,
      responseCode: row.responseCode,
      reason: row.reason,
    })),
    nextBefore: rows.length > PAGE ? page.at(-1)!.id : null,
  }
}
