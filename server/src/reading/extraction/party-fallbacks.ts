/**
 * Where defendants come from when a document has no caption: a labelled field, a deed's
 * grantor, a tax list's owners, or the names opening a record.
 */
import { normalizeParties, splitLastFirstRun } from '../../text/names'
import { isLegalForm } from '../../text/organization-names'
import { type RoleValue, valuesOf } from './labels'
import { readPartyList } from './party-list'
import { snippetAt } from './prepare'
import type { Found, PartyNames } from './types'

/** The parties a labelled field names ('Defendant(s):', 'Grantor(s)/Mortgagor(s):', 'Owner Name:'). */
export function fromLabels(
  flat: string,
  labels: readonly RoleValue[],
  role: 'defendant' | 'owner',
  confidence: number,
): PartyNames | null {
  for (const label of valuesOf(labels, role)) {
    if (
      /\b(?:above|named|said|all|the)\s*$/i.test(
        flat.slice(Math.max(0, label.start - 12), label.start),
      )
    )
      continue
    // A two-column box read row by row puts the other box's value first ('12/22/1995 SIMON ...').
    const tail = label.value.slice(0, 600).replace(/^(?:[\d/.,$-]+\s+)+/, '')
    const raw = tail.slice(0, listEnd(tail))
    const { names, others } = readPartyList(raw)
    if (names.length === 0) continue
    return {
      value: names,
      others,
      confidence,
      snippet: snippetAt(flat, label.start, label.valueStart + raw.length, 0),
    }
  }
  return null
}

/** Where a labelled name list ends: at another party's role, a sentence or the next field. */
function listEnd(tail: string): number {
  const ends = [PARTY_OR_SENTENCE_END.exec(tail)?.index, NEXT_SENTENCE.exec(tail)?.index, 300]
  for (const word of tail.matchAll(FIELD_WORD)) {
    if (inOrganisationName(tail, word.index + word[0].length, word[0].trim())) continue
    ends.push(word.index)
    break
  }
  return Math.min(...ends.filter((at) => at !== undefined))
}

/** Words that end a labelled name list: another party's role, a numbered item, a sentence end. */
const PARTY_OR_SENTENCE_END =
  /\s(?:plaintiffs?|beneficiary|trustee|duly appointed|recorded|under|by virtue)\b|\s\d+\.\s|(?<!\b[A-Z])\.(?:\s|$)/i
/** The next field's words, which end the list unless a company's name goes on past them. */
const FIELD_WORD =
  /\s(?:legal description|legal|situs|property|address|parcel|apn|case|docket|sale|amount|tax years?)\b/gi
/** A sentence's first word after the names. */
const NEXT_SENTENCE = /\s(?=(?:The|This|That|Said|Commonly|Being|Situated|Dated|Which|All)\s)/

/**
 * True when the capitalised `word` ending at `after` is inside a company's name: at most three
 * more capitalised words, then the company's legal form ('THREE RIVERS PROPERTY GROUP INC',
 * 'Case Holdings, LLC'). A person's name does not go on to a legal form, so 'JOHN DOE Property
 * Address ...' still ends at 'Property'.
 */
function inOrganisationName(tail: string, after: number, word: string): boolean {
  if (!/^[A-Z]/.test(word)) return false
  const words = tail.slice(after).trim().split(/\s+/).slice(0, 4)
  for (const [index, next] of words.entries()) {
    if (isLegalForm(next.replace(/,$/, ''))) return true
    // A comma only before the legal form ('Group, Inc.').
    const comma = next.endsWith(',') && isLegalForm(words[index + 1]?.replace(/,$/, '') ?? '')
    if (!/^[A-Z][A-Za-z&'-]*$/.test(comma ? next.slice(0, -1) : next)) return false
  }
  return false
}

/** A deed's grantor: 'given by X to', 'executed by X to' (or 'X dated'), 'Security Deed from X to', 'X, as Grantor'. */
const GRANTOR_PATTERNS: RegExp[] = [
  /\b(?:given|executed|made|granted|signed)\s+by\s+(.{3,200}?),?\s+(?:to|in favor of|unto|dated|recorded)\s/i,
  /\b(?:deed(?: of trust| to secure debt)?|mortgage|security deed)\b[^.]{0,120}?\bfrom\s+(.{3,160}?),?\s+(?:to|in favor of)\s/i,
  /(?:^|[.;:]\s|\d,\s|WHEREAS,?\s+)((?:(?![.;:]\s).){3,150}?),?\s+as\s+(?:grantors?|mortgagors?|borrowers?|trustors?)(?:\s*\/\s*\w+)?\b/i,
]

/** What each grantor pattern (in the order above) names, at its first match. */
export function fromGrantor(flat: string): PartyNames[] {
  const found: PartyNames[] = []
  for (const pattern of GRANTOR_PATTERNS) {
    const match = pattern.exec(flat)
    if (!match) continue
    let raw = match[1]!.replace(/^.*\bon\s+\d{1,2}\/\d{1,2}\/\d{2,4},?\s*/i, '')
    raw = raw
      .replace(/^(?:WHEREAS|on)\b,?\s*/i, '')
      .replace(/^.*\b(?:made|given|executed) by\s+/i, '')
    const { names, others } = readPartyList(raw)
    if (names.length === 0) continue
    found.push({
      value: names,
      others,
      confidence: 0.75,
      snippet: snippetAt(flat, match.index, match.index + match[0].length, 0),
    })
  }
  return found
}

/** A tax-sale list's owners: 'ASSESSED FOR $55,200 TO HILL, ETHEL PAYNE, MAMIE E $13,633.15'. */
const ASSESSED_TO =
  /\bassessed\s+(?:for|at|value)?\s*\$?\s*[\d,]+(?:\.\d{2})?\s+to\s+(.{2,200}?)\s*\$\s*[\d,]+\.\d{2}/i

export function fromTaxList(flat: string): Found<string[]> | null {
  const match = ASSESSED_TO.exec(flat)
  if (!match) return null
  const raw = match[1]!.trim()
  const run = splitLastFirstRun(raw) ?? normalizeParties(raw)
  const names = run ? run.split('; ').filter((name) => /[A-Za-z]{2}/.test(name)) : []
  if (names.length === 0) return null
  return {
    value: names,
    confidence: 0.7,
    snippet: snippetAt(flat, match.index, match.index + match[0].length, 0),
  }
}

/** 'Jane Doe and John Doe GD-08-017655 ...': the names before the record's docket number. */
export function fromRecordOpening(flat: string, caseNumberValue: string | null): PartyNames | null {
  if (!caseNumberValue) return null
  const at = flat.indexOf(caseNumberValue)
  if (at <= 0 || at > 400) return null
  const head = flat
    .slice(0, at)
    .replace(/^\s*\d+\.\s*/, '')
    .replace(/[\s,;:-]+$/, '')
  if (head.length < 4 || /\b(?:court|sale|county of)\b/i.test(head) || /:\s/.test(head)) return null
  const { names, others } = readPartyList(head)
  if (names.length === 0) return null
  return {
    value: names,
    others,
    confidence: 0.6,
    snippet: snippetAt(flat, 0, at + caseNumberValue.length, 0),
  }
}
