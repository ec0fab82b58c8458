/**
 * What the outreach module asks of the contacts module, answered at the composition root so
 * that outreach does not import contacts (docs/decisions/0024): a user's own social profile for
 * the outreach log, and the real e-mail addresses skip tracing found for the user's leads.
 */
import type { SocialPlatform } from '@common/enums'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { findUserById } from '../modules/accounts'
import { exportableContacts, findOwnSocialProfile } from '../modules/contacts'
import {
  createMailboxDeps,
  type FindLeadEmails,
  type FindOwnSocialProfile,
  type MailboxDeps,
  type OAuthEndpoints,
} from '../modules/outreach'

/** What outreach's routes and send job are given beyond the database (the runtime's `outreach`). */
export interface OutreachPorts {
  findSocialProfile: FindOwnSocialProfile
  findLeadEmails: FindLeadEmails
  /** Mailbox connections: the sealing box and the OAuth providers this server is set up for. */
  mailboxes: MailboxDeps
}

/** What tests replace: test answers of the ports, and fakes of Google's and Microsoft's APIs. */
export interface OutreachPortsOverrides {
  findSocialProfile?: FindOwnSocialProfile
  findLeadEmails?: FindLeadEmails
  oauthEndpoints?: OAuthEndpoints
}

/** The ports answered by the contacts module, and the mailboxes from the configuration. */
export function outreachPorts(
  db: Db,
  config: Config,
  overrides: OutreachPortsOverrides = {},
): OutreachPorts {
  return {
    findSocialProfile: overrides.findSocialProfile ?? socialProfileOfUser(db),
    findLeadEmails: overrides.findLeadEmails ?? leadEmailsOfUser(db),
    mailboxes: createMailboxDeps({ db, settings: config, endpoints: overrides.oauthEndpoints }),
  }
}

/** The profile when it is the user's own, else null. */
function socialProfileOfUser(db: Db): FindOwnSocialProfile {
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
function leadEmailsOfUser(db: Db): FindLeadEmails {
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
