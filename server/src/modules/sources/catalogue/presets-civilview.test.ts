import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import {
  atlanticCivilViewSales,
  type CivilViewSale,
  startCivilViewSite,
} from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import { njAtlanticCivilView, paMontgomeryCivilView } from './presets-civilview'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

/** The first `count` Montgomery leads of the recording (listing values; judgment on detail). */
function montgomerySales(count: number): CivilViewSale[] {
  const recording = JSON.parse(
    readRealFile('sources/pa_montgomery_civilview_sheriff_sales_parsed_2026-08-22.json'),
  ) as { fields: string[]; leads: unknown[][] }
  return recording.leads.slice(0, count).map((lead) => {
    const row = Object.fromEntries(recording.fields.map((field, i) => [field, lead[i]]))
    return {
      propertyId: String(row.pid),
      sheriff: String(row.sheriff),
      saleDate: String(row.saleDate),
      plaintiff: String(row.plaintiff),
      defendant: String(row.defendant),
      address: String(row.address),
      details: Object.fromEntries(
        row.judgment === null
          ? []
          : [['Approx. Judgment/Upset*', `$${Number(row.judgment).toFixed(2)}`]],
      ),
    }
  })
}

describe.skipIf(!hasRealData)('CivilView presets on the recorded values', () => {
  it('Montgomery PA: the listing, then each detail page inside the listing session', async () => {
    const site = await startCivilViewSite({ countyId: 23, sales: montgomerySales(6) })
    try {
      const { result } = await runPresetOnLoopback(database.db, paMontgomeryCivilView, site.baseUrl)
      expect(result.rejected).toEqual([])
      expect(result.filings).toHaveLength(6)
      expect(result.filings[0]).toMatchObject({
        sourceRecordId: '12006636',
        caseNumber: '12006636',
        documentType: 'Sheriff Sale',
        county: 'Montgomery',
        state: 'PA',
        propertyAddress: '710 Oxford Road',
        city: 'Bala Cynwyd',
        zipCode: '19004',
        saleDate: '2026-08-26',
        loanAmount: '2498.19',
        amountKind: 'minimum_bid',
        plaintiffName: '1900 Capital Trust I...',
      })
      expect(result.filings[0]!.documentUrl).toMatch(/\/Sales\/SaleDetails\?PropertyId=2109700568$/)
      const details = site.requests.filter((request) => request.path === '/Sales/SaleDetails')
      expect(details).toHaveLength(6)
      expect(details.every((request) => String(request.headers.cookie).includes('CFID=4711'))).toBe(
        true,
      )
      expect(details.every((request) => request.status === 200)).toBe(true)
    } finally {
      await site.close()
    }
  })

  it('Atlantic NJ: court case, judgment, and the newest status of the history', async () => {
    const sales = atlanticCivilViewSales([0, 1, 2, 3, 4])
    const site = await startCivilViewSite({ countyId: 25, sales })
    try {
      const { result } = await runPresetOnLoopback(database.db, njAtlanticCivilView, site.baseUrl)
      expect(result.rejected).toEqual([])
      expect(result.filings[0]).toMatchObject({
        sourceRecordId: 'F-18001491',
        caseNumber: 'F-027819-17',
        county: 'Atlantic',
        state: 'NJ',
        propertyAddress: '182 Giordano Mews',
        city: 'Mays Landing',
        zipCode: '08330',
        saleDate: '2019-02-14',
        loanAmount: '1295.96',
        amountKind: 'judgment',
        defendantName: 'Patricia Vander; Ruth Lutz',
        plaintiffName: 'Tavistock at Mays Landing Homeowners Association, Inc.',
        saleStatus: 'stayed',
      })
      expect(result.filings[0]!.raw).toMatchObject({ attorney: 'Ansell Grimm & Aaron, PC' })
    } finally {
      await site.close()
    }
  })
})
