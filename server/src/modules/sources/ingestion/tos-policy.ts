/**
 * Terms of service as a gate on ingestion: a domain is fetched only after an operator has
 * read its terms and recorded that automated collection is allowed (`tos_validation` row with
 * complianceStatus 'compliant' and scrapingAllowed). A missing row, 'unknown',
 * 'review_required' or 'violation' refuses every request to that domain.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type TosValidation, tosValidation } from '../../../db/schema'
import { writeAudit } from './compliance-audit'

/** How long an operator's review stands before the domain is due for another look. */
const TOS_REVIEW_VALID_MS = 90 * 24 * 60 * 60 * 1000

export type TosVerdict =
  | { allowed: true; reviewDue: boolean; row: TosValidation }
  | { allowed: false; reason: string }

/** Why the terms-of-service record refuses collection, or null when it allows it. */
function refusal(row: TosValidation | undefined, domain: string): string | null {
  if (!row) return `no terms-of-service review recorded for ${domain}`
  if (!row.scrapingAllowed) return `the terms of service of ${domain} do not allow scraping`
  if (!row.commercialUseAllowed) {
    return `the terms of service of ${domain} do not allow commercial use`
  }
  if (row.complianceStatus === 'violation') return `${domain} is marked as a violation`
  if (row.complianceStatus !== 'compliant') {
    return `terms of service of ${domain} are ${row.complianceStatus} and not reviewed`
  }
  return null
}

/** The verdict of the domain's terms-of-service record (read only, no audit). */
export async function tosVerdict(db: Db, domain: string): Promise<TosVerdict> {
  const [row] = await db
    .select()
    .from(tosValidation)
    .where(eq(tosValidation.domain, domain.toLowerCase()))
  const reason = refusal(row, domain)
  if (reason || !row) return { allowed: false, reason: reason ?? 'no review' }
  const reviewDue = row.nextCheck !== null && row.nextCheck.getTime() <= Date.now()
  return { allowed: true, reviewDue, row }
}

/** What an operator records after reading a domain's terms. */
export interface TosReview {
  tosUrl: string
  notes: string
  requiresAttribution?: boolean
  riskLevel?: 'low' | 'medium' | 'high' | 'critical'
}

/**
 * An operator records that they read the domain's terms and that collecting its public
 * filings is allowed: the domain becomes 'compliant' until the next review is due. The
 * decision is audited.
 */
export async function approveDomainForIngestion(
  db: Db,
  domain: string,
  review: TosReview,
): Promise<TosValidation> {
  const values = {
    tosUrl: review.tosUrl,
    notes: review.notes,
    scrapingAllowed: true,
    commercialUseAllowed: true,
    requiresAttribution: review.requiresAttribution ?? false,
    riskLevel: review.riskLevel ?? 'low',
    complianceStatus: 'compliant',
    nextCheck: new Date(Date.now() + TOS_REVIEW_VALID_MS),
    lastError: null,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(tosValidation)
    .values({ domain: domain.toLowerCase(), ...values })
    .onConflictDoUpdate({ target: tosValidation.domain, set: values })
    .returning()
  await writeAudit(db, {
    activityType: 'tos_check',
    status: 'allowed',
    domain: domain.toLowerCase(),
    reason: 'operator review recorded: collection allowed',
    requestUrl: review.tosUrl,
    metadata: { notes: review.notes },
  })
  return row!
}
