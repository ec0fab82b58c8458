/**
 * Plaintiff and defendants: from a caption's 'X, Plaintiff, v. Y, Defendants.' block, from
 * labels ('Defendant:', 'Trustor:', 'Taxpayer:', 'Owner of record:') or, in a list of sale
 * notices, from the names that open a record before its docket number.
 */
import { normalizeParties } from '../../../text/names'
import { splitParties } from '../../../text/party-split'
import { STATE_NAME_PATTERN } from '../../../text/us-states'
import { snippetAt } from './prepare'
import type { Found } from './types'

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
  /\b(?:(?:referee'?s |judgment of )?report of sale|verified complaint|summons(?: and complaint)?|notice of (?:lis pendens|pendency of action))\b/gi

const LABELS =
  /\b(?:defendants?(?:\(s\))?|trustors?(?:\(s\))?|mortgagors?(?:\(s\))?|borrowers?(?:\(s\))?|taxpayers?(?:\(s\))?|grantors?(?:\(s\))?|(?:reputed |record )?owners?(?:\(s\))?(?: of record)?|owner\/record title holder[^:]{0,40}|property owners?|in the name of)\s*:\s*/gi
/** Words that end a labelled name list. */
const LABEL_END =
  /\s(?:plaintiffs?|beneficiary|trustee|legal|situs|property|address|parcel|apn|case|docket|sale|amount|tax years?|duly appointed|recorded|under|by virtue|legal description)\b|\s\d+\.\s|(?<!\b[A-Z])\.(?:\s|$)|:\s/i
/** Case-sensitive ends of a name list: the next 'Label:' or a sentence's first word. */
const NEXT_LABEL =
  /\s(?:[A-Z][a-z]+\s(?:[A-Z][a-z]+|[a-z]+)|[A-Z][A-Za-z()']*):\s|\s(?=(?:The|This|That|Said|Commonly|Being|Situated|Dated|Which|All)\s)/
const UNKNOWN_SPOUSE = /\bunknown spouses? of\s+([^;,]+)/gi
const NOT_A_PERSON =
  /^(?:defendants?|plaintiffs?)\.?$|\b(?:john|jane|richard|mary) doe\b|\bfictitious\b|^(?:unknown (?:tenants?|occupants?|owners?|parties|persons?|claimants|heirs?(?! of))\b.*|non-?record claimants|john doe|jane doe|all other|any and all|the unknown|tenants?\b|occupants?\b|parties in possession|husband|wife|a single|his wife|her husband)\b/i

/** Normalized, de-duplicated party names from a run of parties; unknown spouses kept. */
export function partyList(raw: string): string[] {
  const spouses = [...raw.matchAll(UNKNOWN_SPOUSE)].map(
    (match) => `Unknown Spouse of ${normalizeParties(match[1]) ?? match[1]}`,
  )
  const rest = raw.replace(UNKNOWN_SPOUSE, '; ').replace(/["\u201c\u201d]/g, '')
  const names = splitParties(rest)
    .filter((name) => !NOT_A_PERSON.test(name.trim()) && /[A-Za-z]{2}/.test(name))
    .map((name) => normalizeParties(name) ?? name)
    .flatMap((name) => name.split('; '))
    .filter((name) => name.split(' ').length <= 8)
  return [...new Set([...names, ...spouses])]
}

interface Parties {
  plaintiff: Found<string> | null
  defendants: Found<string[]> | null
}

/** Plaintiff and defendants from the caption, else from labels, else from a notice's opening. */
export function findParties(flat: string, caseNumberValue: string | null): Parties {
  const caption = fromCaption(flat, VERSUS, DEFENDANT_END, 0.9)
  if (caption.defendants) return caption
  const inline = fromCaption(flat, BARE_VERSUS, BARE_END, 0.7)
  const plaintiff = caption.plaintiff ?? labelledPlaintiff(flat) ?? inline.plaintiff
  const labelled = fromLabels(flat)
  if (labelled) return { plaintiff, defendants: labelled }
  if (inline.defendants) return { plaintiff, defendants: inline.defendants }
  return { plaintiff, defendants: fromRecordOpening(flat, caseNumberValue) }
}

/** Lower-case 'v.' only (or after a comma): 'Henrietta V. Okoro' is a middle initial. */
const BARE_VERSUS = /\s(?:v\.|[Vv][Ss]\.?|VS\.?|versus|VERSUS)\s+|,\s+V\.\s+/
const BARE_END = /,?\s*\bet\s+(?:al|ux|vir)\b\.?|(?<!\b[A-Z][a-z]{0,3})\.(?:\s|$)|[;:]/i
const PLAINTIFF_LABEL =
  /\b(?:plaintiffs?|petitioners?|beneficiary|lender|mortgagee)\s*:\s*([^:]{3,120}?)(?=[.:;,]?\s+(?:defendants?|trustors?|mortgagors?|the property|commonly|docket|case)\b|,\s*(?:c\/o|by its|through|attorneys?)\b|\.\s|$)/i
const GIVEN_BY = /\b(?:given|executed|made|granted)\s+by\s+(.{3,200}?)\s+(?:to|in favor of|unto)\s/i

function labelledPlaintiff(flat: string): Found<string> | null {
  const match = PLAINTIFF_LABEL.exec(flat)
  const value = match ? normalizeParties(match[1]) : null
  return match && value
    ? {
        value,
        confidence: 0.8,
        snippet: snippetAt(flat, match.index, match.index + match[0].length, 0),
      }
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
  const names = partyList(after.slice(0, end.index).replace(TITLE_IN_CAPTION, ' '))
  if (names.length === 0) return { plaintiff, defendants: null }
  return {
    plaintiff,
    defendants: {
      value: names,
      confidence,
      snippet: snippetAt(flat, afterStart, afterStart + end.index + end[0].length, 0),
    },
  }
}

function fromLabels(flat: string): Found<string[]> | null {
  for (const label of flat.matchAll(LABELS)) {
    const start = label.index + label[0].length
    if (
      /\b(?:above|named|said|all|the)\s*$/i.test(
        flat.slice(Math.max(0, label.index - 12), label.index),
      )
    )
      continue
    const tail = flat.slice(start, start + 600)
    const ends = [LABEL_END.exec(tail)?.index, NEXT_LABEL.exec(tail)?.index, 300]
    const raw = tail.slice(0, Math.min(...ends.filter((at) => at !== undefined)))
    const names = partyList(raw)
    if (names.length === 0) continue
    const isOwner = /owner|taxpayer|in the name/i.test(label[0])
    return {
      value: names,
      confidence: isOwner ? 0.75 : 0.85,
      snippet: snippetAt(flat, label.index, start + raw.length, 0),
    }
  }
  const given = GIVEN_BY.exec(flat)
  const names = given ? partyList(given[1]!) : []
  if (!given || names.length === 0) return null
  return {
    value: names,
    confidence: 0.7,
    snippet: snippetAt(flat, given.index, given.index + given[0].length, 0),
  }
}

/** 'Jane Doe and John Doe GD-08-017655 ...': the names before the record's docket number. */
function fromRecordOpening(flat: string, caseNumberValue: string | null): Found<string[]> | null {
  if (!caseNumberValue) return null
  const at = flat.indexOf(caseNumberValue)
  if (at <= 0 || at > 400) return null
  const head = flat
    .slice(0, at)
    .replace(/^\s*\d+\.\s*/, '')
    .replace(/[\s,;:-]+$/, '')
  if (head.length < 4 || /\b(?:court|sale|county of)\b/i.test(head)) return null
  const names = partyList(head)
  if (names.length === 0) return null
  return {
    value: names,
    confidence: 0.6,
    snippet: snippetAt(flat, 0, at + caseNumberValue.length, 0),
  }
}
