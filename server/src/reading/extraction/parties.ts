/**
 * Plaintiff and defendants: from a caption's 'X, Plaintiff, v. Y, Defendants.' block, from
 * labels ('Defendant:', 'Trustor:', 'Grantor(s):', 'Taxpayer:', 'Owner Name:'), from a deed's
 * grantor ('Security Deed given by X to Y', 'X, as Grantor/Borrower, executed'), from a tax-sale
 * list's 'assessed for $N to OWNERS', or, in a list of sale notices, from the names that open a
 * record before its docket number.
 */
import { normalizeParties } from '../../text/names'
import { STATE_NAME_PATTERN } from '../../text/us-states'
import { partyRole } from '../names/name-grammar'
import { type RoleValue, valuesOf } from './labels'
import { chooseParties, type PartyCandidate } from './party-candidates'
import { fromGrantor, fromLabels, fromRecordOpening, fromTaxList } from './party-fallbacks'
import { readPartyList } from './party-list'
import { snippetAt } from './prepare'
import type { Found, NamedParty, PartyNames, PartySource, ScoredParties } from './types'

/** 'Plaintiff, v.' / 'Plaintiffs, vs.' / 'Plaintiff -against-' between the two sides. */
const VERSUS =
  /,?\s*\(?(?<!\b(?:above[- ]named|said|the|such|named|by)\s+)\b(?:plaintiffs?|petitioners?)\)?[,.]?\s*(?:(?:verified complaint|summons(?: and complaint)?|complaint|(?:referee'?s |judgment of )?report of sale|notice of pendency|(?:notice of )?lis pendens|civil action)\s+)?(?:v\.?|vs\.?|versus|-\s*against\s*-|-?against-?|(?<=[,.]\s{1,3})(?=\S{1,3}\s)\S*[^\sA-Za-z0-9,:;]\S*)\s+/i
const DEFENDANT_END = /[,.]?\s*\(?\b(?:defendants?|respondents?)\)?(?:\(s\))?[.,:;]*(?=\s|$)/i
/** Where the plaintiff's name starts: after the court caption or the case number. */
const PLAINTIFF_START = new RegExp(
  String.raw`(?:\b(?:county|parish) of\s+(?:new york|[A-Za-z]+)\b|\b(?:county|parish|division|circuit|district|pleas|court)\b,?(?:\s+(?:state of\s+)?(?:${STATE_NAME_PATTERN}))?|(?:no|number|#)\.?\s*:?\s*[A-Z0-9][\w\-/.]*\d[\w\-/]*|\b(?:general jurisdiction|civil action|in chancery|foreclosure)\b)[\s,:.]*`,
  'gi',
)
/** A labelled case number printed inside the plaintiff's lines by a two-column caption. */
const CASE_LABEL_IN_CAPTION =
  /\b(?:index|case|docket|file)\s*(?:no|number|#)\.?\s*:?\s*[A-Z0-9][\w\-/.]*\d[\w\-/]*/gi
/** Document titles a two-column caption prints beside the parties; never a party's name. */
const TITLE_IN_CAPTION =
  /\b(?:(?:referee'?s |judgment of )?report of sale|verified complaint|summons(?: and complaint)?|notice of (?:lis pendens|pendency of action)|(?:adjourned )?notice of (?:\w+'?s? )?(?:foreclosure |sheriff'?s |trustee'?s )?sale)\b/gi
/**
 * What a scanned court form prints in its right-hand box beside the defendants, which OCR
 * reads into their lines: the case number, 'Case Code: 30404', 'Code No. 30404', the case
 * classification ('Foreclosure of Mortgage', 'Dollar Amount Greater Than $5,000.00').
 */
const BOX_IN_CAPTION = [
  /\b(?:index|case|docket|file|civil action)\s*(?:no|number|#)\.?\s*:?\s*(?:\d{2,4} [A-Z]{1,3} \d{3,7}|[A-Z0-9][\w\-/.]*\d[\w\-/]*)/gi,
  /\b(?:case\s+)?code(?:\s*no\.?)?\s*:?\s*\d{3,6}\b/gi,
  /\b(?:foreclosure of (?:mortgage|real estate)|mortgage foreclosure|dollar amount (?:greater|less) than \$?[\d,.]+|(?:case|classification)\s*:\s*[a-z ]+)\b/gi,
  /(?:^|\s)(?:foreclosure|--+|=+)(?=\s|$)/gi,
]

/**
 * The text with what a court form's right-hand box prints (case number, case code, title)
 * taken out of its opening, where OCR interleaves it with the parties.
 */
function withoutCaptionBoxes(flat: string): string {
  let head = flat.slice(0, 2500)
  for (const pattern of BOX_IN_CAPTION.slice(0, 3)) head = head.replace(pattern, ' ')
  head = head.replace(TITLE_IN_CAPTION, ' ')
  return head.replace(/\s{2,}/g, ' ') + flat.slice(2500)
}

/** A caption's defendants with the box text and OCR marks taken out. */
function cleanCaptionParties(raw: string): string {
  let text = raw.replace(TITLE_IN_CAPTION, ' ')
  for (const pattern of BOX_IN_CAPTION) text = text.replace(pattern, ' ')
  // OCR reads a clipped 'and' at the left margin as 'nd' / 'ad'.
  return text.replace(/\s(?:nd|ad|an)\s(?=[A-Z])/g, ' and ')
}

interface Parties {
  plaintiff: Found<string> | null
  defendants: PartyNames | null
}

/** What the parties' reading gives: the chosen lists and every candidate it chose among. */
export interface PartyReading {
  plaintiff: Found<string> | null
  defendants: Found<string[]> | null
  candidates: ScoredParties[]
  /** Every party the chosen place names, with its role (types.ts NamedParty). */
  parties: NamedParty[]
}

/**
 * Plaintiff and defendants. The defendants are the scorer's choice among every candidate list
 * the text offers (party-candidates.ts): the caption, labels, a deed's grantor, an owner label,
 * a tax list's owners and a record's opening.
 */
export function findParties(
  flat: string,
  caseNumberValue: string | null,
  labels: readonly RoleValue[] = [],
): PartyReading {
  const opening = withoutCaptionBoxes(flat)
  const caption = fromCaption(opening, VERSUS, DEFENDANT_END, 0.9)
  const inline = fromCaption(opening, BARE_VERSUS, BARE_END, 0.7)
  const plaintiff = caption.plaintiff ?? labelledPlaintiff(flat, labels) ?? inline.plaintiff
  const candidates: PartyCandidate[] = []
  const offer = (source: PartySource, found: PartyNames | null) => {
    if (!found || found.value.length === 0) return
    const at = Math.max(0, flat.indexOf(found.snippet.slice(0, 40)))
    candidates.push({ source, found, at })
  }
  offer('caption', caption.defendants)
  offer('inline caption', inline.defendants)
  offer('defendant label', fromLabels(flat, labels, 'defendant', 0.85))
  for (const found of fromGrantor(flat)) offer('grantor clause', found)
  offer('owner label', fromLabels(flat, labels, 'owner', 0.75))
  offer('tax list', fromTaxList(flat))
  offer('record opening', fromRecordOpening(flat, caseNumberValue))
  const chosen = chooseParties(candidates, flat.length)
  const defendants = chosen.defendants?.value ?? []
  const parties: NamedParty[] = [
    ...(plaintiff ? [{ name: plaintiff.value, role: 'plaintiff' as const }] : []),
    ...defendants.map((name) => ({ name, role: partyRole(name) })),
    ...chosen.others,
  ]
  return { plaintiff, defendants: chosen.defendants, candidates: chosen.scored, parties }
}

/** Lower-case 'v.' only (or after a comma): 'Henrietta V. Okoro' is a middle initial. */
const BARE_VERSUS = /\s(?:v\.|[Vv][Ss]\.?|VS\.?|versus|VERSUS)\s+|,\s+V\.\s+/
const BARE_END = /,?\s*\bet\s+(?:al|ux|vir)\b\.?|(?<!\b[A-Z][a-z]{0,3})\.(?:\s|$)|[;:]/i
const PLAINTIFF_LABEL =
  /\b(?:plaintiffs?|petitioners?|beneficiary|lender|mortgagee)\s*:\s*([^:]{3,120}?)(?=[.:;,]?\s+(?:defendants?|trustors?|mortgagors?|the property|commonly|docket|case)\b|,\s*(?:c\/o|by its|through|attorneys?)\b|\.\s|$)/i

function labelledPlaintiff(flat: string, labels: readonly RoleValue[]): Found<string> | null {
  const match = PLAINTIFF_LABEL.exec(flat)
  const value = match ? normalizeParties(match[1]) : null
  if (match && value) {
    return {
      value,
      confidence: 0.8,
      snippet: snippetAt(flat, match.index, match.index + match[0].length, 0),
    }
  }
  // A listing's plaintiff column ('Certificate Holder Name:', 'Plaintiff:' before the next label).
  const label = valuesOf(labels, 'plaintiff').find((entry) =>
    /plaintiff|petitioner|certificate holder/i.test(entry.label),
  )
  const labelled = label
    ? normalizeParties(label.value.split(/[,;]\s*(?:c\/o|by its|through|attorneys?)\b/i)[0])
    : null
  return label && labelled
    ? { value: labelled, confidence: 0.75, snippet: snippetAt(flat, label.start, label.end, 0) }
    : null
}

function fromCaption(
  flat: string,
  versusPattern: RegExp,
  endPattern: RegExp,
  confidence: number,
): Parties {
  const versus = versusPattern.exec(flat)
  // A bare 'X vs. Y' counts only in the document's opening, where a case style is printed.
  const tooLate = versus && versusPattern === BARE_VERSUS && versus.index > 1500
  if (!versus || tooLate) return { plaintiff: null, defendants: null }
  const before = flat
    .slice(Math.max(0, versus.index - 260), versus.index)
    .replace(CASE_LABEL_IN_CAPTION, ' ')
  let from = 0
  for (const match of before.matchAll(PLAINTIFF_START)) from = match.index + match[0].length
  // OCR leaves specks as one- or two-character marks ('i', ':') before the name.
  const plaintiffText = before
    .slice(from)
    .replace(/^(?:\s*[^A-Z0-9\s"'(]\S?(?=\s))+/, '')
    .replace(/^[\s,:;]+|[\s,;]+$/g, '')
  const plaintiffName = normalizeParties(
    plaintiffText.replace(
      /,?\s*\b(?:as trustee|not in its individual|by its (?:servicer|attorney)|by and through).*$/i,
      '',
    ),
  )
  const plaintiff = plaintiffName
    ? {
        value: plaintiffName,
        confidence: confidence - 0.05,
        snippet: snippetAt(
          flat,
          versus.index - plaintiffText.length,
          versus.index + versus[0].length,
          0,
        ),
      }
    : null
  const afterStart = versus.index + versus[0].length
  const after = flat.slice(afterStart, afterStart + 900)
  const end = endPattern.exec(after)
  if (!end) return { plaintiff, defendants: null }
  const { names, others } = readPartyList(cleanCaptionParties(after.slice(0, end.index)))
  if (names.length === 0) return { plaintiff, defendants: null }
  return {
    plaintiff,
    defendants: {
      value: names,
      others,
      confidence,
      snippet: snippetAt(flat, afterStart, afterStart + end.index + end[0].length, 0),
    },
  }
}
