import { describe, expect, it } from 'vitest'
import { importFile } from './file-import'
import type { FileImportMappingInput } from './file-import-mapping'
import type { ImportOutcome, ImportResult } from './import-result'

/** Made-up records: every name, address and case number here is invented. */
const csvMapping: FileImportMappingInput = {
  format: 'csv',
  defaults: {
    state: 'OH',
    county: 'Example',
    documentType: 'Sheriff Sale',
    court: 'Example Court',
  },
  fields: {
    caseNumber: 'Case No',
    defendantName: { column: 'Owner', transform: 'names-last-first' },
    plaintiffName: 'Plaintiff',
    propertyAddress: 'Street',
    city: 'City',
    zipCode: 'Zip',
    saleDate: 'Sale Date',
    loanAmount: [
      { column: 'Judgment', kind: 'judgment' },
      { column: 'Minimum Bid', kind: 'minimum_bid' },
    ],
  },
}

function resultOf(outcome: ImportOutcome): ImportResult {
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.result
}

describe('importFile: CSV', () => {
  const csv = [
    '\ufeffCase No,Owner,Plaintiff,Street,City,Zip,Sale Date,Judgment,Minimum Bid',
    'EX-001,"DOE, JANE Q","Example Bank, N.A.","12 Sample St, Unit 4",Sampleton,45201,8/1/2013,"$1,234.50",',
    'EX-002,"ROE, JR, JOHN","Example Lender, LLC","7 Test Ave",Sampleton,45201-1234,2013-08-08,,"$28,000"',
    '"EX-003","POE, ANN","Multi-line ""Quoted""',
    'Plaintiff",,,,,,',
    ',"NOBODY, NO",Someone,,,,,,',
    '   ',
  ].join('\r\n')

  it('maps rows, including quoted commas, doubled quotes and embedded line breaks', () => {
    const { filings, rejected } = resultOf(importFile(csv, csvMapping))
    expect(filings).toHaveLength(3)
    expect(filings[0]).toEqual({
      sourceRecordId: 'EX-001',
      documentType: 'Sheriff Sale',
      caseNumber: 'EX-001',
      court: 'Example Court',
      defendantName: 'Jane Q Doe',
      plaintiffName: 'Example Bank, N.A.',
      propertyAddress: '12 Sample St, Unit 4',
      city: 'Sampleton',
      county: 'Example',
      state: 'OH',
      zipCode: '45201',
      filingDate: null,
      saleDate: '2013-08-01',
      loanAmount: '1234.50',
      amountKind: 'judgment',
      saleStatus: null,
      documentUrl: null,
      raw: expect.objectContaining({ 'Case No': 'EX-001', Owner: 'DOE, JANE Q' }),
    })
    expect(filings[1]).toMatchObject({
      defendantName: 'John Roe Jr',
      zipCode: '45201',
      saleDate: '2013-08-08',
      loanAmount: '28000.00',
      amountKind: 'minimum_bid',
    })
    expect(filings[2]).toMatchObject({
      caseNumber: 'EX-003',
      plaintiffName: 'Multi-line "Quoted" Plaintiff',
      propertyAddress: null,
      loanAmount: null,
      amountKind: null,
    })
    expect(rejected).toEqual([
      { sourceRecordId: null, reason: 'no case number and no property address' },
    ])
  })

  it('reads another delimiter', () => {
    const outcome = importFile('Case;Street\nEX-9;"1 A St; Rear"\n', {
      format: 'csv',
      csv: { delimiter: ';' },
      defaults: { state: 'OH' },
      fields: { caseNumber: 'Case', propertyAddress: 'Street' },
    })
    expect(resultOf(outcome).filings[0]).toMatchObject({
      caseNumber: 'EX-9',
      propertyAddress: '1 A St; Rear',
    })
  })

  it('returns a clear error for a broken quote or an empty file, never throws', () => {
    expect(importFile('Case No,Owner\nEX-1,"DOE\n', csvMapping)).toEqual({
      ok: false,
      error: 'Could not read the CSV file: Unterminated quoted field starting on line 2',
    })
    expect(importFile('', csvMapping)).toEqual({ ok: false, error: 'The file is empty' })
    expect(importFile(new Uint8Array([0xff, 0xfe, 0x00]), csvMapping)).toMatchObject({ ok: true })
  })

  it('gives row keys to rows without a case number and rejects rows without a state', () => {
    const outcome = importFile('Street,State\n1 A St,OH\n2 B St,\n', {
      format: 'csv',
      fields: { propertyAddress: 'Street', state: 'State' },
    })
    const { filings, rejected } = resultOf(outcome)
    expect(filings.map((filing) => filing.sourceRecordId)).toEqual(['row-1'])
    expect(rejected).toEqual([{ sourceRecordId: null, reason: 'no state' }])
  })
})

