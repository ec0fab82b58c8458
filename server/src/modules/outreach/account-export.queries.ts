/**
 * The user's outreach, for the export of all their data (docs/decisions/0028): the outreach
 * log, message and e-mail templates, campaigns, the e-mails sent and the sender identity.
 * Connected mailboxes' OAuth tokens are secrets and are not exported (only which are connected).
 */
import { asc, eq, getTableColumns } from 'drizzle-orm'
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

const { userId: _h, ...historyColumns } = getTableColumns(outreachHistory)
const { userId: _m, ...messageTemplateColumns } = getTableColumns(messageTemplates)
const { userId: _t, ...emailTemplateColumns } = getTableColumns(emailTemplates)
const { userId: _c, ...campaignColumns } = getTableColumns(emailCampaigns)
const { userId: _l, providerResponse: _pr, ...logColumns } = getTableColumns(emailLogs)
const { userId: _i, ...senderColumns } = getTableColumns(senderIdentities)

export async function outreachForExport(db: Db, userId: string) {
  const outreachLog = await db
    .select({ ...historyColumns })
    .from(outreachHistory)
    .where(eq(outreachHistory.userId, userId))
    .orderBy(asc(outreachHistory.sentAt))
  const templates = await db
    .select({ ...messageTemplateColumns })
    .from(messageTemplates)
    .where(eq(messageTemplates.userId, userId))
  const emailTemplateRows = await db
    .select({ ...emailTemplateColumns })
    .from(emailTemplates)
    .where(eq(emailTemplates.userId, userId))
  const campaigns = await db
    .select({ ...campaignColumns })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.userId, userId))
  const emailsSent = await db
    .select({ ...logColumns })
    .from(emailLogs)
    .where(eq(emailLogs.userId, userId))
    .orderBy(asc(emailLogs.sentAt))
  const [senderIdentity] = await db
    .select({ ...senderColumns })
    .from(senderIdentities)
    .where(eq(senderIdentities.userId, userId))
  const mailboxes = await db
    .select({
      provider: emailTokens.provider,
      email: emailTokens.email,
      isConnected: emailTokens.isConnected,
    })
    .from(emailTokens)
    .where(eq(emailTokens.userId, userId))
  return {
    outreachLog,
    templates: { messages: templates, emails: emailTemplateRows },
    campaigns,
    emailsSent,
    senderIdentity: senderIdentity ?? null,
    mailboxes,
  }
}
