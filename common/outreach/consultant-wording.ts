/**
 * Wording that makes the sender of a message a "foreclosure consultant" (an offer to stop or
 * postpone the sale, or to save the home) or an "equity purchaser" (an offer to buy the home) under
 * the state laws of foreclosure-consultant-laws.ts. The composer flags it before anything is
 * copied or sent, and the server asks for an acknowledgement when the lead's state has such a law.
 */
import type { ForeclosureLawRole } from './foreclosure-consultant-laws'

interface WordingPattern {
  /** The phrase as the notice names it. */
  label: string
  role: ForeclosureLawRole
  pattern: RegExp
}

/** Words joined by any run of blanks; "your"/"the"/"this" accepted where a possessive stands. */
const W = String.raw`\s+`
const POSSESSIVE = `(?:your|the|this|their|his|her)`
const HOME = `(?:home|house|property|residence)`
const SALE = `(?:(?:foreclosure|sheriff(?:'s|’s)?|trustee(?:'s|’s)?|auction)${W})?(?:sale|auction)`

function phrase(source: string): RegExp {
  return new RegExp(String.raw`\b${source}\b`, 'giu')
}

const PATTERNS: readonly WordingPattern[] = [
  {
    label: 'stop your foreclosure',
    role: 'consultant',
    pattern: phrase(`(?:stop|halt|end)${W}${POSSESSIVE}${W}foreclosure`),
  },
  {
    label: 'stop the sale',
    role: 'consultant',
    pattern: phrase(`(?:stop|halt|cancel)${W}${POSSESSIVE}${W}${SALE}`),
  },
  {
    label: 'postpone the sale',
    role: 'consultant',
    pattern: phrase(`(?:postpone|delay|push${W}back)${W}${POSSESSIVE}${W}${SALE}`),
  },
  {
    label: 'save your home',
    role: 'consultant',
    pattern: phrase(`save${W}${POSSESSIVE}${W}${HOME}`),
  },
  {
    label: 'keep your home',
    role: 'consultant',
    pattern: phrase(`(?:keep|stay${W}in)${W}${POSSESSIVE}${W}${HOME}`),
  },
  {
    label: 'avoid foreclosure',
    role: 'consultant',
    pattern: phrase(`(?:avoid|prevent|beat|stop)${W}foreclosure`),
  },
  {
    label: 'loan modification',
    role: 'consultant',
    pattern: phrase(`(?:loan|mortgage)${W}modifications?`),
  },
  {
    label: 'reinstate your loan',
    role: 'consultant',
    pattern: phrase(`reinstate${W}${POSSESSIVE}${W}(?:loan|mortgage)`),
  },
  {
    label: 'buy your home',
    role: 'equity_purchaser',
    pattern: phrase(`(?:buy|purchase|take${W}over)${W}${POSSESSIVE}${W}${HOME}`),
  },
  {
    label: 'we buy houses',
    role: 'equity_purchaser',
    pattern: phrase(`we${W}buy${W}(?:houses|homes)`),
  },
  {
    label: 'cash offer',
    role: 'equity_purchaser',
    pattern: phrase(`cash${W}(?:offer|for${W}${POSSESSIVE}${W}${HOME})`),
  },
  {
    label: 'rent it back',
    role: 'equity_purchaser',
    pattern: phrase(`(?:rent|lease)${W}it${W}back|sale-?leaseback`),
  },
]

/** One flagged stretch of a message. */
export interface WordingFlag {
  /** The phrase as notices name it ('stop your foreclosure'). */
  label: string
  role: ForeclosureLawRole
  /** The words as written in the message. */
  text: string
  /** Where they start in the message (UTF-16 index). */
  index: number
}

/** Every flagged phrase in `message`, in order of appearance (case-insensitive). */
export function findConsultantWording(message: string): WordingFlag[] {
  const flags: WordingFlag[] = []
  for (const { label, role, pattern } of PATTERNS) {
    for (const match of message.matchAll(pattern)) {
      flags.push({ label, role, text: match[0], index: match.index ?? 0 })
    }
  }
  return flags.sort((a, b) => a.index - b.index)
}

/** The roles a message's wording takes on (for the rules to show). */
export function rolesOfWording(flags: readonly WordingFlag[]): ForeclosureLawRole[] {
  return [...new Set(flags.map((flag) => flag.role))]
}
