/**
 * The answer deadline a summons or complaint states: a period ('within twenty (20) days after
 * service of this summons') or a date ('on or before May 3, 2024', as Florida's notices of
 * action print it), only where the sentence is about answering, responding or serving defences.
 * Nothing is inferred: a document that states no deadline has none.
 */
import { parseDate } from '../../text/dates'
import { snippetAt } from './prepare'
import type { AnswerDeadline, Found } from './types'

export type { AnswerDeadline }

const ANSWER_WORDS =
  /\b(?:answer|respond|response|written defenses?|defenses?,? if any|appear and defend|plead)\b/i

const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  'twenty one': 21,
  'twenty-eight': 28,
  'twenty eight': 28,
  thirty: 30,
  'thirty-five': 35,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
}

const PERIOD =
  /\bwithin\s+(?:([a-z]+(?:[- ][a-z]+)?)\s*)?(?:\(\s*(\d{1,3})\s*\)\s*|(\d{1,3})\s+)(?:calendar\s+)?days?\s+(?:after|from|of)\s+(?:the\s+)?((?:date\s+of\s+(?:the\s+)?)?(?:first\s+)?(?:service|publication|receipt)(?:\s+of\s+(?:this|the)\s+(?:summons|notice|complaint))?)/gi
const ON_OR_BEFORE =
  /\b(?:on or before|no later than|not later than)\s+((?:[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})|\d{1,2}\/\d{1,2}\/\d{2,4})/g

/** The sentence around `index` (at most 400 characters back), to check it is about answering. */
function sentenceBefore(flat: string, index: number): string {
  const from = Math.max(0, index - 400)
  const before = flat.slice(from, index)
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '))
  return stop >= 0 ? before.slice(stop + 2) : before
}

/** The first answer deadline the text states, or null. */
export function findAnswerDeadline(flat: string): Found<AnswerDeadline> | null {
  for (const match of flat.matchAll(PERIOD)) {
    const index = match.index ?? 0
    const context = `${sentenceBefore(flat, index)} ${match[0]}`
    if (!ANSWER_WORDS.test(context)) continue
    const days = Number(match[2] ?? match[3] ?? NUMBER_WORDS[match[1]?.toLowerCase() ?? ''] ?? NaN)
    if (!Number.isInteger(days) || days <= 0 || days > 120) continue
    return {
      value: { date: null, days, after: match[4]!.replace(/\s+/g, ' ').toLowerCase() },
      confidence: 0.8,
      snippet: snippetAt(flat, index, index + match[0].length, 60),
    }
  }
  for (const match of flat.matchAll(ON_OR_BEFORE)) {
    const index = match.index ?? 0
    if (!ANSWER_WORDS.test(sentenceBefore(flat, index))) continue
    const date = parseDate(match[1]!.replace(/(\d)(?:st|nd|rd|th)\b/, '$1'))
    if (!date) continue
    return {
      value: { date, days: null, after: null },
      confidence: 0.75,
      snippet: snippetAt(flat, index, index + match[0].length, 60),
    }
  }
  return null
}
