/**
 * A short plain-language summary of a document or of one lead (Elite: "AI summarization"):
 * the kind of filing, who against whom, the property, the amount, the sale date and where the
 * sale stands, and what normally happens next at that stage. Every fact comes from the
 * extracted fields; a field that was not found is left out, never guessed. The sentences about
 * what happens next are general descriptions of the stage, not facts about the case.
 */

import { foreclosureProcessOf, PROCESS_NOTES } from '@common/foreclosure-process'
import { US_STATES } from '@common/us-states'
import type { AnswerDeadline } from '../extraction/answer-deadline'

/** The fields a summary may use (a document's or a lead's). */
export interface SummaryFields {
  documentType: string | null
  defendantName: string | null
  plaintiff: string | null
  propertyAddress: string | null
  caseNumber: string | null
  court: string | null
  loanAmount: string | null
  amountKind: string | null
  saleDate: string | null
  saleStatus: string | null
  filingDate: string | null
  /** The property's state (two letters): what normally happens next there. */
  state?: string | null
  /** The deadline to answer, when the document states one. */
  answerDeadline?: AnswerDeadline | null
}

const AMOUNT_WORDS: Record<string, string> = {
  loan: 'a loan of',
  judgment: 'a judgment of',
  upset_price: 'an upset price of',
  minimum_bid: 'an opening bid of',
  tax: 'taxes owed of',
  other: 'an amount of',
}

/** What normally happens next at each stage (general, not about this case). */
const NEXT_STEP: Record<string, string> = {
  'lis pendens':
    'A foreclosure suit has been filed; the owner usually has a few weeks to answer, and without an answer the lender can ask the court for a judgment and a sale.',
  'verified complaint':
    'A foreclosure suit has been filed; the owner usually has a few weeks to answer, and without an answer the lender can ask the court for a judgment and a sale.',
  summons:
    'The owner has been served and must answer within the time the summons gives, or the court may enter a default judgment.',
  'notice of sheriff sale':
    'The court has entered a judgment and the property is to be auctioned; after the sale the court usually confirms it, and some states let the owner redeem for a time.',
  'notice of trustee sale':
    'This is a sale without a court case: the trustee auctions the property on the sale date unless the owner cures the default or the sale is postponed.',
  'report of foreclosure sale':
    'The property has been auctioned; the sale usually still needs the court to confirm it.',
  'tax foreclosure':
    'Property taxes are unpaid; the lien or the property is to be sold, and owners can usually redeem within the period the state allows.',
}

const STATUS_WORDS: Record<string, string> = {
  postponed: 'The sale has been postponed',
  cancelled: 'The sale has been cancelled',
  stayed: 'The sale is stayed (often by a bankruptcy filing)',
  sold: 'The property has been sold',
}

const money = (value: string) =>
  `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

function longDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
}

const stateName = (code: string) =>
  code === 'DC'
    ? 'the District of Columbia'
    : (US_STATES.find(([state]) => state === code)?.[1] ?? code)

/** What normally happens in the state's process (Nolo's chart, common/foreclosure-process.ts). */
function processSentence(state: string | null | undefined): string | null {
  const process = foreclosureProcessOf(state)
  if (!process || !state) return null
  const code = state.toUpperCase()
  const name = stateName(code)
  const note = PROCESS_NOTES[code] ? ` (there, ${PROCESS_NOTES[code]})` : ''
  if (process === 'judicial') {
    return `${name} forecloses through the courts: the lender needs a court judgment before a sale is ordered, and the owner can answer the suit and raise defences.`
  }
  if (process === 'non-judicial') {
    return `${name} usually forecloses without a court case: after the notices the state requires, the trustee or lender auctions the property on the sale date${note}, unless the default is cured or the sale is postponed.`
  }
  return `${name} sees foreclosures both through the courts and outside them under a power of sale.`
}

/** 'The owner has until March 3, 2025 to answer.' or 'The owner has 20 days after service ...'. */
function deadlineSentence(deadline: AnswerDeadline | null | undefined): string | null {
  if (!deadline) return null
  if (deadline.date) return `The document gives until ${longDate(deadline.date)} to answer.`
  if (deadline.days) {
    return `The document gives ${deadline.days} days after ${deadline.after ?? 'service'} to answer.`
  }
  return null
}

/** The summary's sentences, or null when the fields say too little to summarise. */
export function summarize(fields: SummaryFields): string | null {
  const kind = fields.documentType?.toLowerCase() ?? null
  const sentences: string[] = []
  const parties = [
    fields.plaintiff ? `${fields.plaintiff}` : null,
    fields.defendantName ? `${fields.defendantName.split('; ').join(', ')}` : null,
  ]
  const title = kind && kind !== 'other' ? fields.documentType! : 'Foreclosure document'
  if (parties[0] && parties[1]) sentences.push(`${title}: ${parties[0]} against ${parties[1]}.`)
  else if (parties[1]) sentences.push(`${title} naming ${parties[1]}.`)
  else if (kind && kind !== 'other') sentences.push(`${title}.`)
  const where = [
    fields.caseNumber ? `case ${fields.caseNumber}` : null,
    fields.court ? `in ${fields.court}` : null,
  ].filter(Boolean)
  if (where.length) sentences.push(`It is ${where.join(' ')}.`)
  if (fields.propertyAddress) sentences.push(`The property is ${fields.propertyAddress}.`)
  if (fields.loanAmount) {
    sentences.push(
      `It states ${AMOUNT_WORDS[fields.amountKind ?? 'other'] ?? 'an amount of'} ${money(fields.loanAmount)}.`,
    )
  }
  const status = fields.saleStatus ? STATUS_WORDS[fields.saleStatus] : null
  if (fields.saleDate) {
    sentences.push(
      status
        ? `${status}; the sale date given is ${longDate(fields.saleDate)}.`
        : `The sale is set for ${longDate(fields.saleDate)}.`,
    )
  } else if (status) {
    sentences.push(`${status}.`)
  } else if (fields.filingDate) {
    sentences.push(`It is dated ${longDate(fields.filingDate)}.`)
  }
  const knownKind = Boolean(kind && kind !== 'other')
  if (sentences.length === 0 || (sentences.length === 1 && !knownKind)) return null
  const deadline = deadlineSentence(fields.answerDeadline)
  if (deadline) sentences.push(deadline)
  const live = !fields.saleStatus || fields.saleStatus === 'scheduled'
  const next = kind ? NEXT_STEP[kind] : undefined
  if (next && live) sentences.push(next)
  const process = live ? processSentence(fields.state) : null
  if (process) sentences.push(process)
  return sentences.join(' ')
}
