/**
 * Contracts of the spec's social discovery (sections 2, 5, 6, 7, 8: GET/DELETE
 * /api/social-profiles, POST /api/social-profiles/search). A profile a local simulator produced
 * says `simulated: true`.
 */
import { z } from 'zod'
import { SOCIAL_PLATFORMS } from '../enums'
import { CONTACTS } from '../limits'
import { CONTACT_MESSAGES } from './contacts'
import { idParams, optionalText, rowId } from './fields'

/** Which of the search's facts the found person shares (null: not compared). */
const matchEvidenceView = z.object({
  name: z.boolean(),
  location: z.boolean().nullable(),
  age: z.boolean().nullable(),
})
export type MatchEvidence = z.infer<typeof matchEvidenceView>

/** Social profile (client), spec section 3, with where it came from. */
const socialProfileView = z.object({
  id: z.string(),
  defendantName: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS),
  profileUrl: z.string(),
  profileImageUrl: z.string().nullable(),
  /** A decimal string from '0.00' to '1.00' (the provider's likelihood 1-10 over 10). */
  confidence: z.string(),
  canAutomate: z.boolean(),
  username: z.string().nullable(),
  evidence: matchEvidenceView,
  leadId: z.string().nullable(),
  simulated: z.boolean(),
  createdAt: z.string(),
})
export type SocialProfileView = z.infer<typeof socialProfileView>

const socialUsageView = z.object({
  searchesUsed: z.number().int(),
  /** null: unlimited. */
  searchesRemaining: z.number().int().nullable(),
  /** null: unlimited; 0: not in the plan. */
  tierLimit: z.number().int().nullable(),
})
export type SocialUsage = z.infer<typeof socialUsageView>

export const searchSocialProfilesRequest = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.socialNameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.socialNameRequired)
    .max(CONTACTS.socialNameLength, `Name must be at most ${CONTACTS.socialNameLength} characters`),
  /** City, state or ZIP. */
  location: optionalText('Location', CONTACTS.socialLocationLength),
  /** A known age (from a trace) to compare with; optional. */
  age: z.number().int().min(18).max(120).optional(),
  /** The lead the search was made from (its profiles join the lead's contact info). */
  leadId: rowId('lead').optional(),
})
export type SearchSocialProfilesRequest = z.input<typeof searchSocialProfilesRequest>

export const searchSocialProfilesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  usage: socialUsageView,
  /** The profiles this search found (also in GET /api/social-profiles). */
  profiles: z.array(socialProfileView),
  /** The local simulator answered: the profiles are made up. */
  simulated: z.boolean(),
})
export type SearchSocialProfilesResponse = z.infer<typeof searchSocialProfilesResponse>

export const listSocialProfilesResponse = z.object({
  profiles: z.array(socialProfileView),
  usage: socialUsageView,
})
export type ListSocialProfilesResponse = z.infer<typeof listSocialProfilesResponse>

export const socialProfileIdParams = idParams('social profile')
export const deleteSocialProfileResponse = z.object({ success: z.literal(true) })
