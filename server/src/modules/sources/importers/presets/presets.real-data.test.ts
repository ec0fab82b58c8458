/**
 * Each preset on its real export (read from ../shared/data/real, skipped when absent): every
 * record imported, none rejected (each file's rows all carry a case number), and records checked
 * by hand against the source rows, including the awkward ones.
 */
import { describe, expect, it } from 'vitest'
import { hasRealData, readRealFile } from '../../../../testing/real-data'
import type { NormalizedFiling } from '../../../records'
import { importWithPreset } from '../file-import-preset'
import {
  ctMiddletownForeclosureCases,
  laOuachitaSheriffSales,
  njAtlanticSheriffSales,
  ohHamiltonSheriffSales,
  scGreenvilleMasterInEquity,
} from './index'

function importReal(file: string, preset: Parameters<typeof importWithPreset>[1]) {
  const outcome = importWithPreset(readRealFile(file), preset)
  if (!outcome.ok) throw new Error(outcome.error)
  const byId = new Map(outcome.result.filings.map((filing) => [filing.sourceRecordId, filing]))
  const get = (id: string): NormalizedFiling => {
    const filing = byId.get(id)
    if (!filing) throw new Error(`no filing ${id}`)
    return filing
  }
  return { ...outcome.result, get }
}

describe.skipIf(!hasRealData)('file-import presets on the real exports', () => {
  it('NJ Atlantic: 601 sales; the published address, not the scraper split', () => {
    const { filings, rejected, get } = importReal(
      'nj_atlantic_sheriff_sales_2019-01-02.json',
      njAtlanticSheriffSales,
    )
    expect(filings).toHaveLength(601)
    expect(rejected).toEqual([])
    expect(get('F-18001959')).toMatchObject({
      caseNumber: 'F-021005-17',
      documentType: 'Sheriff Sale',
      defendantName:
        'Shawn S. Simpson; Mrs. Shawn S. Simpson; Midland Funding LLC; Jessica L. Vega Simpson',
      plaintiffName: 'Wells Fargo Bank, NA',
      propertyAddress: '224 East Colman Place, Unit 322',
      city: 'Galloway Township',
      county: 'Atlantic',
      state: 'NJ',
      zipCode: '08205',
      saleDate: '2019-03-07',
      loanAmount: '230918.55',
      amountKind: 'judgment',
    })
    // The scraper's split took the unit (00326) for the ZIP.
    expect(get('F-18002908')).toMatchObject({
      defendantName: 'Omar Martin; Kier Smith; The Village at Hardings Run Condominium',
      propertyAddress: '4709 Boxwood Place, Unit 00326',
      city: 'Mays Landing',
      zipCode: '08330',
      loanAmount: '148423.12',
    })
    // ... and dropped the route number.
    expect(get('F-18003032')).toMatchObject({
      propertyAddress: '119 Route 50',
      city: 'Corbin City',
      zipCode: '08270',
    })
    expect(get('F-18002909')).toMatchObject({
      propertyAddress: '7400 McCall Avenue',
      saleDate: '2019-01-24',
    })
    expect(get('F-18002898')).toMatchObject({
      defendantName: 'Robert W. Meyer Jr',
      loanAmount: '177813.18',
    })
    // The newest entry of each status history: 243 Scheduled, 167 Pending Bankruptcy, 191
    // Adjourned (by the plaintiff, the defendant or the court).
    const statuses: Record<string, number> = {}
    for (const filing of filings) {
      statuses[String(filing.saleStatus)] = (statuses[String(filing.saleStatus)] ?? 0) + 1
    }
    expect(statuses).toEqual({ scheduled: 243, stayed: 167, postponed: 191 })
    expect(get('F-18001491')).toMatchObject({ saleStatus: 'stayed' })
  })

  it('Hamilton OH: 380 sales, LAST [JR] FIRST names, no ZIP, appraisal or else minimum bid', () => {
    const { filings, rejected, get } = importReal(
      'oh_hamilton_sheriff_foreclosure_sales_2013-08.csv',
      ohHamiltonSheriffSales,
    )
    expect(filings).toHaveLength(380)
    expect(rejected).toEqual([])
    expect(filings.every((filing) => filing.zipCode === null && filing.state === 'OH')).toBe(true)
    expect(get('A1208658')).toMatchObject({
      defendantName: 'Richard Adams Jr',
      plaintiffName: 'J P MORGAN CHASE BANK',
      propertyAddress: '2802 ORLAND AVE',
      city: 'Cincinnati',
      county: 'Hamilton',
      saleDate: '2013-08-01',
      loanAmount: '42000.00',
      amountKind: 'appraisal',
    })
    expect(get('A1008902')).toMatchObject({ defendantName: 'Russell Baker', city: 'Montgomery' })
    expect(get('A1301397')).toMatchObject({
      defendantName: 'Ruth Wallace-Johnson',
      loanAmount: '78000.00',
    })
    expect(get('A1108763')).toMatchObject({
      defendantName: 'Unknown Heirs of Margaret Will',
      loanAmount: '27000.00',
      amountKind: 'minimum_bid',
    })
    expect(get('A1204227')).toMatchObject({
      city: 'Springfield Township',
      loanAmount: null,
      amountKind: null,
    })
  })

  it('Ouachita LA: 37 sales, addresses without a comma before the city, writ amounts', () => {
    const { filings, rejected, get } = importReal(
      'la_ouachita_sheriff_sales_2026-04.json',
      laOuachitaSheriffSales,
    )
    expect(filings).toHaveLength(37)
    // Every sale of the list is 'PENDING'.
    expect(filings.every((filing) => filing.saleStatus === 'scheduled')).toBe(true)
    expect(rejected).toEqual([])
    expect(get('165076')).toMatchObject({
      caseNumber: '37-C-20260128',
      defendantName: 'Pedro Roman Salgado',
      plaintiffName: 'FAIRBANKS DEVELOPMENT LLC',
      propertyAddress: '0 JONESBORO ROAD',
      city: 'EROS',
      state: 'LA',
      zipCode: '71238',
      saleDate: '2026-04-22',
      loanAmount: '79410.47',
      amountKind: 'writ',
      documentUrl:
        'https://sheriffsaleonline.azurewebsites.net/sheriffsaledetails/ouachita?suitSheriffSaleId=165076',
    })
    expect(get('165088')).toMatchObject({
      defendantName: 'Jared Daniel Rieger; Danielle Renee Rieger',
      propertyAddress: '1476 OKALOOSA ROAD',
    })
    expect(get('165032')).toMatchObject({
      propertyAddress: '193 PURDY PLACE',
      city: 'CLAHOUN',
      zipCode: '71225',
    })
    expect(get('165055')).toMatchObject({
      propertyAddress: '308 WHEELIS ST.',
      city: 'WEST MONROE',
      zipCode: '71292',
    })
    expect(get('165105')).toMatchObject({
      defendantName: 'Joseph Montgomery Jr.; Rubie Nell Watson Montgomery',
      loanAmount: '49776.77',
    })
  })

  it('Middletown CT: 84 cases, "PLAINTIFF v. LAST, FIRST" split, glued units, 00000 ZIPs', () => {
    const { filings, rejected, get } = importReal(
      'ct_middletown_foreclosure_cases_2025-07.csv',
      ctMiddletownForeclosureCases,
    )
    expect(filings).toHaveLength(84)
    expect(rejected).toEqual([])
    expect(get('MMX-CV-24-6042052-S')).toMatchObject({
      caseNumber: 'MMX-CV-24-6042052-S',
      defendantName: 'Desiree A Bermani',
      plaintiffName: 'FIRST NATIONAL BANK OF AMERICA',
      propertyAddress: '1 Russell St., Unit 5',
      city: 'MIDDLETOWN',
      county: 'Middlesex',
      state: 'CT',
      zipCode: '06457',
    })
    expect(get('MMX-CV-24-6042001-S')).toMatchObject({
      defendantName: 'Linda K Marino',
      plaintiffName: 'CITY OF MIDDLETOWN',
      propertyAddress: '647 MINOR ST.',
      zipCode: null,
    })
    expect(get('MMX-CV-24-6042656-S')).toMatchObject({
      defendantName: 'MWH ASSOCIATES, LLC',
      propertyAddress: null,
    })
    expect(get('MMX-CV-24-6041790-S')).toMatchObject({
      defendantName: 'Joseph I Cote III',
      propertyAddress: '3 Lexington Ave.',
    })
    expect(get('MMX-CV-25-6045213-S').propertyAddress).toBe('139 Carriage Crossing Lane')
    expect(get('MMX-CV-25-6045223-S')).toMatchObject({
      defendantName: 'John Thomas Allen Jr',
      propertyAddress: '191 Burgundy Hill Lane, Unit 191',
    })
  })

  it('Greenville SC: 14 sales, "Last, First" defendants with stray semicolons, M/D/YY dates', () => {
    const { filings, rejected, get } = importReal(
      'sc_greenville_master_in_equity_sales_2016-10.json',
      scGreenvilleMasterInEquity,
    )
    expect(filings).toHaveLength(14)
    expect(rejected).toEqual([])
    expect(
      filings.every((filing) => filing.loanAmount === null && filing.saleDate === '2016-10-03'),
    ).toBe(true)
    // Ten carry the price they sold for: those sales are over.
    expect(filings.filter((filing) => filing.saleStatus === 'sold')).toHaveLength(10)
    expect(filings.filter((filing) => filing.saleStatus === null)).toHaveLength(4)
    expect(get('2014-CP-23-01612')).toMatchObject({
      documentType: 'Notice of Sale',
      defendantName: 'Harris Platt',
      plaintiffName: 'FV-I, Inc. in trust for Morgan Stanley Mortgage Capital Holdings LLC',
      propertyAddress: '14 Heather Stone Court',
      city: 'Simpsonville',
      county: 'Greenville',
      state: 'SC',
      zipCode: '29680',
    })
    expect(get('2014-CP-23-04514')).toMatchObject({
      defendantName: 'Debra W. Funk',
      city: 'Greer',
      zipCode: '29650',
    })
    expect(get('2014-CP-23-00077')).toMatchObject({
      defendantName: 'James H Knight',
      city: 'Taylors',
    })
    expect(get('2014-CP-23-03388')).toMatchObject({
      propertyAddress: '6 Wake Forest Way',
      city: 'Mauldin',
    })
    expect(get('2012-CP-23-05458')).toMatchObject({
      defendantName: 'Curtis Ladd Howard',
      city: 'Travelers Rest',
    })
  })
})
