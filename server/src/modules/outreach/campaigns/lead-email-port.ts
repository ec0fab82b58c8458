/**
 * What campaigns need from the contacts module, passed in at the composition root so that
 * outreach does not import contacts: the e-mail addresses skip tracing found for the user's leads.
 */

interface LeadEmailRecipient {
  leadId: string
  email: string
  /** The person the address belongs to (a defendant of the lead). */
  name: string | null
  /**
   * True for an address a provider simulator made up. The port must never yield one; campaigns
   * drop any that arrive anyway, so a made-up address is never e-mailed.
   */
  simulated: boolean
}

/** The real addresses found for `userId`'s own leads among `leadIds` (others are ignored). */
export type FindLeadEmails = (
  userId: string,
  leadIds: readonly string[],
) => Promise<LeadEmailRecipient[]>
