/**
 * The rule-based extractor: pure functions from a document's text to its fields. It needs no
 * network and no model; the LLM adapter, when configured, only improves on its result.
 */
import { findAmounts } from './amounts'
import { findAnswerDeadline } from './answer-deadline'
import { findContacts } from './contacts'
import { findCaseNumber, findCourt } from './court-case'
import { findDates } from './dates'
import { detectDocumentType } from './document-type'
import { readLabels } from './labels'
import { findParties } from './parties'
import { flattenLines } from './prepare'
import { findPropertyAddress } from './property-address'
import { findSaleStatus } from './sale-status'
import type { DateKind, DocumentDate, DocumentType, ExtractionResult, Found } from './types'

const SALE_TYPES = new Set<DocumentType>([
  'notice of trustee sale',
  'notice of sheriff sale',
  'report of foreclosure sale',
  'tax foreclosure',
])

/** A date found for a role as the document's one date of that kind. */
function asKind(found: Found<string> | null, kind: DateKind): Found<DocumentDate> | null {
  return found && { ...found, value: { value: found.value, kind } }
}

/** How a text is read: a whole document, or one record of a list (`record`) inside a document of `listType`. */
export interface ExtractOptions {
  /** The text is one record of a multi-record document. */
  record?: boolean
  /** The type of the document the record comes from (a list's heading says it). */
  listType?: DocumentType
}

/**
 * Every field the rules can read from `text` (a PDF text layer or OCR output), each with a
 * confidence and the snippet it came from, or null when the text does not state it.
 */
export function extractFields(text: string, options: ExtractOptions = {}): ExtractionResult {
  const { flat, lineStarts } = flattenLines(text)
  const labels = readLabels(flat, lineStarts)
  const ownType = detectDocumentType(flat)
  const documentType =
    ownType.value === 'other' && options.listType
      ? { value: options.listType, confidence: 0.6, snippet: ownType.snippet }
      : ownType
  const { caseNumber, candidates: caseNumberCandidates } = findCaseNumber(flat, labels, lineStarts)
  const { plaintiff, defendants, candidates, parties } = findParties(
    flat,
    caseNumber?.value ?? null,
    labels,
  )
  const contacts = findContacts(flat)
  const dates = findDates(flat, labels)
  const isSale = SALE_TYPES.has(documentType.value) || dates.sale !== null
  // In a tax sale's list, the figure a record prints without a label is the tax owed.
  const found = findAmounts(flat, labels, lineStarts, {
    taxDocument: documentType.value === 'tax foreclosure',
  })
  const address = findPropertyAddress(flat, labels, {
    record: options.record,
    firstLine: text.trimStart().split('\n', 1)[0],
  })
  return {
    documentType,
    defendants,
    plaintiff,
    propertyAddress: address.address,
    caseNumber,
    caseNumberCandidates,
    court: findCourt(flat),
    amount: found.amount,
    amounts: found.amounts,
    date: isSale
      ? (asKind(dates.sale, 'sale') ?? asKind(dates.filing, 'filing'))
      : (asKind(dates.filing, 'filing') ?? asKind(dates.sale, 'sale')),
    saleDate: dates.sale,
    filingDate: dates.filing,
    judgmentDate: dates.judgment,
    saleStatus: findSaleStatus(flat, labels, isSale),
    answerDeadline: findAnswerDeadline(flat),
    phones: contacts
      .filter((contact) => !contact.value.includes('@'))
      .map((contact) => contact.value),
    emails: contacts
      .filter((contact) => contact.value.includes('@'))
      .map((contact) => contact.value),
    contacts,
    defendantCandidates: candidates,
    addressCandidates: address.candidates,
    parties,
    amountCandidates: found.candidates,
  }
}
