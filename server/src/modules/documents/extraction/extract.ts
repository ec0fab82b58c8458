/**
 * The rule-based extractor: pure functions from a document's text to its fields. It needs no
 * network and no model; the LLM adapter, when configured, only improves on its result.
 */
import { findAmount, findDate } from './amount-date'
import { findContacts } from './contacts'
import { findCaseNumber, findCourt } from './court-case'
import { detectDocumentType } from './document-type'
import { findParties } from './parties'
import { flatten } from './prepare'
import { findPropertyAddress } from './property-address'
import type { ExtractionResult } from './types'

const SALE_TYPES = new Set([
  'notice of trustee sale',
  'notice of sheriff sale',
  'report of foreclosure sale',
  'tax foreclosure',
])

/**
 * Every field the rules can read from `text` (a PDF text layer or OCR output), each with a
 * confidence and the snippet it came from, or null when the text does not state it.
 */
export function extractFields(text: string): ExtractionResult {
  const flat = flatten(text)
  const documentType = detectDocumentType(flat)
  const caseNumber = findCaseNumber(flat)
  const { plaintiff, defendants } = findParties(flat, caseNumber?.value ?? null)
  const contacts = findContacts(flat)
  return {
    documentType,
    defendants,
    plaintiff,
    propertyAddress: findPropertyAddress(flat),
    caseNumber,
    court: findCourt(flat),
    amount: findAmount(flat),
    date: findDate(flat, SALE_TYPES.has(documentType.value)),
    phones: contacts
      .filter((contact) => !contact.value.includes('@'))
      .map((contact) => contact.value),
    emails: contacts
      .filter((contact) => contact.value.includes('@'))
      .map((contact) => contact.value),
    contacts,
  }
}
