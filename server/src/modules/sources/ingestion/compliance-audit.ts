/**
 * The compliance audit trail: every decision ingestion takes about a remote request (robots,
 * terms of service, rate limit, the fetch itself) is appended to `compliance_audits`.
 */
import type { Db } from '../../../db/client'
import { complianceAudits } from '../../../db/schema'

type AuditActivity = 'robots_check' | 'tos_check' | 'scraping' | 'image_collection' | 'rate_limit'
type AuditStatus = 'allowed' | 'blocked' | 'warning' | 'error'

/** One row of `compliance_audits`; the enumerations are spec section 4's. */
export interface AuditEntry {
  activityType: AuditActivity
  status: AuditStatus
  domain: string
  reason?: string | null
  requestUrl?: string | null
  responseCode?: number | null
  userAgent?: string | null
  sourceId?: string | null
  sessionId?: string | null
  /** The rule that decided (e.g. the robots pattern, the quota). */
  complianceRules?: Record<string, unknown> | null
  metadata?: Record<string, unknown> | null
}

/** Appends one decision to the audit trail (what the entry leaves out is stored as null). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(complianceAudits).values(entry)
}
