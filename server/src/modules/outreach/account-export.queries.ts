/**
 * The user's outreach, for the export of all their data (docs/decisions/0028): the outreach
 * log, message and e-mail templates, campaigns, the e-mails sent and the sender identity.
 * Connected mailboxes' OAuth tokens are secrets and are not exported (only which are connected).
 */
import type { Db } from '../../db/client'
import { exportColumns, exportRows } from '../../db/export-rows'
import {
  emailCampaigns,
  emailLogs,
  emailTemplates,
  emailTokens,
  messageTemplates,
  outreachHistory,
  senderIdentities,
} from '../../db/schema'
import { userRows } from '../../db/user-rows'

export async function outreachForExport(db: Db, userId: string) {
  const outreachLog = await exportRows(db, outreachHistory, userId, outreachHistory.sentAt)
  const templates = await exportRows(db, messageTemplates, userId)
  const emailTemplateRows = await exportRows(db, emailTemplates, userId)
  const campaigns = await exportRows(db, emailCampaigns, userId)
  const emailsSent = await userRows(
    db,
    emailLogs,
    userId,
    exportColumns(emailLogs, 'providerResponse'),
    emailLogs.sentAt,
  )
  const [senderIdentity] = await exportRows(db, senderIdentities, userId)
  const mailboxes = await userRows(db, emailTokens, userId, {
    provider: emailTokens.provider,
    email: emailTokens.email,
    isConnected: emailTokens.isConnected,
  })
  return {
    outreachLog,
    templates: { messages: templates, emails: emailTemplateRows },
    campaigns,
    emailsSent,
    senderIdentity: senderIdentity ?? null,
    mailboxes,
  }
}
