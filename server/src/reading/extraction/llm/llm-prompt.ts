/**
 * The prompt for the LLM adapter: the same fields the rules read, as one JSON object, copied
 * from the text as printed. The document text is bounded so one request stays small and cheap;
 * the caption, parties, address and amounts of a foreclosure filing sit in its first pages.
 */

import { AMOUNT_KINDS } from '@common/enums'
import { DATE_KINDS, DOCUMENT_TYPES } from './llm-answer'
import type { ChatMessage } from './llm-client'

/** At most this many characters of the document are sent (about 6,000 tokens). */
export const MAX_PROMPT_TEXT_CHARS = 24_000

const SYSTEM = `You read the text of a United States foreclosure document (lis pendens, complaint, summons, notice of sale, report of sale, tax foreclosure) and answer with one JSON object only, with exactly these keys:
{
  "documentType": one of ${DOCUMENT_TYPES.map((type) => JSON.stringify(type)).join(', ')}, or null,
  "defendants": array of the defendants' names (the borrowers or owners being foreclosed, people or companies; not "unknown tenants", not "et al"), or null,
  "plaintiff": the plaintiff or foreclosing lender, or null,
  "propertyAddress": {"street": string|null, "city": string|null, "state": two-letter code|null, "zip": five digits|null} of the property being foreclosed (not an attorney's, court's or trustee's address), or null,
  "caseNumber": the court case or docket number, or null,
  "court": the court's name, or null,
  "amount": {"value": the amount as a number, "kind": one of ${AMOUNT_KINDS.map((kind) => JSON.stringify(kind)).join(', ')}} (the loan or principal, the judgment, the upset price, the minimum bid or the taxes owed), or null,
  "date": {"value": "YYYY-MM-DD", "kind": ${DATE_KINDS.map((kind) => JSON.stringify(kind)).join(' or ')}} (the sale date for notices of sale, else the filing date), or null
}
Rules: copy names, numbers and addresses exactly as they are printed in the text. Never guess, complete or compose a value; when the text does not state a field, use null. No other keys, no explanations.`

/** The messages for one document's text (truncated to {@link MAX_PROMPT_TEXT_CHARS}). */
export function buildExtractionPrompt(text: string): ChatMessage[] {
  const compact = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  const truncated = compact.length > MAX_PROMPT_TEXT_CHARS
  const body = truncated
    ? `${compact.slice(0, MAX_PROMPT_TEXT_CHARS)}\n[... text truncated]`
    : compact
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Document text:\n<<<\n${body}\n>>>` },
  ]
}
