/** JSON and GeoJSON exports with made-up records (names, addresses and dockets invented). */
import { describe, expect, it } from 'vitest'
import { importFile } from './file-import'
import type { FileImportMappingInput } from './file-import-mapping'
import type { ImportOutcome, ImportResult } from './import-result'

function resultOf(outcome: ImportOutcome): ImportResult {
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.result
}

describe('importFile: JSON', () => {
  const listings = [
    {
      suit: 'EX-C-1',
      parties: { defendant: 'JANE DOE AND JOHN DOE', plaintiff: 'EXAMPLE MORTGAGE LLC' },
      address: '12 SAMPLE ROAD SAMPLETON, LA. 71238',
      writ: 79410.47,
      saleDate: '04/22/2026',
      url: 'https://example.test/sale?id=1',
    },
    {
      suit: 'EX-C-2',
      parties: {},
      address: '',
      writ: '',
      saleDate: 'not a date',
      url: 'javascript:x',
    },
    'not an object',
  ]
  const mapping: FileImportMappingInput = {
    format: 'json',
    recordsPath: 'data.listings',
    defaults: { state: 'LA', county: 'Example', documentType: 'Sheriff Sale', amountKind: 'writ' },
    fields: {
      caseNumber: 'suit',
      defendantName: { column: 'parties.defendant', transform: 'names-first-last' },
      plaintiffName: 'parties.plaintiff',
      address: 'address',
      loanAmount: 'writ',
      saleDate: 'saleDate',
      documentUrl: 'url',
    },
  }

  it('reads the array at recordsPath, nested columns and JSON numbers', () => {
    const text = JSON.stringify({ data: { listings } })
    const { filings, rejected } = resultOf(importFile(text, mapping))
    expect(filings[0]).toMatchObject({
      caseNumber: 'EX-C-1',
      defendantName: 'Jane Doe; John Doe',
      plaintiffName: 'EXAMPLE MORTGAGE LLC',
      propertyAddress: '12 SAMPLE ROAD',
      city: 'SAMPLETON',
      state: 'LA',
      zipCode: '71238',
      loanAmount: '79410.47',
      amountKind: 'writ',
      saleDate: '2026-04-22',
      documentUrl: 'https://example.test/sale?id=1',
    })
    expect(filings[1]).toMatchObject({
      caseNumber: 'EX-C-2',
      defendantName: null,
      propertyAddress: null,
      loanAmount: null,
      amountKind: null,
      saleDate: null,
      documentUrl: null,
    })
    expect(rejected).toEqual([{ sourceRecordId: null, reason: 'record 3 is not an object' }])
  })

  it('reads a top-level array when no recordsPath is given', () => {
    const outcome = importFile(JSON.stringify(listings.slice(0, 1)), {
      ...mapping,
      recordsPath: undefined,
    })
    expect(resultOf(outcome).filings).toHaveLength(1)
  })

  it('explains what to do when the array is elsewhere or the JSON is broken', () => {
    const text = JSON.stringify({ meta: 1, data: [], rows: [] })
    expect(importFile(text, { ...mapping, recordsPath: undefined })).toEqual({
      ok: false,
      error:
        'The JSON file is not an array of records; set recordsPath to the array (arrays found at: data, rows)',
    })
    expect(importFile(text, { ...mapping, recordsPath: 'meta' })).toEqual({
      ok: false,
      error: 'recordsPath "meta" does not lead to an array of records',
    })
    const broken = importFile('[{"suit": "EX-1",', mapping)
    expect(broken.ok).toBe(false)
    expect(!broken.ok && broken.error).toMatch(/^Could not read the JSON file: /)
  })
})

describe('importFile: GeoJSON', () => {
  const collection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 'feature-1',
        geometry: { type: 'Point', coordinates: [-84.5, 39.1] },
        properties: {
          docket: 'EX-LP-100',
          kind: 'lis pendens',
          owner: 'Doe, Jane',
          site_address: '12 Sample Ave, Sampleton, OH 45202',
          filed: 'January 2, 2019',
          amount: '$95,000',
        },
      },
      {
        type: 'Feature',
        geometry: null,
        properties: { docket: 'EX-LP-101', kind: 'notice', owner: 'EXAMPLE HOLDINGS, LLC' },
      },
      { type: 'Point', coordinates: [0, 0] },
    ],
  }
  const mapping: FileImportMappingInput = {
    format: 'geojson',
    defaults: { state: 'OH', county: 'Example', amountKind: 'loan' },
    fields: {
      sourceRecordId: 'id',
      caseNumber: 'docket',
      documentType: 'kind',
      defendantName: 'owner',
      address: 'site_address',
      filingDate: 'filed',
      loanAmount: 'amount',
    },
  }

  it('maps feature properties and keeps the geometry in raw', () => {
    const { filings, rejected } = resultOf(importFile(JSON.stringify(collection), mapping))
    expect(filings[0]).toMatchObject({
      sourceRecordId: 'feature-1',
      caseNumber: 'EX-LP-100',
      documentType: 'Lis Pendens',
      defendantName: 'Jane Doe',
      propertyAddress: '12 Sample Ave',
      city: 'Sampleton',
      zipCode: '45202',
      filingDate: '2019-01-02',
      loanAmount: '95000.00',
      amountKind: 'loan',
    })
    expect(filings[0]!.raw.geometry).toEqual({ type: 'Point', coordinates: [-84.5, 39.1] })
    expect(filings[1]).toMatchObject({
      sourceRecordId: 'EX-LP-101',
      documentType: 'Other',
      defendantName: 'EXAMPLE HOLDINGS, LLC',
    })
    expect(rejected).toEqual([{ sourceRecordId: null, reason: 'record 3 is not an object' }])
  })

  it('refuses a file that is not a FeatureCollection', () => {
    expect(importFile('{"type":"Point","coordinates":[0,0]}', mapping)).toEqual({
      ok: false,
      error: 'The GeoJSON file is not a FeatureCollection with a features array',
    })
  })
})
