/**
 * The user's outreach, for the export of all their data (docs/decisions/0028): the outreach
 * log, message and e-mail templates, campaigns, the e-mails sent and the sender identity.
 * Connected mailboxes' OAuth tokens are secrets and are not exported (only which are connected).
 */
import { getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
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

const { userId: _h, ...historyColumns } = getTableColumns(outreachHistory)
const { userId: _m, ...messageTemplateColumns } = getTableColumns(messageTemplates)
const { userId: _t, ...emailTemplateColumns } = getTableColumns(emailTemplates)
const { userId: _c, ...campaignColumns } = getTableColumns(emailCampaigns)
const { userId: _l, providerResponse: _pr, ...logColumns } = getTableColumns(emailLogs)
const { userId: _i, ...senderColumns } = getTableColumns(senderIdentities)

export async function outreachForExport(db: Db, userId: string) {
  const outreachLog = await userRows(
    db,
    outreachHistory,
    userId,
    historyColumns,
    outreachHistory.sentAt,
  )
  const templates = await userRows(db, messageTemplates, userId, messageTemplateColumns)
  const emailTemplateRows = await userRows(db, emailTemplates, userId, emailTemplateColumns)
  const campaigns = await userRows(db, emailCampaigns, userId, campaignColumns)
  const emailsSent = await userRows(db, emailLogs, userId, logColumns, emailLogs.sentAt)
  const [senderIdentity] = await userRows(db, senderIdentities, userId, senderColumns)
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
