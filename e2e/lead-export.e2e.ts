/**
 * Exporting leads in a real browser (issue 13, docs/decisions/0026): a Pro user searches, keeps
 * 3 results as leads, moves one to 'contacted' with a note and a tag, filters by the tag, and
 * downloads the list as CSV and as Excel (both files parsed here); a sample lead is left out of
 * both and the toast says so. A trial user sees the export locked, and it opens the plans.
 *
 * A fresh install's index holds sample filings only, and sample data is never exported as real,
 * The call list of selected leads is copied to the clipboard without the Do-not-call number or
 * the simulated person's.
 *
 * so the test first writes four real-looking filings for ZIP 44113 into the records index (as
 * `npm run records:import` would), and searches for those.
 */
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import type { Download, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  contactPersons,
  contactPhones,
  filings,
  leads,
  phoneComplianceCache,
} from '../server/src/db/schema'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const OWNERS = ['Dana Exportwell', 'Eli Spreadsheet', 'Flo Columnar', 'Gus Leftbehind']

/** Four filings of Cleveland, OH 44113 in the records index, as an import would leave them. */
async function realFilings(): Promise<void> {
  await app.database.db
    .insert(filings)
    .values(
      OWNERS.map((defendantName, i) => ({
        dedupeKey: `e2e-export:${i}`,
        documentType: 'Lis Pendens',
        caseNumber: `CV-26-90000${i}`,
        court: 'Cuyahoga County Court of Common Pleas',
        defendantName,
        plaintiffName: 'Lakeshore Savings Bank',
        propertyAddress: `${i + 1}00 Export Avenue`,
        city: 'Cleveland',
        county: 'Cuyahoga',
        state: 'OH',
        zipCode: '44113',
        filingDate: `2026-02-0${i + 1}`,
        loanAmount: `${(i + 1) * 50000}.00`,
        amountKind: 'loan',
        sourceDatabase: 'Cuyahoga County Clerk of Courts',
      })),
    )
    .onConflictDoNothing()
}

/** A sample lead of the user's (as keeping a sample search result would leave it). */
async function sampleLead(userId: string): Promise<void> {
  await app.database.db.insert(leads).values({
    userId,
    sourceKind: 'search_result',
    resultId: crypto.randomUUID(),
    dedupeKey: `e2e-sample:${userId}`,
    defendantName: 'Sandy Sample',
    caseNumber: 'SAMPLE-2026-CV-1',
    zipCode: '44113',
    state: 'OH',
    tags: ['hot'],
    saleDate: '2026-05-01',
    saleStatus: 'cancelled',
    isSample: true,
  })
}

/** Clicks Export, then the format, and returns the download. */
async function exportAs(label: 'CSV (.csv)' | 'Excel (.xlsx)'): Promise<Download> {
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: label }).click()
  return downloading
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path()
  if (!path) throw new Error('the download has no file')
  return readFile(path)
}

