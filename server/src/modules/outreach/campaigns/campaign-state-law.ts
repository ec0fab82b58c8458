/**
 * State foreclosure-consultant and equity-purchaser laws applied to a campaign, as the composer
 * applies them to one message (docs/decisions/0025, 0029): the wording of its subject and body
 * is checked with the same patterns; the rules that wording brings into play are those of the
 * states of its recipient leads. Flagged wording needs the user's acknowledgement before the
 * campaign starts, whatever the states (several states regulate it, and the user's own list has
 * no state to go by).
 */
import { CAMPAIGN_MESSAGES, type EmailCampaignView } from '@common/contracts/email-campaigns'
import { findConsultantWording, rolesOfWording } from '@common/outreach/consultant-wording'
import { foreclosureLawRulesFor } from '@common/outreach/foreclosure-consultant-laws'
import type { EmailCampaign } from '../../../db/schema'
import { AppError } from '../../../http/app-error'

type CampaignWording = Pick<
  EmailCampaign,
  'subject' | 'body' | 'leadStates' | 'stateLawAcknowledgedAt'
>

function rulesInPlay(campaign: CampaignWording) {
  const found = findConsultantWording(`${campaign.subject}\n${campaign.body}`)
  const roles = rolesOfWording(found)
  const flags = [...new Map(found.map((flag) => [flag.text.toLowerCase(), flag])).values()].map(
    ({ label, text }) => ({ label, text }),
  )
  const leadStates = [...new Set(campaign.leadStates)].sort()
  const rules = leadStates
    .flatMap((state) => foreclosureLawRulesFor(state))
    .filter((rule) => roles.includes(rule.role))
  return { flags, leadStates, rules }
}

export function campaignStateLaw(campaign: CampaignWording): EmailCampaignView['stateLaw'] {
  const { flags, leadStates, rules } = rulesInPlay(campaign)
  return {
    flags,
    leadStates,
    ruleIds: rules.map((rule) => rule.id),
    needsAcknowledgement: flags.length > 0,
    acknowledgedAt: campaign.stateLawAcknowledgedAt?.toISOString() ?? null,
  }
}

/**
 * Throws 409 STATE_LAW_ACKNOWLEDGEMENT_REQUIRED (with the flagged words and the rules in play)
 * when the campaign's wording is flagged and the user has not acknowledged it, now or before.
 */
export function assertStateLawAcknowledged(
  campaign: CampaignWording,
  acknowledgedNow: boolean,
): void {
  const { flags, rules } = rulesInPlay(campaign)
  if (flags.length === 0 || campaign.stateLawAcknowledgedAt || acknowledgedNow) return
  throw AppError.conflict('STATE_LAW_ACKNOWLEDGEMENT_REQUIRED', CAMPAIGN_MESSAGES.stateLaw, {
    flags,
    rules: rules.map((rule) => ({ id: rule.id, state: rule.state, citation: rule.citation })),
  })
}
