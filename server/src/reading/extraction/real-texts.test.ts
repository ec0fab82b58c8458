/**
 * The extractor on real published notices from ../shared/data/real (skipped when absent):
 * Snohomish County, WA tax foreclosure notices (CSV column raw_record_text) and Allegheny
 * County, PA sheriff sale notices (one per numbered paragraph). Prints the share of notices
 * where defendants, address with ZIP and amount were found, and holds floors below them.
 */
import { describe, expect, it } from 'vitest'
import { parseCsv, parseLegalNotice } from '../../modules/sources'
import { hasRealData, readRealFile } from '../../testing/real-data'
import { extractFields } from './extract'
import type { ExtractionResult } from './types'

interface Shares {
  notices: number
  defendants: number
  addressZip: number
  amount: number
}

function measure(label: string, texts: string[]): { shares: Shares; results: ExtractionResult[] } {
  const results = texts.map((text) => extractFields(text))
  const share = (test: (result: ExtractionResult) => boolean) =>
    Math.round((results.filter(test).length / results.length) * 1000) / 1000
  const shares = {
    notices: results.length,
    defendants: share((result) => (result.defendants?.value.length ?? 0) > 0),
    addressZip: share((result) =>
      Boolean(result.propertyAddress?.value.street && result.propertyAddress.value.zip),
    ),
    amount: share((result) => result.amount !== null),
  }
  console.log(`${label}: ${JSON.stringify(shares)}`)
  return { shares, results }
}

const SNOHOMISH = 'wa_snohomish_tax_foreclosure_affidavit_records_2019-2025.csv'
const ALLEGHENY = 'pa_allegheny_pittsburgh_legal_journal_sheriff_sale_notices_2012-05-07.txt'

describe.skipIf(!hasRealData)('extraction on real notices', () => {
  it('reads Snohomish tax foreclosure notices', () => {
    const parsed = parseCsv(readRealFile(SNOHOMISH))
    if (!parsed.ok) throw new Error(parsed.error)
    const texts = parsed.table.rows
      .map((row) => row.raw_record_text ?? '')
      .filter((text) => text.trim() !== '')
    const { shares, results } = measure('Snohomish WA tax foreclosure', texts)
    expect(shares.notices).toBeGreaterThan(300)
    expect(shares.defendants).toBeGreaterThanOrEqual(0.95)
    expect(shares.addressZip).toBeGreaterThanOrEqual(0.7)
    expect(shares.amount).toBeGreaterThanOrEqual(0.95)
    // Many notices print 'Situs: UNKNOWN'; among those whose published situs has a house number
    // and ZIP, the extracted ZIP must agree with the publisher's situs_address column.
    const rows = parsed.table.rows.filter((row) => row.raw_record_text?.trim())
    const withSitus = rows.flatMap((row, index) =>
      /^\d.*\d{5}/.test(row.situs_address ?? '') ? [index] : [],
    )
    const agree = withSitus.filter((index) => {
      const zip = results[index]?.propertyAddress?.value.zip
      return zip && rows[index]?.situs_address?.includes(zip)
    }).length
    console.log(
      `Snohomish: ${withSitus.length} notices with a situs; ZIP agrees on ${(agree / withSitus.length).toFixed(3)}`,
    )
    expect(agree / withSitus.length).toBeGreaterThanOrEqual(0.97)
  })

  it('reads Allegheny sheriff sale notices', () => {
    const text = readRealFile(ALLEGHENY).replace(/\r\n?/g, '\n')
    const notices = text.split(/\n\s*\n/).filter((block) => /^\s*\d{1,4}\.\s/.test(block))
    const { shares, results } = measure('Allegheny PA sheriff sale', notices)
    expect(shares.notices).toBeGreaterThan(250)
    expect(shares.defendants).toBeGreaterThanOrEqual(0.9)
    expect(shares.addressZip).toBeGreaterThanOrEqual(0.9)
    expect(shares.amount).toBeGreaterThanOrEqual(0.95)
    // Agreement with the records importer's notice parser (itself checked by hand on a sample).
    const agree = (
      field: (result: ExtractionResult, notice: ReturnType<typeof parseLegalNotice>) => boolean,
    ) =>
      results.filter((result, index) =>
        field(
          result,
          parseLegalNotice({ number: null, text: notices[index]!.replace(/^\s*\d+\.\s*/, '') }),
        ),
      ).length / results.length
    const agreement = {
      defendants: agree(
        (result, notice) => result.defendants?.value.join('; ') === notice.defendants,
      ),
      docket: agree((result, notice) => result.caseNumber?.value === notice.docket),
      zip: agree((result, notice) => result.propertyAddress?.value.zip === notice.zipCode),
      street: agree((result, notice) => result.propertyAddress?.value.street === notice.street),
      amount: agree((result, notice) => result.amount?.value.value === notice.amount),
    }
    console.log(`Allegheny agreement with the importer's parser: ${JSON.stringify(agreement)}`)
    expect(agreement.docket).toBeGreaterThanOrEqual(0.97)
    expect(agreement.zip).toBeGreaterThanOrEqual(0.97)
    expect(agreement.amount).toBeGreaterThanOrEqual(0.97)
    expect(agreement.defendants).toBeGreaterThanOrEqual(0.95)
    expect(agreement.street).toBeGreaterThanOrEqual(0.95)
    const attorneyZip = results.filter((result) =>
      result.propertyAddress?.snippet.match(/Esq|Law|P\.C\./),
    ).length
    expect(attorneyZip).toBe(0)
  })
})
