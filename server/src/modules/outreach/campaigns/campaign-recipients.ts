/**
 * Who a new campaign goes to: the user's own list and the skip-traced e-mails of the chosen
 * leads (never simulated ones), lower-cased and de-duplicated, each with what its placeholders
 * are filled with. The suppression list is checked when each message is sent, not here, so an
 * opt-out made after the campaign was created is honoured too.
 */
import { CAMPAIGN_MESSAGES } from '@common/contracts/email-campaigns'
import type { LeadView } from '@common/contracts/leads'
import { AppError } from '../../../http/app-error'
import type { FindLeadEmails } from './lead-email-port'

type RecipientLead = Pick<
  LeadView,
  'id' | 'propertyAddress' | 'city' | 'state' | 'zipCode' | 'caseNumber' | 'defendantName'
>

export interface CampaignRecipient {
  email: string
  name: string | null
  /** The lead it is about: a chosen lead's, or the one a typed-in recipient is attached to. */
  lead: RecipientLead | null
}

export interface ResolvedRecipients {
  recipients: CampaignRecipient[]
  duplicates: number
  /** Chosen leads with no real e-mail (none found, or only simulated ones). */
  withoutEmail: number
}

export async function resolveRecipients(options: {
  userId: string
  own: readonly { email: string; name?: string | null; lead?: RecipientLead | null }[]
  leads: readonly LeadView[]
  findLeadEmails: FindLeadEmails | undefined
}): Promise<ResolvedRecipients> {
  const seen = new Set<string>()
  const recipients: CampaignRecipient[] = []
  let duplicates = 0
  const add = (recipient: CampaignRecipient) => {
    const email = recipient.email.trim().toLowerCase()
    if (seen.has(email)) {
      duplicates++
      return
    }
    seen.add(email)
    recipients.push({ ...recipient, email })
  }
  for (const person of options.own) {
    const lead = person.lead ?? null
    add({ email: person.email, name: person.name?.trim() || lead?.defendantName || null, lead })
  }
  let withoutEmail = 0
  if (options.leads.length > 0) {
    if (!options.findLeadEmails) {
      throw new AppError('LEAD_EMAILS_UNAVAILABLE', CAMPAIGN_MESSAGES.leadEmailsUnavailable, 409)
    }
    const byLead = new Map(options.leads.map((lead) => [lead.id, lead]))
    const found = await options.findLeadEmails(options.userId, [...byLead.keys()])
    const reached = new Set<string>()
    for (const entry of found) {
      const lead = byLead.get(entry.leadId)
      if (!lead || entry.simulated) continue
      reached.add(lead.id)
      add({ email: entry.email, name: entry.name ?? lead.defendantName, lead })
    }
    withoutEmail = options.leads.length - reached.size
  }
  return { recipients, duplicates, withoutEmail }
}
