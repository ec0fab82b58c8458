/** The LLM adapter against a local fake of an OpenAI-compatible chat API. */
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeLlm, startFakeLlm } from '../../../testing/fake-llm'
import type { ExtractionResult } from '../types'
import { createLlmRefiner, type LlmConfig, type RefineExtraction } from './refine-extraction'

/** A filing the rules read only partly: no case-number label, no "Plaintiff" / "Defendant". */
const TEXT = `IN THE COURT OF COMMON PLEAS
Docket 24 CV 001187
First Lakeshore Savings Bank
against
Harold B. Wintermute and Gloria Wintermute
The mortgaged premises are commonly known as 1187 Orchard Hollow Drive, Sandusky, OH 44870.
The sum of $187,450.22 remains due on the note.
Dated: March 5, 2024
Attorney office: 200 Main St, Columbus, OH 43215, tel 614-555-0100`

/**
 * What the rules made of TEXT, written out so these tests do not move when the rules improve:
 * no case number or parties, an unsure type and amount, a sure address, court and date.
 */
const rules: ExtractionResult = {
  documentType: { value: 'other', confidence: 0.2, snippet: 'IN THE COURT OF COMMON PLEAS' },
  defendants: null,
  plaintiff: null,
  propertyAddress: {
    value: { street: '1187 Orchard Hollow Drive', city: 'Sandusky', state: 'OH', zip: '44870' },
    confidence: 0.9,
    snippet: 'commonly known as 1187 Orchard Hollow Drive, Sandusky, OH 44870',
  },
  caseNumber: null,
  court: {
    value: 'COURT OF COMMON PLEAS',
    confidence: 0.9,
    snippet: 'IN THE COURT OF COMMON PLEAS',
  },
  amount: {
    value: { value: '187450.22', kind: 'other' },
    confidence: 0.4,
    snippet: 'The sum of $187,450.22',
  },
  amounts: [],
  saleDate: null,
  saleStatus: null,
  date: {
    value: { value: '2024-03-05', kind: 'filing' },
    confidence: 0.85,
    snippet: 'Dated: March 5, 2024',
  },
  phones: ['614-555-0100'],
  emails: [],
  contacts: [{ value: '614-555-0100', owner: 'attorney', snippet: 'tel 614-555-0100' }],
}

let llm: FakeLlm
const log = { info: vi.fn(), warn: vi.fn() }

beforeAll(async () => {
  llm = await startFakeLlm()
})
afterAll(() => llm?.close())
beforeEach(() => {
  llm.requests.length = 0
  log.info.mockClear()
  log.warn.mockClear()
})

function refiner(overrides: Partial<LlmConfig> = {}): RefineExtraction {
  const refine = createLlmRefiner(
    {
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: llm.apiKey,
      LLM_MODEL: 'gpt-4o-mini',
      LLM_TIMEOUT_MS: 5000,
      ...overrides,
    },
    log as unknown as FastifyBaseLogger,
  )
  if (!refine) throw new Error('the adapter should be on')
  return refine
}

/** A complete answer in the shape the prompt asks for; `fields` override the nulls. */
function answer(fields: Record<string, unknown>): { content: string } {
  return {
    content: JSON.stringify({
      documentType: null,
      defendants: null,
      plaintiff: null,
      propertyAddress: null,
      caseNumber: null,
      court: null,
      amount: null,
      date: null,
      ...fields,
    }),
  }
}

