/**
 * Connector 2, legal-notice text: the sheriff sale and foreclosure notices a legal journal
 * prints, one numbered paragraph per notice, turned into normalized filings. Pure and general:
 * it reads the patterns such notices share (parties before a docket, 'vs.', 'Defendant(s):',
 * '$' amounts, 'known and numbered as <street>, <city>, PA 15xxx'), not one journal's list.
 */
import type { FilingType } from '@common/enums'
import { normalizeCaseNumber } from '../../../text/case-numbers'
import { parseMoney } from '../../../text/money'
import { normalizeParties } from '../../../text/names'
import { normalizeSaleStatus } from '../../../text/sale-status'
import { collapseWhitespace } from '../../../text/text'
import { normalizeStateCode } from '../../../text/us-states'
import type { AmountKind, NormalizedFiling } from '../../records'
import type { ImportOutcome, RejectedRecord } from './import-result'
import {
  findAmount,
  findAttorney,
  findDocket,
  findMunicipality,
  findParties,
  findPropertyAddress,
  findSaleDate,
  findStatus,
} from './legal-notice-fields'

/** One notice as printed: its number in the list (null when unnumbered) and its text. */
export interface NoticeParagraph {
  number: number | null
  text: string
}

/** What a notice says, before it becomes a filing. */
export interface LegalNotice {
  number: number | null
  docket: string | null
  defendants: string | null
  plaintiff: string | null
  attorney: string | null
  attorneyPhone: string | null
  amount: string | null
  municipality: string | null
  street: string | null
  city: string | null
  state: string | null
  zipCode: string | null
  status: string | null
  text: string
}

export interface LegalNoticeOptions {
  /** Used when a notice's address has no state. */
  state?: string
  county?: string
  court?: string
  documentType?: FilingType
  /** What the notices' dollar amounts are; 'judgment' for sheriff sale notices. */
  amountKind?: AmountKind
  /** Overrides the sale date found in the header. */
  saleDate?: string
}

const NUMBERED = /^\s*(\d{1,5})[.)]\s+/

/**
 * Splits a journal's text into its header (the lines before the first numbered paragraph) and
 * its notices. Paragraphs are separated by blank lines; when there are none, each line that
 * starts with a number starts a notice. An unnumbered paragraph after a notice continues it.
 */
export function splitNotices(text: string): { header: string; notices: NoticeParagraph[] } {
  const normalized = text.replace(/\r\n?/g, '\n')
  let blocks = normalized.split(/\n[ \t]*\n/)
  if (blocks.filter((block) => NUMBERED.test(block)).length <= 1) {
    blocks = normalized.split(/\n(?=\s*\d{1,5}[.)]\s)/)
  }
  const header: string[] = []
  const notices: NoticeParagraph[] = []
  for (const block of blocks) {
    const text = collapseWhitespace(block)
    if (text === '') continue
    const numbered = NUMBERED.exec(text)
    if (numbered) {
      notices.push({ number: Number(numbered[1]), text: text.slice(numbered[0].length) })
    } else if (notices.length > 0) {
      notices[notices.length - 1]!.text += ` ${text}`
    } else header.push(text)
  }
  return { header: header.join('\n'), notices }
}

/** Reads the fields of one notice's text. */
export function parseLegalNotice(paragraph: NoticeParagraph): LegalNotice {
  const text = paragraph.text.replace(/\s*Copyright\s+©.*$/i, '')
  const docket = findDocket(text)
  const parties = findParties(text, docket)
  const amount = findAmount(text, docket?.end ?? 0)
  const attorney = findAttorney(text, amount?.end ?? docket?.end ?? 0)
  const address =
    findPropertyAddress(text, amount?.end ?? docket?.end ?? 0) ?? findPropertyAddress(text, 0)
  return {
    number: paragraph.number,
    docket: normalizeCaseNumber(docket?.value),
    defendants: normalizeParties(parties.defendants, 'auto'),
    plaintiff: parties.plaintiff
      ? collapseWhitespace(parties.plaintiff).replace(/[\s,;:]+$/, '')
      : null,
    attorney: attorney.attorney,
    attorneyPhone: attorney.phone,
    amount: amount ? parseMoney(amount.value) : null,
    municipality: findMunicipality(text),
    street: address?.street ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zipCode: address?.zipCode ?? null,
    status: findStatus(text),
    text: paragraph.text,
  }
}

/**
 * Parses a journal's notices into filings. A notice with neither a docket nor an address, or
 * with no state (in its address or the options), is rejected with the reason. An input with no
 * numbered notices at all gives `{ ok: false, error }`.
 */
export function parseLegalNoticeText(
  text: string,
  options: LegalNoticeOptions = {},
): ImportOutcome {
  if (typeof text !== 'string') return { ok: false, error: 'The notices must be text' }
  const { header, notices } = splitNotices(text)
  if (notices.length === 0) {
    return { ok: false, error: 'No numbered notices found (expected paragraphs like "1. ...")' }
  }
  const saleDate = options.saleDate ?? findSaleDate(header)
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  for (const paragraph of notices) {
    const notice = parseLegalNotice(paragraph)
    const sourceRecordId =
      notice.docket ?? (notice.number !== null ? `notice-${notice.number}` : null)
    const state = notice.state ?? normalizeStateCode(options.state)
    if (!notice.docket && !notice.street) {
      rejected.push({ sourceRecordId, reason: 'no docket and no property address' })
    } else if (!state) {
      rejected.push({ sourceRecordId, reason: 'no state' })
    } else {
      filings.push(toFiling(notice, { ...options, state, saleDate }))
    }
  }
  return { ok: true, result: { filings, rejected } }
}

function toFiling(
  notice: LegalNotice,
  options: Omit<LegalNoticeOptions, 'saleDate'> & { state: string; saleDate: string | null },
): NormalizedFiling {
  const { text, ...fields } = notice
  return {
    sourceRecordId: notice.docket ?? `notice-${notice.number ?? 0}`,
    documentType: options.documentType ?? 'Notice of Sale',
    caseNumber: notice.docket,
    court: options.court ?? null,
    defendantName: notice.defendants,
    plaintiffName: notice.plaintiff,
    propertyAddress: notice.street,
    city: notice.city,
    county: options.county ?? null,
    state: options.state,
    zipCode: notice.zipCode,
    filingDate: null,
    saleDate: options.saleDate,
    loanAmount: notice.amount,
    amountKind: notice.amount ? (options.amountKind ?? 'judgment') : null,
    saleStatus: normalizeSaleStatus(notice.status),
    documentUrl: null,
    raw: { ...fields, noticeText: text },
  }
}
