import { describe, expect, it } from 'vitest'
import { flatten } from '../prepare'
import { parseLlmAnswer } from './llm-answer'
import { buildExtractionPrompt, MAX_PROMPT_TEXT_CHARS } from './llm-prompt'
import {
  locateAddress,
  locateAmount,
  locateDate,
  locateDocumentType,
  locateName,
  locatePhrase,
} from './verify-in-text'

const printed = (flat: string, span: { start: number; end: number } | null) =>
  span ? flat.slice(span.start, span.end) : null

describe('locatePhrase', () => {
  it('finds a case number as printed, across case and OCR spacing around dashes', () => {
    const flat = flatten('CASE NO.: 2026-ca- 004321 filed')
    expect(printed(flat, locatePhrase(flat, '2026-CA-004321'))).toBe('2026-ca- 004321')
    expect(locatePhrase(flat, '2026-CA-00432')).toBeNull()
    expect(locatePhrase(flat, '026-CA-004321')).toBeNull()
  })
})

describe('locateName', () => {
  const flat = flatten('Plaintiff, v. WINTERMUTE, HAROLD B.; GLORIA WINTERMUTE, Defendants.')
  it('finds a name whose words are printed together, in any order and case', () => {
    expect(locateName(flat, 'Harold B. Wintermute')).not.toBeNull()
    expect(locateName(flat, 'Gloria Wintermute')).not.toBeNull()
  })
  it('refuses a name with a word that is not printed', () => {
    expect(locateName(flat, 'Harold Smith')).toBeNull()
    expect(locateName(flat, 'B.')).toBeNull()
  })
  it('refuses words that are printed far apart', () => {
    const far = flatten(`JOHN appears here. ${'Filler words. '.repeat(20)} SMITH appears later.`)
    expect(locateName(far, 'John Smith')).toBeNull()
  })
})

describe('locateAmount', () => {
  it.each([
    ['$187,450.22 due', '187450.22', '187,450.22'],
    ['sum of 187450.22 due', '187450.22', '187450.22'],
    ['upset price $95,000 plus', '95000.00', '95,000'],
    ['upset price $95,000.00 plus', '95000.00', '95,000.00'],
  ])('finds %s', (text, value, expected) => {
    const flat = flatten(text)
    expect(printed(flat, locateAmount(flat, value))).toBe(expected)
  })
  it('refuses a different or partial amount', () => {
    const flat = flatten('$1,187,450.22 and 87,450.2')
    expect(locateAmount(flat, '187450.22')).toBeNull()
    expect(locateAmount(flat, '87450.20')).toBeNull()
  })
})

describe('locateDate', () => {
  it.each([
    'Dated: March 5, 2024.',
    'on Mar. 5th, 2024 at noon',
    'this 5th day of March, 2024',
    'on 5 March 2024',
    'filed 3/5/2024',
    'filed 03-05-2024',
    'filed 2024-03-05',
  ])('finds 2024-03-05 in "%s"', (text) => {
    expect(locateDate(flatten(text), '2024-03-05')).not.toBeNull()
  })
  it('refuses another day, or mixed separators', () => {
    expect(locateDate(flatten('March 15, 2024'), '2024-03-05')).toBeNull()
    expect(locateDate(flatten('3/5-2024'), '2024-03-05')).toBeNull()
    expect(locateDate(flatten('March 5, 2024'), '2024-13-05')).toBeNull()
  })
})

describe('locateDocumentType', () => {
  it('wants the type words printed; never accepts "other"', () => {
    const flat = flatten("NOTICE OF TRUSTEE'S SALE")
    expect(locateDocumentType(flat, 'notice of trustee sale')).not.toBeNull()
    expect(locateDocumentType(flat, 'lis pendens')).toBeNull()
    expect(locateDocumentType(flat, 'other')).toBeNull()
  })
})

describe('locateAddress', () => {
  const flat = flatten(
    'known as 1187 Orchard Hollow Drive, Sandusky, Ohio 44870. ' +
      `${'Other text. '.repeat(15)} Attorney: 200 Main St, Columbus, OH 43215`,
  )
  it('keeps the parts printed around the street', () => {
    expect(
      locateAddress(flat, {
        street: '1187 Orchard Hollow Drive',
        city: 'Sandusky',
        state: 'OH',
        zip: '44870',
      }),
    ).toMatchObject({
      value: { street: '1187 Orchard Hollow Drive', city: 'Sandusky', state: 'OH', zip: '44870' },
      zipVerified: true,
    })
  })
  it('drops a ZIP or city printed elsewhere, and refuses a street that is not printed', () => {
    expect(
      locateAddress(flat, {
        street: '1187 Orchard Hollow Drive',
        city: 'Columbus',
        state: 'OH',
        zip: '43215',
      }),
    ).toMatchObject({ value: { city: null, state: 'OH', zip: null }, zipVerified: false })
    expect(
      locateAddress(flat, { street: '1187 Orchard Lane', city: null, state: null, zip: '44870' }),
    ).toBeNull()
    expect(
      locateAddress(flat, { street: null, city: 'Sandusky', state: null, zip: '44870' }),
    ).toBeNull()
  })
})

describe('parseLlmAnswer', () => {
  it('reads a fenced answer, fills missing keys with null and normalises the amount', () => {
    expect(
      parseLlmAnswer(
        '```json\n{"caseNumber":"24 CV 1","amount":{"value":"$1,200.5","kind":"loan"},"extra":1}\n```',
      ),
    ).toMatchObject({
      caseNumber: '24 CV 1',
      amount: { value: '1200.50', kind: 'loan' },
      defendants: null,
      propertyAddress: null,
    })
  })
  it('refuses the whole answer when one field breaks the format', () => {
    expect(parseLlmAnswer('{"date":{"value":"March 5","kind":"filing"}}')).toBeNull()
    expect(parseLlmAnswer('{"documentType":"deed"}')).toBeNull()
    expect(parseLlmAnswer('[1,2]')).toBeNull()
  })
})

describe('buildExtractionPrompt', () => {
  it('bounds the document text it sends', () => {
    const long = 'word '.repeat(MAX_PROMPT_TEXT_CHARS)
    const [system, user] = buildExtractionPrompt(long)
    expect(system?.content).toContain('"caseNumber"')
    expect(user?.content.length).toBeLessThan(MAX_PROMPT_TEXT_CHARS + 100)
    expect(user?.content).toContain('[... text truncated]')
  })
})
