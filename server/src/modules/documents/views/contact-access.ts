/**
 * Who sees an uploaded document's contact details (spec sections 2 and 6): pro and elite users
 * with their subscription in force, once processing has completed. Everyone else gets null
 * and the reason, so the client can say 'Upgrade to Access Contact Info' or wait.
 */
import type { ContactAccess, ContactInfoView } from '@common/contracts/documents'
import type { DocumentContactInfo, User } from '../../../db/schema'
import { limitsFor } from '../../billing'

/** The user fields the decision needs. */
export type Viewer = Pick<User, 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionEndsAt'>

/** True when the viewer's plan, in force now, includes contact info (pro, elite). */
function mayViewContactInfo(viewer: Viewer, now = new Date()): boolean {
  return limitsFor(viewer, now).contactInfo
}

/** The stored contact details in the client's shape; null when nothing was found. */
function toContactInfoView(stored: DocumentContactInfo | null | undefined): ContactInfoView | null {
  if (!stored) return null
  const view: ContactInfoView = {
    phones: (stored.phones ?? []).map((phone) => ({
      number: phone.number,
      type: phone.type && phone.type !== 'unknown' ? phone.type : null,
      verified: phone.verified === true,
    })),
    emails: stored.emails ?? [],
    socialMedia: stored.socialMedia ?? [],
    additionalInfo: stored.additionalInfo
      ? {
          age: stored.additionalInfo.age ?? null,
          occupation: stored.additionalInfo.occupation ?? null,
          associates: stored.additionalInfo.associates ?? [],
        }
      : null,
  }
  const empty =
    view.phones.length === 0 &&
    view.emails.length === 0 &&
    view.socialMedia.length === 0 &&
    !view.additionalInfo
  return empty ? null : view
}

/**
 * The contact details an uploaded document sends, and why: a failed document has none; a user
 * whose plan lacks contact info gets 'upgrade_required'; a document still being read gets
 * 'processing'; a completed one gets 'available' with the details, or 'none' when there are none.
 */
export function uploadedContactAccess(
  viewer: Viewer,
  document: { processingStatus: string; contactInfo: DocumentContactInfo | null },
  now = new Date(),
): { contactAccess: ContactAccess; contactInfo: ContactInfoView | null } {
  if (document.processingStatus === 'failed') return { contactAccess: 'none', contactInfo: null }
  if (!mayViewContactInfo(viewer, now)) {
    return { contactAccess: 'upgrade_required', contactInfo: null }
  }
  if (document.processingStatus !== 'completed') {
    return { contactAccess: 'processing', contactInfo: null }
  }
  const contactInfo = toContactInfoView(document.contactInfo)
  return contactInfo
    ? { contactAccess: 'available', contactInfo }
    : { contactAccess: 'none', contactInfo: null }
}
