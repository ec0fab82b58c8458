/**
 * What the law asks before a message about a lead is copied or logged, checked on the server as
 * the composer checks it in the browser: the state's foreclosure-consultant or equity-purchaser
 * law when the wording is regulated there, and the case status when the owner may have cured.
 */

import type { LeadView } from '@common/contracts/leads'
import { OUTREACH_MESSAGES } from '@common/contracts/outreach'
import { checkCaseStatus } from '@common/outreach/case-status'
import { findConsultantWording, rolesOfWording } from '@common/outreach/consultant-wording'
import { foreclosureLawRulesFor } from '@common/outreach/foreclosure-consultant-laws'
import { AppError } from '../../../http/app-error'

/** The rules of the lead's state that the message's wording brings into play. */
function stateRulesInPlay(state: string | null, text: string) {
  const roles = rolesOfWording(findConsultantWording(text))
  return foreclosureLawRulesFor(state).filter((rule) => roles.includes(rule.role))
}

/** Today's calendar date in UTC, YYYY-MM-DD. */
function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/**
 * Throws 409 when the user has not confirmed what this message about `lead` needs: the state law
 * (STATE_LAW_ACKNOWLEDGEMENT_REQUIRED, naming the rules) or the case status
 * (CASE_STATUS_CONFIRMATION_REQUIRED, naming the reasons).
 */
export function assertLawfulOutreach(
  lead: Pick<
    LeadView,
    'state' | 'status' | 'filingType' | 'saleDate' | 'saleStatus' | 'stage' | 'nextSaleDate'
  >,
  message: { subject?: string | null; message: string },
  confirmed: { stateLawAcknowledged: boolean; caseStatusConfirmed: boolean },
  now = new Date(),
): void {
  const rules = stateRulesInPlay(lead.state, `${message.subject ?? ''}\n${message.message}`)
  if (rules.length > 0 && !confirmed.stateLawAcknowledged) {
    throw AppError.conflict(
      'STATE_LAW_ACKNOWLEDGEMENT_REQUIRED',
      OUTREACH_MESSAGES.stateLaw(lead.state ?? ''),
      { rules: rules.map((rule) => ({ id: rule.id, citation: rule.citation })) },
    )
  }
  const caseStatus = checkCaseStatus(lead, todayUtc(now))
  if (caseStatus.needsConfirmation && !confirmed.caseStatusConfirmed) {
    throw AppError.conflict('CASE_STATUS_CONFIRMATION_REQUIRED', OUTREACH_MESSAGES.caseStatus, {
      reasons: caseStatus.reasons,
    })
  }
}
