/**
 * Issue 35, done-when: "the score and its reasons show in the list, board and detail; sorting
 * works in a browser test". A user keeps five sales of one county whose urgency differs (a sale
 * in 3, 20, 45 and 200 days, the 20-day one not re-checked for 27 hours, and a cancelled one);
 * sorts the list by Urgency and sees them in score order, each with its badge; filters by
 * "Urgency at least" and clears it; sees the badges on the board; and opens the most urgent lead
 * to read why. On a desktop (1366x900) and on a 390 px phone, where nothing scrolls sideways.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LeadView } from '@common/contracts/leads'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import {
  type CountySale,
  importCountySales,
  inDays,
  lastSeenYesterday,
  searchAndKeep,
} from './support/county-sales'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'
import { settledPageWidth, widthProblem } from './support/page-width'

/** The list, board and detail as a person would look at them: outside the repository. */
const SCREENSHOTS = process.env.LEAD_URGENCY_SCREENSHOTS ?? tmpdir()
const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({ viewport: DESKTOP }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const ZIP = '53997'
const SALES: CountySale[] = [
  {
    case: 'UR-2026-0003',
    address: '3 Soon Sale Rd',
    sale: inDays(3),
    status: 'Scheduled',
    zip: ZIP,
  },
  {
    case: 'UR-2026-0020',
    address: '20 Stale Creek Rd',
    sale: inDays(20),
    status: 'Scheduled',
    zip: ZIP,
  },
  {
    case: 'UR-2026-0045',
    address: '45 Middle Way',
    sale: inDays(45),
    status: 'Scheduled',
    zip: ZIP,
  },
  {
    case: 'UR-2026-0200',
    address: '200 Far Off Ln',
    sale: inDays(200),
    status: 'Scheduled',
    zip: ZIP,
  },
  {
    case: 'UR-2026-0009',
    address: '9 Called Off Ct',
    sale: inDays(9),
    status: 'Cancelled',
    zip: ZIP,
  },
]

let imported = false

/** The county's sale list, once per file; the 20-day sale last seen 27 hours ago (stale). */
async function importSales() {
  if (imported) return
  imported = true
  await importCountySales(app, {
    sales: SALES,
    county: 'Urgency',
    sourceName: 'E2E Urgency County Sheriff Sales',
    sourceUrl: 'https://sheriff.urgency.example.gov/sales',
  })
  await lastSeenYesterday(app, 'UR-2026-0020')
}

/**
 * A signed-in user who has kept the five sales (search, then keep, as the search page does);
 * their leads as GET /api/leads shows them, most urgent first.
 */
async function userWithFiveLeads(): Promise<LeadView[]> {
  await importSales()
  await login(page, { tier: 'elite' })
  await searchAndKeep(page, app, { zip: ZIP, expected: SALES.length })
  const listed = await page.request.get(`${app.baseUrl}/api/leads?limit=100`)
  const mine: LeadView[] = (await listed.json()).leads
  expect(mine).toHaveLength(SALES.length)
  // Nothing writes the stored scores here: the list sorted or filtered by urgency refreshes the
  // user's due scores before it reads (decision 0085), so the order below is the server's own.
  return mine.sort((a, b) => b.urgency.score - a.urgency.score)
}

const titleOf = (lead: LeadView) => lead.propertyAddress ?? ''

/** The scores the badges in `scope` show, in page order, read from "Urgency 71, high". */
async function badgeScores(scope: Locator): Promise<number[]> {
  const texts = await scope.getByTestId('urgency-badge').allTextContents()
  return texts.map((text) => Number(/Urgency (\d+)/.exec(text)?.[1] ?? Number.NaN))
}

/** The lead list, sorted by Urgency with the sort control. */
async function sortByUrgency(): Promise<Locator> {
  await openDashboard(page, app.baseUrl)
  const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
  await list.getByTestId('urgency-badge').first().waitFor()
  await page.getByLabel('Sort by').selectOption('urgency')
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('urgency')
  return list
}

async function noSidewaysScroll(name: string) {
  expect(widthProblem(name, await settledPageWidth(page))).toBe('')
}

const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `lead-urgency-${name}.png`), fullPage: true })

