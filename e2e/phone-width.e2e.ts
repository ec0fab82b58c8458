/**
 * No page scrolls sideways on a phone (issue 31, item 2). At 390x844 a visitor opens every public
 * page, and an Elite user (every page is open to that plan, Analytics included) with real-length
 * data opens every signed-in page: an uploaded notice with a long file name and long unbroken
 * text (case number, e-mail, web address) as its lead's detail with the viewer open, a records
 * search with a long record, an alert and a campaign with long names and addresses. On each page
 * the document is no wider than the window; a failure names the page and what sticks out. At a
 * desktop's 1366x900 the viewer's "Close viewer" button is whole, inside the window and the viewer.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { importRecordsFile } from '../server/src/modules/sources'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { uploadPdf } from './support/document-steps'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'
import { settledPageWidth, widthProblem } from './support/page-width'

/** The lead detail on a phone: outside the repository, for a person to look at. */
const SCREENSHOTS = process.env.PHONE_WIDTH_SCREENSHOTS ?? tmpdir()

const PHONE = { width: 390, height: 844 }

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({ viewport: PHONE }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

/** A file name as a scanner or a clerk's export names it: long, and with few places to break. */
const LONG_FILE_NAME =
  'Onondaga_County_Supreme_Court_Notice_of_Pendency_of_Action_Index_No_004512-2024_Lakeshore_Federal_Savings_v_Adebayo_scanned_2024-05-08_final_FINAL.pdf'
const LONG_CASE_NUMBER = '2024-CA-004512-0000-00-MB-FORECLOSURE-RESIDENTIAL-DIVISION-11'
const LONG_EMAIL =
  'foreclosure.notices.servicing.department@lakeshore-federal-savings-association.com'
const LONG_URL =
  'https://records.onondagacountyclerk.example.gov/OnlineRecords/DocumentView?instrument=2024000451200001&book=LP'

/** A lis pendens with a text layer, its lines as long and unbroken as real filings have them. */
async function longNoticePdf(): Promise<Buffer> {
  const lines = [
    'NOTICE OF PENDENCY OF ACTION',
    'SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF ONONDAGA',
    `Case No. ${LONG_CASE_NUMBER}`,
    'LAKESHORE FEDERAL SAVINGS AND LOAN ASSOCIATION OF CENTRAL NEW YORK, Plaintiff,',
    '-against-',
    'WINIFRED OLUWASEUN ADEBAYO-MONTGOMERY-FITZWILLIAM, Defendant.',
    'NOTICE IS HEREBY GIVEN that an action has been commenced and is pending in this court',
    'to foreclose a mortgage on the premises known as 19 Tamarack Circle, Baldwinsville,',
    'New York 13027. The mortgage secures a note in the original principal amount of $164,000.00.',
    `Plaintiff's counsel: ${LONG_EMAIL}`,
    `Recorded: ${LONG_URL}`,
    'Dated: May 8, 2024',
  ]
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pdfPage = doc.addPage([612, 792])
  lines.forEach((line, i) => {
    pdfPage.drawText(line, { x: 36, y: 740 - i * 20, size: 9, font })
  })
  return Buffer.from(await doc.save())
}

/** A county's sale list holding one long record, ingested as a source would be (made up). */
function ingestLongRecord() {
  return importRecordsFile(app.database.db, {
    onCaseEventsRecorded: app.runtime.ingestion.onCaseEventsRecorded,
    content: JSON.stringify([
      {
        case: LONG_CASE_NUMBER,
        defendant: 'Bartholomew Alexander Worthington-Fairweather-Montgomery III',
        address: '12345 Northeast Old Settlers Memorial Parkway Apartment 1204B',
        zip: '59603',
        sale: '2027-01-15',
        status: 'Scheduled',
        filed: '2026-02-01',
      },
    ]),
    sourceName: 'E2E Lewis and Clark County Sheriff Sales and Foreclosure Auctions Listing',
    spec: {
      kind: 'mapping',
      mapping: {
        format: 'json',
        defaults: {
          state: 'MT',
          county: 'Lewis and Clark',
          city: 'Helena',
          documentType: 'Sheriff Sale',
        },
        fields: {
          caseNumber: 'case',
          defendantName: 'defendant',
          propertyAddress: 'address',
          zipCode: 'zip',
          saleDate: 'sale',
          saleStatus: 'status',
          filingDate: 'filed',
        },
      },
    },
  })
}

/** Opens `url`, waits for its level-1 heading (and `text`, when given); its width problem. */
async function visit(name: string, url: string, text?: string): Promise<string> {
  await page.goto(`${app.baseUrl}${url}`)
  await page.locator('h1').first().waitFor()
  if (text) await page.getByText(text).first().waitFor()
  return widthProblem(name, await settledPageWidth(page))
}

/** The problems of the pages as they are now, checked one after another. */
async function problemsOf(pages: [name: string, url: string, text?: string][]) {
  const problems: string[] = []
  for (const [name, url, text] of pages) {
    const problem = await visit(name, url, text)
    if (problem) problems.push(problem)
  }
  return problems
}

async function apiPost(url: string, data: unknown) {
  const response = await page.request.post(`${app.baseUrl}${url}`, {
    data,
    headers: { origin: app.baseUrl },
  })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return response.json()
}

describe('on a 390 px phone no page scrolls sideways', () => {
  it('the public pages', async () => {
    const problems = await problemsOf([
      ['landing page /', '/'],
      ['sign in /auth', '/auth'],
      ['reset password /reset-password', '/reset-password?token=not-a-real-token'],
      ['coverage /coverage', '/coverage'],
      ['plans /subscription', '/subscription'],
      ['subscription success', '/subscription-success'],
      ['subscription cancelled', '/subscription-cancelled'],
      ['confirm e-mail', '/settings/confirm-email?token=not-a-real-token'],
      ['terms of service /terms', '/terms'],
      ['privacy policy /privacy', '/privacy'],
      ['not found', '/no/such/page/at/all'],
    ])
    expect(problems).toEqual([])
  })

  it('every page of a signed-in Elite user with real-length data', async () => {
    await login(page, {
      tier: 'elite',
      firstName: 'Maximiliana-Theodora',
      lastName: 'Vanderbilt-Oyelaran-Kowalczyk',
      email: `maximiliana.theodora.vanderbilt.oyelaran+${Date.now()}@investments-and-holdings.example.com`,
    })
    await ingestLongRecord()
    const problems: string[] = []

    // The upload's lead, shown with its source document; then with the viewer open.
    await openDashboard(page, app.baseUrl)
    const preview = await uploadPdf(page, LONG_FILE_NAME, await longNoticePdf())
    // The long values are on the page: the file name, and the counsel's e-mail read from it.
    await page.getByText(LONG_EMAIL).first().waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Back to the list' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-width-lead-detail.png') })
    await preview.scrollIntoViewIfNeeded()
    const detail = widthProblem('dashboard: lead detail', await settledPageWidth(page))
    if (detail) problems.push(detail)
    await preview.getByRole('button', { name: 'View PDF' }).click()
    await preview.locator('canvas[data-drawn="true"]').first().waitFor({ timeout: 15_000 })
    const viewer = widthProblem('dashboard: lead detail, viewer open', await settledPageWidth(page))
    if (viewer) problems.push(viewer)
    await preview.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-width-source-document.png') })

    // The dashboard's other views: the lead list, the board, Social Discovery.
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await page.getByRole('button', { name: 'Board', exact: true }).waitFor()
    for (const [name, show] of [
      ['dashboard: lead list', 'List'],
      ['dashboard: board', 'Board'],
    ] as const) {
      await page.getByRole('button', { name: show, exact: true }).click()
      const problem = widthProblem(name, await settledPageWidth(page))
      if (problem) problems.push(problem)
    }
    await page.getByRole('tab', { name: 'Social Discovery' }).click()
    const social = widthProblem('dashboard: Social Discovery', await settledPageWidth(page))
    if (social) problems.push(social)

    await apiPost('/api/alerts', {
      name: 'Lewis-and-Clark-County-sheriff-sales-and-lis-pendens-watchlist-2027',
      state: 'MT',
      zipCodes: ['59603', '59601', '59602', '59604', '59620', '59623', '59624', '59625'],
    })
    const campaign = await apiPost('/api/email-campaigns', {
      name: 'Spring-2027-Helena-pre-foreclosure-outreach-to-homeowners-with-scheduled-sales',
      subject: 'Your home at 12345 Northeast Old Settlers Memorial Parkway Apartment 1204B',
      body: `Dear homeowner, we saw ${LONG_CASE_NUMBER} filed. Details: ${LONG_URL}`,
      recipients: [
        { email: LONG_EMAIL, name: 'Bartholomew Alexander Worthington-Fairweather-Montgomery III' },
      ],
    })
    const campaignId = campaign.id as string

    // A records search with the long record among its results.
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByLabel('State').selectOption('MT')
    await page.getByLabel('ZIP Code', { exact: true }).fill('59603')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page
      .getByText(/Worthington-Fairweather/)
      .first()
      .waitFor()
    const search = widthProblem('public records with results', await settledPageWidth(page))
    if (search) problems.push(search)

    problems.push(
      ...(await problemsOf([
        ['dashboard /', '/'],
        ['dashboard /dashboard', '/dashboard', 'Adebayo'],
        ['analytics', '/analytics'],
        ['alerts', '/alerts', 'Lewis-and-Clark-County'],
        ['campaigns', '/campaigns', 'Spring-2027-Helena'],
        ['campaign detail', `/campaigns/${campaignId}`, 'Spring-2027-Helena'],
        ['new campaign', '/campaigns/new'],
        ['settings', '/settings'],
        ['coverage', '/coverage'],
        ['plans /subscription', '/subscription'],
        ['subscription success', '/subscription-success'],
        ['subscription cancelled', '/subscription-cancelled'],
        ['terms of service /terms', '/terms'],
        ['privacy policy /privacy', '/privacy'],
        ['not found', '/no/such/page/at/all'],
      ])),
    )
    expect(problems).toEqual([])
    expect(errors).toEqual([])
  }, 180_000)
})