describe('refineExtraction with an LLM', () => {
  it('fills the fields the rules missed when the text proves them, with snippets from the text', async () => {
    llm.respond(
      answer({
        caseNumber: '24 CV 001187',
        plaintiff: 'First Lakeshore Savings Bank',
        defendants: ['Harold B. Wintermute', 'Gloria Wintermute'],
        amount: { value: 187450.22, kind: 'loan' },
      }),
    )
    const refined = await refiner()(TEXT, rules)

    expect(refined.caseNumber).toEqual({
      value: '24 CV 001187',
      confidence: 0.65,
      snippet: expect.stringContaining('Docket 24 CV 001187'),
    })
    expect(refined.plaintiff).toMatchObject({
      value: 'First Lakeshore Savings Bank',
      confidence: 0.6,
    })
    expect(refined.defendants).toMatchObject({
      value: ['Harold B. Wintermute', 'Gloria Wintermute'],
      confidence: 0.6,
    })
    expect(refined.defendants?.snippet).toContain('Harold B. Wintermute')
    expect(refined.amount).toMatchObject({
      value: { value: '187450.22', kind: 'loan' },
      confidence: 0.65,
    })
    expect(refined.amount?.snippet).toContain('$187,450.22')
    // Untouched: what the rules were sure of, and the contacts.
    expect(refined.propertyAddress).toEqual(rules.propertyAddress)
    expect(refined.phones).toEqual(rules.phones)
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ filled: ['defendants', 'plaintiff', 'caseNumber', 'amount'] }),
      expect.any(String),
    )

    const [request] = llm.requests
    expect(request).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0,
      response_format: { type: 'json_object' },
    })
    expect(request?.messages.map((message) => message.role)).toEqual(['system', 'user'])
    expect(request?.messages[1]?.content).toContain('Docket 24 CV 001187')
  })

  it('refuses values the text does not print, and never invents a field', async () => {
    llm.respond(
      answer({
        documentType: 'verified complaint',
        caseNumber: '2024-CV-001187',
        plaintiff: 'Lakeshore Mortgage Corporation',
        defendants: ['Harold B. Wintermute', 'John Q. Doe'],
        amount: { value: '250,000.00', kind: 'loan' },
        date: { value: '2024-03-06', kind: 'filing' },
      }),
    )
    const refined = await refiner()(TEXT, rules)

    expect(refined.caseNumber).toBeNull()
    expect(refined.plaintiff).toBeNull()
    expect(refined.documentType).toEqual(rules.documentType)
    // One real name kept, the made-up one dropped.
    expect(refined.defendants?.value).toEqual(['Harold B. Wintermute'])
    expect(refined.amount).toEqual(rules.amount)
    expect(refined.date).toEqual(rules.date)
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        filled: ['defendants'],
        unproven: ['documentType', 'plaintiff', 'caseNumber', 'amount'],
      }),
      expect.any(String),
    )
  })

  it('keeps the values the rules are sure of, even when the LLM says otherwise', async () => {
    llm.respond(
      answer({
        court: 'Court of Appeals',
        propertyAddress: { street: '200 Main St', city: 'Columbus', state: 'OH', zip: '43215' },
        date: { value: '2024-03-05', kind: 'sale' },
        amount: { value: 187450.22, kind: 'other' },
      }),
    )
    const refined = await refiner()(TEXT, rules)
    expect(refined.court).toEqual(rules.court)
    expect(refined.propertyAddress).toEqual(rules.propertyAddress)
    expect(refined.date).toEqual(rules.date)
    // Agreement on an unsure rule value keeps the rule's value and snippet, more confident.
    expect(refined.amount).toEqual({ ...rules.amount, confidence: 0.65 })
  })

  it('does not call the LLM when the rules are sure of everything', async () => {
    const sure: ExtractionResult = structuredClone(rules)
    for (const field of [
      'documentType',
      'defendants',
      'plaintiff',
      'propertyAddress',
      'caseNumber',
      'court',
      'amount',
      'date',
    ] as const) {
      Object.assign(sure, { [field]: { value: 'x', confidence: 0.9, snippet: 'x' } })
    }
    sure.documentType = { value: 'lis pendens', confidence: 0.9, snippet: 'lis pendens' }
    expect(await refiner()(TEXT, sure)).toBe(sure)
    expect(llm.requests).toEqual([])
  })

  it.each([
    [
      'an HTTP 500',
      { status: 500, body: '{"error":{"message":"overloaded"}}' },
      /answered 500: overloaded/,
    ],
    [
      'a body that is not JSON',
      { status: 200, body: '<html>gateway</html>' },
      /not a chat completion/,
    ],
    ['an answer that is not JSON', { content: 'The defendant is Harold.' }, null],
    ['an answer of the wrong shape', answer({ caseNumber: 24, defendants: 'Harold' }), null],
    ['an amount that is not one', answer({ amount: { value: 'a lot', kind: 'loan' } }), null],
  ])('keeps the rule result unchanged after %s', async (_label, reply, error) => {
    llm.respond(reply)
    const refined = await refiner()(TEXT, rules)
    expect(refined).toBe(rules)
    expect(llm.requests).toHaveLength(1)
    expect(log.warn).toHaveBeenCalledTimes(1)
    if (error)
      expect(log.warn).toHaveBeenCalledWith(
        { err: expect.stringMatching(error) },
        expect.any(String),
      )
  })

  it('gives up after LLM_TIMEOUT_MS and keeps the rule result', async () => {
    llm.respond({ delayMs: 3000, ...answer({ caseNumber: '24 CV 001187' }) })
    const started = Date.now()
    const refined = await refiner({ LLM_TIMEOUT_MS: 300 })(TEXT, rules)
    expect(Date.now() - started).toBeLessThan(2500)
    expect(refined).toBe(rules)
    expect(log.warn).toHaveBeenCalledWith(
      { err: 'LLM request timed out after 300 ms' },
      expect.any(String),
    )
  })

  it('keeps the rule result when the endpoint refuses the key', async () => {
    llm.respond(answer({ caseNumber: '24 CV 001187' }))
    const refined = await refiner({ LLM_API_KEY: 'sk-wrong' })(TEXT, rules)
    expect(refined).toBe(rules)
    expect(llm.requests).toEqual([])
    expect(log.warn).toHaveBeenCalledWith(
      { err: 'LLM endpoint answered 401: Incorrect API key provided.' },
      expect.any(String),
    )
  })

  it('is off when LLM_BASE_URL is unset', () => {
    const off = createLlmRefiner(
      { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: 'm', LLM_TIMEOUT_MS: 1000 },
      log as unknown as FastifyBaseLogger,
    )
    expect(off).toBeUndefined()
  })
})
