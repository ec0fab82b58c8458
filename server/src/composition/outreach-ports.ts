/**
 * What the outreach module asks of the contacts module, answered at the composition root so
 * that outreach does not import contacts (docs/decisions/0024): a user's own social profile for
 * the outreach log, and the real e-mail addresses skip tracing found for the user's leads.
 */
import type { SocialPlatform } from '@common/enums'
import type { Db } from '../db/client'
import { findUserById } from '../modules/accounts'
import { exportableContacts, findOwnSocialProfile } from '../modules/contacts'
import type { FindLeadEmails, FindOwnSocialProfile } from '../modules/outreach'

/** The profile when it is the user's own, else null. */
export function socialProfileOfUser(db: Db): FindOwnSocialProfile {
  return async (userId, profileId) => {
    const row = await findOwnSocialProfile(db, userId, profileId)
    return row
      ? { id: row.id, defendantName: row.defendantName, platform: row.platform as SocialPlatform }
      : null
  }
}

/**
 * The addresses of the persons traced for the user's leads, through contacts' exportable view:
 * real persons only (a simulated one is never e-mailed), nothing on a plan without contact info.
 */
export function leadEmailsOfUser(db: Db): FindLeadEmails {
  return async (userId, leadIds) => {
    const user = await findUserById(db, userId)
    if (!user) return []
    const contacts = await exportableContacts(db, { user, leadIds })
    return contacts.flatMap((contact) =>
      contact.emails.map((email) => ({
        leadId: contact.leadId,
        email,
        name: contact.name,
        simulated: false,
      })),
    )
  }
}