describe('importFile: mappings and transforms', () => {
  it('refuses a bad mapping with a message naming each problem', () => {
    const outcome = importFile('a\n1\n', {
      format: 'xml',
      defaults: { state: 'ZZ', documentType: 'Foreclosure' },
      fields: { caseNumber: '', colour: 'x' },
    })
    expect(outcome.ok).toBe(false)
    const error = outcome.ok ? '' : outcome.error
    expect(error).toMatch(/^Invalid import mapping: /)
    expect(error).toContain('format: format must be csv, json or geojson')
    expect(error).toContain('defaults.state: must be a US state')
    expect(error).toContain('defaults.documentType: documentType must be one of')
    expect(error).toContain('fields.caseNumber')
    expect(error).toContain('colour')
  })

  it('requires a state and something that identifies a filing', () => {
    const outcome = importFile('a\n1\n', { format: 'csv', fields: { defendantName: 'a' } })
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.error).toContain('defaults.state: give defaults.state')
    expect(!outcome.ok && outcome.error).toContain('fields: map at least a caseNumber')
  })

  it('refuses unknown transform names before reading the file', () => {
    const outcome = importFile('a\n1\n', {
      format: 'csv',
      defaults: { state: 'OH' },
      fields: { caseNumber: { column: 'a', transform: ['trim', 'money'] } },
    })
    expect(outcome).toEqual({ ok: false, error: 'Invalid import mapping: unknown transform trim' })
  })

  it('runs source transforms in order and rejects a record whose transform throws', () => {
    const mapping: FileImportMappingInput = {
      format: 'csv',
      defaults: { state: 'CT' },
      fields: {
        caseNumber: 'Docket',
        defendantName: { column: 'Case Name', transform: ['after-v', 'names-last-first'] },
      },
    }
    const transforms = {
      'after-v': (value: unknown) => {
        if (value === 'BOOM') throw new Error('cannot split')
        return String(value).split(' v. ')[1]
      },
    }
    const outcome = importFile('Docket,Case Name\nEX-1,"BANK v. DOE, JANE"\nEX-2,BOOM\n', mapping, {
      transforms,
    })
    const { filings, rejected } = resultOf(outcome)
    expect(filings).toHaveLength(1)
    expect(filings[0]!.defendantName).toBe('Jane Doe')
    expect(rejected).toEqual([{ sourceRecordId: null, reason: 'record 2: cannot split' }])
  })

  it('takes the first column of a list that has a value', () => {
    const outcome = importFile('A,B\n,EX-7\n', {
      format: 'csv',
      defaults: { state: 'OH' },
      fields: { caseNumber: { column: ['A', 'B'] } },
    })
    expect(resultOf(outcome).filings[0]!.caseNumber).toBe('EX-7')
  })
})

describe('importFile: malformed input', () => {
  const jsonMapping: FileImportMappingInput = {
    format: 'json',
    defaults: { state: 'OH' },
    fields: { caseNumber: 'case' },
  }

  it.each([
    ['a lone quote', '"'],
    ['an unclosed array', '[1, 2'],
    ['bytes that are not UTF-8', new Uint8Array([0xc3, 0x28, 0xff])],
    ['a number', 42 as unknown as string],
    ['null', null as unknown as string],
  ])('returns an error or a result for %s, never throws', (_label, content) => {
    for (const mapping of [csvMapping, jsonMapping, { ...jsonMapping, format: 'geojson' }]) {
      const outcome = importFile(content, mapping)
      expect(typeof outcome.ok).toBe('boolean')
    }
  })

  it('rejects JSON records of the wrong shape one by one', () => {
    const outcome = importFile(
      '[null, 3, [], {"case": {"nested": true}}, {"case": "EX-1"}]',
      jsonMapping,
    )
    const { filings, rejected } = resultOf(outcome)
    expect(filings.map((filing) => filing.caseNumber)).toEqual(['EX-1'])
    expect(rejected.map((entry) => entry.reason)).toEqual([
      'record 1 is not an object',
      'record 2 is not an object',
      'record 3 is not an object',
      'no case number and no property address',
    ])
  })
})