describe('the PDF viewer on a 1366 px desktop', () => {
  it('shows its "Close viewer" button whole, inside the window and the viewer', async () => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await login(page, { tier: 'elite' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadPdf(page, LONG_FILE_NAME, await longNoticePdf())
    await preview.getByRole('button', { name: 'View PDF' }).click()
    const viewer = preview.getByRole('region', { name: 'Document', exact: true })
    await viewer.locator('canvas[data-drawn="true"]').first().waitFor({ timeout: 15_000 })
    const close = viewer.getByRole('button', { name: 'Close viewer' })
    await close.scrollIntoViewIfNeeded()
    // In the page's own coordinates: a button reached only by scrolling sideways is cut off.
    const fit = await close.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const region = button.closest('section')?.getBoundingClientRect()
      const x = (at: number) => Math.round(at + window.scrollX)
      return {
        button: { left: x(box.left), right: x(box.right) },
        viewer: region && { left: x(region.left), right: x(region.right) },
        window: window.innerWidth,
        // Its words are not cut: the button is as wide as what it holds.
        clipped: button.scrollWidth > button.clientWidth,
      }
    })
    expect(fit.viewer).toBeDefined()
    expect(fit.button.left).toBeGreaterThanOrEqual(Math.max(0, fit.viewer?.left ?? 0))
    expect(fit.button.right).toBeLessThanOrEqual(Math.min(fit.window, fit.viewer?.right ?? 0))
    expect(fit.clipped).toBe(false)
    expect(widthProblem('dashboard at 1366 px, viewer open', await settledPageWidth(page))).toBe('')
    expect(errors).toEqual([])
  }, 120_000)
})
