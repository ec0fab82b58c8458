/**
 * The optional LLM adapter: asks an OpenAI-compatible model for the fields the rules missed or
 * were unsure of, and keeps an answer only where the document's text proves it
 * (verify-in-text.ts). The rules stay the source of truth: a confident rule value is never
 * replaced, and any failure (HTTP error, timeout, unreadable answer) returns the rule result
 * unchanged. Contacts (phones, e-mails) are left to the rules: their patterns are exact.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../../config'
import { flatten, snippetAt } from '../prepare'
import type { ExtractionResult, Found } from '../types'
import { type LlmAnswer, parseLlmAnswer } from './llm-answer'
import { type ChatMessage, type LlmSettings, requestChatCompletion } from './llm-client'
import { buildExtractionPrompt } from './llm-prompt'
import {
  locateAddress,
  locateAmount,
  locateDate,
  locateDocumentType,
  locateName,
  locatePhrase,
  type Span,
} from './verify-in-text'

/** Improves a rule-based result; resolves with `result` itself when it cannot. */
export type RefineExtraction = (text: string, result: ExtractionResult) => Promise<ExtractionResult>

/** Below this a rule's value counts as unsure and the LLM may replace it. */
const LOW_CONFIDENCE = 0.6

/**
 * How sure an LLM value is once verified: printed exactly (case number, amount, date, an
 * address with its ZIP), its words printed together (names, court, an address without ZIP),
 * or only a title word printed (document type). All below most rule values on purpose.
 */
const LLM_CONFIDENCE = { exact: 0.65, words: 0.6, title: 0.55 } as const

const REFINABLE_FIELDS = [
  'documentType',
  'defendants',
  'plaintiff',
  'propertyAddress',
  'caseNumber',
  'court',
  'amount',
  'date',
] as const satisfies readonly (keyof ExtractionResult)[]

type RefinableField = (typeof REFINABLE_FIELDS)[number]
type Verified = { [K in RefinableField]?: ExtractionResult[K] }
type RefineLog = Pick<FastifyBaseLogger, 'info' | 'warn'>

function isUnsure(result: ExtractionResult, field: RefinableField): boolean {
  if (field === 'documentType' && result.documentType.value === 'other') return true
  const found = result[field]
  return found === null || found.confidence < LOW_CONFIDENCE
}

/** The LLM's values that the flat text proves, each with a snippet from around it. */
function verifyAnswer(flat: string, answer: LlmAnswer): Verified {
  const found = <T>(value: T, span: Span, confidence: number): Found<T> => ({
    value,
    confidence,
    snippet: snippetAt(flat, span.start, span.end, 40),
  })
  const verified: Verified = {}
  if (answer.documentType && answer.documentType !== 'other') {
    const span = locateDocumentType(flat, answer.documentType)
    if (span) verified.documentType = found(answer.documentType, span, LLM_CONFIDENCE.title)
  }
  if (answer.defendants) {
    const names: string[] = []
    let first: Span | null = null
    for (const name of answer.defendants) {
      const span = locateName(flat, name)
      if (!span || names.some((known) => known.toLowerCase() === name.toLowerCase())) continue
      names.push(name)
      first ??= span
    }
    if (first) verified.defendants = found(names, first, LLM_CONFIDENCE.words)
  }
  if (answer.plaintiff) {
    const span = locateName(flat, answer.plaintiff)
    if (span) verified.plaintiff = found(answer.plaintiff, span, LLM_CONFIDENCE.words)
  }
  if (answer.propertyAddress) {
    const address = locateAddress(flat, answer.propertyAddress)
    if (address) {
      const confidence = address.zipVerified ? LLM_CONFIDENCE.exact : LLM_CONFIDENCE.words
      verified.propertyAddress = found(address.value, address.span, confidence)
    }
  }
  if (answer.caseNumber && /\d/.test(answer.caseNumber)) {
    const span = locatePhrase(flat, answer.caseNumber)
    // The number as printed, not as the model retyped it.
    if (span)
      verified.caseNumber = found(flat.slice(span.start, span.end), span, LLM_CONFIDENCE.exact)
  }
  if (answer.court) {
    const span = locateName(flat, answer.court)
    if (span) verified.court = found(answer.court, span, LLM_CONFIDENCE.words)
  }
  if (answer.amount) {
    const span = locateAmount(flat, answer.amount.value)
    if (span) verified.amount = found(answer.amount, span, LLM_CONFIDENCE.exact)
  }
  if (answer.date) {
    const span = locateDate(flat, answer.date.value)
    if (span) verified.date = found(answer.date, span, LLM_CONFIDENCE.exact)
  }
  return verified
}

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a).toLowerCase() === JSON.stringify(b).toLowerCase()

/**
 * `result` with its missing or unsure fields filled from the LLM where the text proves the
 * LLM right. When both agree the rule's value stays, with the higher confidence.
 */
async function refineExtraction(options: {
  text: string
  result: ExtractionResult
  complete: (messages: ChatMessage[]) => Promise<string>
  log: RefineLog
}): Promise<ExtractionResult> {
  const { result, log } = options
  const unsure = REFINABLE_FIELDS.filter((field) => isUnsure(result, field))
  if (unsure.length === 0) return result
  let answer: LlmAnswer | null
  try {
    answer = parseLlmAnswer(await options.complete(buildExtractionPrompt(options.text)))
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'LLM refinement failed; keeping the rule-based fields',
    )
    return result
  }
  if (!answer) {
    log.warn('LLM answer was not the expected JSON; keeping the rule-based fields')
    return result
  }
  const verified = verifyAnswer(flatten(options.text), answer)
  const refined: ExtractionResult = { ...result }
  const filled: RefinableField[] = []
  const unproven: RefinableField[] = []
  for (const field of unsure) {
    const proposed = verified[field]
    if (!proposed) {
      if (answer[field] !== null) unproven.push(field)
      continue
    }
    const rule = result[field]
    const keep = rule !== null && sameValue(rule.value, proposed.value)
    Object.assign(refined, {
      [field]: keep
        ? { ...rule, confidence: Math.max(rule.confidence, proposed.confidence) }
        : proposed,
    })
    if (!keep) filled.push(field)
  }
  log.info({ filled, unproven }, 'LLM refinement done')
  return filled.includes('date') ? withDateRole(refined) : refined
}

/**
 * A date the LLM filled is also the role's own field (filing or sale) when the rules had none:
 * the filing date shown is the document's filing date (document-fields.ts filingDateOf).
 */
function withDateRole(result: ExtractionResult): ExtractionResult {
  const date = result.date
  if (!date) return result
  const found = { value: date.value.value, confidence: date.confidence, snippet: date.snippet }
  if (date.value.kind === 'filing' && !result.filingDate) return { ...result, filingDate: found }
  if (date.value.kind === 'sale' && !result.saleDate) return { ...result, saleDate: found }
  return result
}

/** The LLM settings of the process config. */
export type LlmConfig = Pick<
  Config,
  'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'
>

/** The refiner for this process, or undefined when LLM_BASE_URL is unset (the adapter is off). */
export function createLlmRefiner(config: LlmConfig, log: RefineLog): RefineExtraction | undefined {
  if (!config.LLM_BASE_URL) return undefined
  log.info(
    { model: config.LLM_MODEL, endpoint: new URL(config.LLM_BASE_URL).origin },
    'LLM extraction adapter on: unsure fields are checked with the model',
  )
  const settings: LlmSettings = {
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  }
  return (text, result) =>
    refineExtraction({
      text,
      result,
      complete: (messages) => requestChatCompletion(settings, messages),
      log,
    })
}
