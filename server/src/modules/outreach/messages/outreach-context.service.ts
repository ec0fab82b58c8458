/**
 * What the composer needs about a social profile (GET /api/outreach/context): the profile, the
 * user's leads whose defendant matches its name (for the placeholders, the state's rules and
 * the case-status check), and the sender's name and phone for [Your Name] / [Your Phone].
 */
import { listLeadsRequest } from '@common/contracts/leads'
import {
  OUTREACH_MESSAGES,
  type OutreachContextResponse,
  type OutreachLeadView,
} from '@common/contracts/outreach'
import { LEADS } from '@common/limits'
import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import { listLeads } from '../../leads'
import { getSenderIdentity } from '../sender/sender-identity.service'
import type { FindOwnSocialProfile } from './social-profile-port'

/** At most this many matching leads are offered to choose from. */
const LEADS_OFFERED = 20

/**
 * The words of a defendant's name as the leads list's free-text filter takes them: letters and
 * digits only (so 'Garcia, Maria L.' finds 'MARIA L GARCIA'), single letters dropped, at most 8.
 */
function nameSearchText(name: string): string | null {
  const words = name
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 1)
    .slice(0, 8)
  const text = words.join(' ').slice(0, LEADS.searchTextLength).trim()
  return text || null
}

export async function outreachContext(
  deps: { db: Db; findSocialProfile: FindOwnSocialProfile },
  userId: string,
  socialProfileId: string,
): Promise<OutreachContextResponse> {
  const profile = await deps.findSocialProfile(userId, socialProfileId)
  if (!profile) {
    throw AppError.notFound('SOCIAL_PROFILE_NOT_FOUND', OUTREACH_MESSAGES.profileNotFound)
  }
  const q = nameSearchText(profile.defendantName)
  const [page, sender] = await Promise.all([
    q
      ? listLeads(deps.db, { userId, query: listLeadsRequest.parse({ q, limit: LEADS_OFFERED }) })
      : Promise.resolve({ leads: [] }),
    getSenderIdentity(deps.db, userId),
  ])
  const leads: OutreachLeadView[] = page.leads.map((lead) => ({
    id: lead.id,
    defendantName: lead.defendantName,
    propertyAddress: lead.propertyAddress,
    city: lead.city,
    state: lead.state,
    zipCode: lead.zipCode,
    caseNumber: lead.caseNumber,
    filingType: lead.filingType,
    saleDate: lead.saleDate,
    saleStatus: lead.saleStatus,
    status: lead.status,
    isSample: lead.isSample,
  }))
  return {
    profile,
    leads,
    sender: { name: sender?.name ?? null, phone: sender?.phone ?? null },
  }
}