describe('urgency in the lead workspace', () => {
  it('sorts and filters by urgency, shows it on the board and explains it (desktop)', async () => {
    const mine = await userWithFiveLeads()
    const scores = mine.map((lead) => lead.urgency.score)
    // The five differ, the nearest sale is the most urgent and the cancelled one scores 0.
    expect(new Set(scores).size).toBe(SALES.length)
    const [top] = mine
    expect(top!.caseNumber).toBe('UR-2026-0003')
    expect(mine.at(-1)!.urgency.score).toBe(0)
    const stale = mine.find((lead) => lead.caseNumber === 'UR-2026-0020')!
    expect(stale.urgency.confidence).toBe('low')

    const list = await sortByUrgency()
    // Most urgent first: descending without touching the direction.
    expect(new URL(page.url()).searchParams.get('order')).toBeNull()
    await expect.poll(() => badgeScores(list)).toEqual(scores)
    const topBadge = list
      .getByRole('button', { name: new RegExp(titleOf(top!)) })
      .getByTestId('urgency-badge')
    expect(await topBadge.getAttribute('title')).toBe(
      `Urgency ${top!.urgency.score}, high: ${top!.urgency.explanation}`,
    )
    const staleBadge = list
      .getByRole('button', { name: new RegExp(titleOf(stale)) })
      .getByTestId('urgency-badge')
    expect(await staleBadge.getAttribute('title')).toContain('(low confidence: not re-checked)')
    await shot('list-desktop')

    // "Urgency at least" between the second and third scores keeps the first two.
    const threshold = scores[2]! + 1
    await page.getByLabel('Urgency at least').fill(String(threshold))
    await expect
      .poll(() => new URL(page.url()).searchParams.get('minUrgency'))
      .toBe(String(threshold))
    await expect.poll(() => badgeScores(list)).toEqual(scores.slice(0, 2))
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => badgeScores(list)).toEqual(scores)
    await expect.poll(() => page.getByLabel('Urgency at least').inputValue()).toBe('')
    expect(new URL(page.url()).searchParams.get('sort')).toBe('urgency')

    // The board: each card carries its badge, the explanation in its tooltip.
    await page.getByRole('button', { name: 'Board', exact: true }).click()
    const board = page.getByRole('region', { name: 'Pipeline board' })
    const card = board.getByRole('listitem').filter({
      has: page.getByRole('button', { name: `Move ${titleOf(top!)}` }),
    })
    const cardBadge = card.getByTestId('urgency-badge')
    await cardBadge.waitFor()
    expect(await cardBadge.getAttribute('title')).toContain(top!.urgency.explanation)
    expect((await badgeScores(board)).sort((a, b) => b - a)).toEqual(scores)
    await noSidewaysScroll('board')
    await shot('board-desktop')

    // The detail explains the most urgent lead: score, confidence, explanation, each share.
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await list.getByRole('button', { name: new RegExp(titleOf(top!)) }).click()
    const section = page.getByRole('region', { name: 'Urgency' })
    await section.waitFor()
    await expectExplained(section, top!)
    await shot('detail-desktop')
    await noSidewaysScroll('lead detail')
    // The stale record's detail says its confidence is low.
    await list.getByRole('button', { name: new RegExp(titleOf(stale)) }).click()
    await page.getByRole('heading', { level: 2, name: new RegExp(titleOf(stale)) }).waitFor()
    await expect
      .poll(() => section.getByTestId('urgency-score').innerText())
      .toContain('Low confidence: not re-checked')
    expect(await section.getByTestId('urgency-explanation').innerText()).toBe(
      stale.urgency.explanation,
    )
    await shot('detail-stale-desktop')
    expect(errors).toEqual([])
  })

  it('fits a 390 px phone: the sorted list, the filter, the board and the detail', async () => {
    await page.setViewportSize(PHONE)
    const mine = await userWithFiveLeads()
    const scores = mine.map((lead) => lead.urgency.score)
    const list = await sortByUrgency()
    await expect.poll(() => badgeScores(list)).toEqual(scores)
    await noSidewaysScroll('lead list')
    await shot('list-phone')

    await page.getByRole('button', { name: /^Filters/ }).click()
    await page.getByLabel('Urgency at least').fill('101')
    // More than 100 reads as 100: nothing here is that urgent.
    await expect.poll(() => page.getByLabel('Urgency at least').inputValue()).toBe('100')
    await expect.poll(() => list.getByTestId('urgency-badge').count()).toBe(0)
    await page.getByLabel('Urgency at least').fill(String(scores[0]))
    await expect.poll(() => badgeScores(list)).toEqual([scores[0]])
    await page.getByRole('button', { name: /^Filters \(1\)/ }).waitFor()
    await noSidewaysScroll('lead filters')

    await page.getByRole('button', { name: 'Board', exact: true }).click()
    const board = page.getByRole('region', { name: 'Pipeline board' })
    await expect.poll(() => badgeScores(board)).toEqual([scores[0]])
    await noSidewaysScroll('board')
    await shot('board-phone')

    await board.getByRole('button', { name: 'Open', exact: true }).click()
    const section = page.getByRole('dialog').getByRole('region', { name: 'Urgency' })
    await section.waitFor()
    await expectExplained(section, mine[0]!)
    await noSidewaysScroll('lead detail')
    await shot('detail-phone')
    expect(errors).toEqual([])
  })
})

/** The detail's Urgency section says what the API says: score, confidence, explanation, shares. */
async function expectExplained(section: Locator, lead: LeadView) {
  const { urgency } = lead
  const score = await section.getByTestId('urgency-score').innerText()
  expect(score).toContain(`${urgency.score}`)
  expect(score).toContain('High urgency')
  expect(score).toContain('Normal confidence')
  expect(await section.getByTestId('urgency-explanation').innerText()).toBe(urgency.explanation)
  expect(urgency.explanation).toMatch(/^Sale in 3 days \(WI, scheduled\)/)
  const reasons = section.getByRole('list', { name: 'Urgency reasons' }).getByRole('listitem')
  expect(await reasons.count()).toBe(urgency.reasons.length)
  for (const [i, reason] of urgency.reasons.entries()) {
    const text = await reasons.nth(i).innerText()
    expect(text).toContain(reason.text)
    expect(text).toContain(`${reason.share}%`)
  }
}