describe('exporting leads', () => {
  it('a Pro user keeps 3 results, works one, filters by its tag and exports CSV and Excel', async () => {
    await realFilings()
    const user = await login(page, { tier: 'pro' })
    await sampleLead(user.id)
    await openDashboard(page, app.baseUrl)

    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByLabel('State').selectOption('OH')
    await page.getByLabel('ZIP Code').fill('44113')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await toastText(page, 'Search Completed').waitFor()
    const results = page.getByRole('region', { name: 'Search Results' })
    for (const name of OWNERS.slice(0, 3)) {
      await results.getByRole('article').filter({ hasText: name }).getByRole('checkbox').check()
    }
    await results.getByRole('button', { name: 'Keep Selected (3)' }).click()
    await toastText(page, 'Kept 3 leads.').waitFor()

    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('button', { name: /Dana Exportwell/ }).click()
    const detail = page.getByRole('article', { name: /Dana Exportwell/ })
    await detail.getByLabel('Status').selectOption('contacted')
    await detail.getByLabel('Add a note').fill('Spoke to Dana; send an offer by Friday.')
    await detail.getByRole('button', { name: 'Add Note' }).click()
    await detail
      .getByRole('list', { name: 'Notes, newest first' })
      .getByText('Spoke to Dana; send an offer by Friday.')
      .waitFor()
    await detail.getByLabel('New tag').fill('Hot')
    await detail.getByRole('button', { name: 'Add Tag' }).click()
    await detail.getByRole('list', { name: 'Tags' }).getByText('#hot').waitFor()

    // Filtered by the tag: Dana (and the sample lead, which the file leaves out).
    await page.getByLabel('Tag', { exact: true }).selectOption('hot')
    await page.waitForURL((url) => url.searchParams.get('tag') === 'hot')
    await expect.poll(() => list.getByRole('checkbox').count()).toBe(2)

    const csvDownload = await exportAs('CSV (.csv)')
    expect(csvDownload.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv: Record<string, string>[] = parse(await downloadedBytes(csvDownload), {
      bom: true,
      columns: true,
    })
    expect(csv).toHaveLength(1)
    expect(csv[0]).toMatchObject({
      Status: 'Contacted',
      Defendants: 'Dana Exportwell',
      'Property address': '100 Export Avenue',
      City: 'Cleveland',
      County: 'Cuyahoga',
      ZIP: '44113',
      'Case number': 'CV-26-900000',
      Tags: 'hot',
      Notes: '1',
      'Last note': 'Spoke to Dana; send an offer by Friday.',
      Amount: '50000.00',
    })
    await toastText(page, 'Export Ready').waitFor()
    await page
      .getByText(/1 sample lead was left out/)
      .first()
      .waitFor()

    // Without the filter: the three kept, in the list's order, as a workbook.
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => list.getByRole('checkbox').count()).toBe(4)
    const xlsxDownload = await exportAs('Excel (.xlsx)')
    expect(xlsxDownload.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await downloadedBytes(xlsxDownload)) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('the workbook has no sheet')
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String)
    const column = (name: string) => header.indexOf(name) + 1
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2))
    const names = rows.map((row) => row.getCell(column('Defendants')).value)
    expect([...names].sort()).toEqual(OWNERS.slice(0, 3).sort())
    const dana = rows.find((row) => row.getCell(column('Defendants')).value === 'Dana Exportwell')
    expect(dana?.getCell(column('Status')).value).toBe('Contacted')
    expect(dana?.getCell(column('Amount')).value).toBe(50000)
    expect(dana?.getCell(column('Filing date')).value).toEqual(new Date('2026-02-01T00:00:00Z'))
    expect(errors).toEqual([])
  })

  it('a trial user sees the export locked, and it opens the plans; the sale status shows', async () => {
    const user = await login(page)
    await sampleLead(user.id)
    await openDashboard(page, app.baseUrl)
    await page.getByRole('navigation', { name: 'Leads by ZIP code' }).waitFor()
    expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0)
    // The lead's cancelled sale shows on its row, and on its card on the board.
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByText('Sale cancelled')
      .waitFor()
    await page.getByRole('button', { name: 'Board', exact: true }).click()
    await page.getByRole('region', { name: 'Pipeline board' }).getByText('Sale cancelled').waitFor()
    await page.getByRole('button', { name: 'Export: Upgrade' }).click()
    await page.getByRole('dialog', { name: 'Choose Your Plan' }).waitFor()
    expect(errors).toEqual([])
  })

  it('a Pro user copies the call list of two leads: no Do-not-call or simulated number', async () => {
    const user = await login(page, { tier: 'pro' })
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl })
    const { db } = app.database
    const made = await db
      .insert(leads)
      .values(
        ['Marcus Bell', 'Pat Quill'].map((defendantName, i) => ({
          userId: user.id,
          sourceKind: 'search_result',
          resultId: crypto.randomUUID(),
          dedupeKey: `e2e-call:${i}`,
          defendantName,
          propertyAddress: `${1420 + i} Elm Street`,
          zipCode: '45202',
          state: 'OH',
          contactCount: 1,
        })),
      )
      .returning()
    // Marcus as a real trace leaves him: one clean number, one on the DNC list (both scrubbed);
    // Pat made up by the simulator.
    const persons = await db
      .insert(contactPersons)
      .values(
        made.map((lead, i) => ({
          userId: user.id,
          leadId: lead.id,
          defendantName: lead.defendantName ?? '',
          fullName: lead.defendantName ?? '',
          matchEvidence: { nameTokens: [], address: 'property' as const },
          source: i === 0 ? 'batchdata' : 'simulator',
          simulated: i === 1,
          tracedAt: new Date(),
        })),
      )
      .returning()
    const phones = [
      { person: 0, number: '5135550187', lineType: 'landline', dnc: false, simulated: false },
      { person: 0, number: '5135550142', lineType: 'mobile', dnc: true, simulated: false },
      { person: 1, number: '5135550199', lineType: 'mobile', dnc: false, simulated: true },
    ]
    await db.insert(contactPhones).values(
      phones.map((phone) => ({
        personId: persons[phone.person]?.id ?? '',
        userId: user.id,
        number: phone.number,
        lineType: phone.lineType,
      })),
    )
    await db.insert(phoneComplianceCache).values(
      phones.map((phone) => ({
        userId: user.id,
        number: phone.number,
        dnc: phone.dnc,
        litigator: false,
        source: phone.simulated ? 'simulator' : 'dncscrub',
        simulated: phone.simulated,
      })),
    )

    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('checkbox', { name: /Marcus Bell/ }).check()
    await list.getByRole('checkbox', { name: /Pat Quill/ }).check()
    await page.getByRole('button', { name: 'Copy Call List' }).click()
    await toastText(page, 'Call List Copied').waitFor()
    const summary =
      '1 number of 1 person copied to your clipboard. 1 Do-not-call number was left off.'
    await toastText(page, summary).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Marcus Bell\t513-555-0187\tLandline\t1420 Elm Street',
    )
    expect(errors).toEqual([])
  })
})
