/**
 * What the composer must show and ask before a message is copied or logged: the wording that
 * state foreclosure-consultant laws regulate, the rules of the lead's state, and whether the
 * lead's case may have ended. The server checks the same (outreach-guard.ts).
 */
import type { OutreachLeadView } from '@common/contracts/outreach'
import { type CaseStatusCheck, checkCaseStatus } from '@common/outreach/case-status'
import {
  findConsultantWording,
  rolesOfWording,
  type WordingFlag,
} from '@common/outreach/consultant-wording'
import {
  type ForeclosureLawRule,
  foreclosureLawRulesFor,
} from '@common/outreach/foreclosure-consultant-laws'

export interface ComposerChecks {
  flags: WordingFlag[]
  /** Every rule of the lead's state (shown as information). */
  stateRules: ForeclosureLawRule[]
  /** The rules the message's wording brings into play: these need the user's acknowledgement. */
  rulesInPlay: ForeclosureLawRule[]
  caseStatus: CaseStatusCheck
}

/** The user's calendar day, YYYY-MM-DD. */
function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

export function composerChecks(
  message: { subject: string; body: string },
  lead: OutreachLeadView | null,
  today = localToday(),
): ComposerChecks {
  const flags = findConsultantWording(`${message.subject}\n${message.body}`)
  const roles = rolesOfWording(flags)
  const stateRules = foreclosureLawRulesFor(lead?.state)
  return {
    flags,
    stateRules,
    rulesInPlay: stateRules.filter((rule) => roles.includes(rule.role)),
    caseStatus: lead ? checkCaseStatus(lead, today) : { needsConfirmation: false, reasons: [] },
  }
}
