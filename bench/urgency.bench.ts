/**
 * `npm run bench urgency` (issue 35; docs/decisions/0084): the urgency score back-tested on real
 * sale outcomes from ../shared/data/real/ (read in place, never copied). For an as-of date in the
 * past, each case is given what the product would have known then (stage, next sale date,
 * postponements so far) and the outcome "went to sale within the next 30 days" where the data
 * can tell it. Prints ROC AUC and the share of real sales among the top tenth, for the score and
 * for the plain "nearest sale date first" order. Prints figures; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CaseStage } from '../common/lifecycle'
import { type UrgencyInput, urgencyOf } from '../common/urgency'

const REAL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data/real')
const WINDOW_DAYS = 30
/** A case is taken as listed (known to the product) this many days before its first sale date. */
const LISTED_DAYS_BEFORE = 42
const DAY_MS = 86_400_000

const iso = (usDate: string) => {
  const [m, d, y] = usDate.split('/').map(Number)
  const year = (y ?? 0) < 100 ? 2000 + (y ?? 0) : (y ?? 0)
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

interface Case {
  input: UrgencyInput
  positive: boolean
}

/** ROC AUC: the chance a positive outranks a negative, ties counted half. */
function auc(scores: number[], labels: boolean[]): number {
  let wins = 0
  let pairs = 0
  scores.forEach((s, i) => {
    if (!labels[i]) return
    scores.forEach((t, j) => {
      if (labels[j]) return
      pairs += 1
      wins += s > t ? 1 : s === t ? 0.5 : 0
    })
  })
  return pairs ? wins / pairs : Number.NaN
}

/** Share of positives among the top tenth; a tie at the cut counts its group's average. */
function topTenthShare(scores: number[], labels: boolean[]): number {
  const k = Math.max(1, Math.round(scores.length / 10))
  const sorted = [...new Set(scores)].sort((a, b) => b - a)
  let taken = 0
  let hits = 0
  for (const value of sorted) {
    const group = scores.map((s, i) => [s, labels[i]] as const).filter(([s]) => s === value)
    const room = Math.min(group.length, k - taken)
    const groupHits = group.filter(([, l]) => l).length
    hits += (groupHits * room) / group.length
    taken += room
    if (taken >= k) break
  }
  return hits / k
}

function report(name: string, asOf: string, cases: Case[], note: string) {
  const labels = cases.map((c) => c.positive)
  const urgency = cases.map((c) => urgencyOf(c.input, asOf).score)
  const nearest = cases.map((c) =>
    c.input.nextSaleDate ? -daysBetween(asOf, c.input.nextSaleDate) : -Infinity,
  )
  const positives = labels.filter(Boolean).length
  const fmt = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(3))
  console.log(`\n${name}, as of ${asOf}: ${cases.length} cases, ${positives} positives`)
  console.log(
    `  urgency score:          AUC ${fmt(auc(urgency, labels))}, top tenth ${fmt(topTenthShare(urgency, labels))}`,
  )
  console.log(
    `  nearest sale date first: AUC ${fmt(auc(nearest, labels))}, top tenth ${fmt(topTenthShare(nearest, labels))}`,
  )
  console.log(`  base rate ${fmt(positives / Math.max(1, cases.length))}. ${note}`)
}

const nothingElse = {
  state: null,
  saleStatus: null,
  filingDate: null,
  equity: null,
  reachablePhones: 0,
  usableEmails: 0,
  stale: false,
} as const

const NJ_FILE = 'nj_atlantic_sheriff_sales_2019-01-02.json'
const NJ_SNAPSHOT = '2019-01-02'
const njStage = (status: string): CaseStage =>
  status === 'Scheduled'
    ? 'sale_scheduled'
    : status.startsWith('Adjourned')
      ? 'postponed'
      : 'bankruptcy_stay'

/**
 * Atlantic County NJ: every case was still pending on the snapshot date, so every past step is a
 * sale that did not happen. At `asOf` the product knew the first step dated on or after it (the
 * move to it was announced at the step before). Positive: that step is the last one (not
 * adjourned again before the snapshot), within 30 days, and not a bankruptcy stay.
 */
function njCases(asOf: string): Case[] {
  const rows = JSON.parse(readFileSync(path.join(REAL, NJ_FILE), 'utf8')) as {
    status_history: string[]
  }[]
  const cases: Case[] = []
  for (const row of rows) {
    const steps: { status: string; date: string }[] = []
    for (let i = row.status_history.length - 2; i >= 0; i -= 2) {
      steps.push({
        status: row.status_history[i] ?? '',
        date: iso(row.status_history[i + 1] ?? ''),
      })
    }
    const first = steps[0]
    const k = steps.findIndex((s) => s.date >= asOf)
    const step = steps[k]
    if (!first || !step || first.date > shift(asOf, LISTED_DAYS_BEFORE)) continue
    const stage = njStage(step.status)
    const positive =
      k === steps.length - 1 && step.date <= shift(asOf, WINDOW_DAYS) && stage !== 'bankruptcy_stay'
    cases.push({
      input: { ...nothingElse, state: 'NJ', stage, nextSaleDate: step.date, postponementCount: k },
      positive,
    })
  }
  return cases
}

function njPostponements() {
  const rows = JSON.parse(readFileSync(path.join(REAL, NJ_FILE), 'utf8')) as {
    status_history: string[]
  }[]
  const next = { adjourned: 0, bankruptcy: 0, current: 0 }
  let adjournments = 0
  for (const row of rows) {
    const statuses = row.status_history.filter((_, i) => i % 2 === 0).reverse()
    statuses.forEach((s, i) => {
      if (!s.startsWith('Adjourned')) return
      adjournments += 1
      const after = statuses[i + 1]
      if (!after) next.current += 1
      else if (after.startsWith('Adjourned')) next.adjourned += 1
      else next.bankruptcy += 1
    })
  }
  console.log(
    `\nNJ Atlantic postponements: ${adjournments} adjournments in ${rows.length} pending cases; the next step was another adjournment ${next.adjourned}, a bankruptcy ${next.bankruptcy}, none yet (current date) ${next.current}.`,
  )
}

/** Greenville SC: 14 sales on 2016-10-03; a SoldAmount (even "Amount not available.") = sold. */
function scCases(): Case[] {
  const rows = JSON.parse(
    readFileSync(path.join(REAL, 'sc_greenville_master_in_equity_sales_2016-10.json'), 'utf8'),
  ) as { DateofSale: string; SoldAmount: string }[]
  return rows.map((row) => ({
    input: {
      ...nothingElse,
      state: 'SC',
      stage: 'sale_scheduled',
      nextSaleDate: iso(row.DateofSale),
      postponementCount: 0,
    },
    positive: row.SoldAmount.trim() !== '',
  }))
}

export async function run() {
  if (!existsSync(path.join(REAL, NJ_FILE))) {
    console.log(`No real data at ${REAL}: nothing to back-test.`)
    return
  }
  njPostponements()
  for (const asOf of ['2018-12-14', '2018-12-21']) {
    const cases = njCases(asOf)
    const note = `Positives are defined by absence: a January date not adjourned by ${NJ_SNAPSHOT} (it may still have been adjourned later). Known per case: stage, date, postponements; no equity or contacts.`
    report('NJ Atlantic sheriff sales', asOf, cases, note)
    report(
      'NJ Atlantic, bankruptcy stays left out',
      asOf,
      cases.filter((c) => c.input.stage !== 'bankruptcy_stay'),
      'A stay is negative by definition and lowers the score: without stays, what the postponement count and date add.',
    )
  }
  console.log(
    `\nNJ as-of dates before 2018-12-14 are not shown: their 30 days end before ${NJ_SNAPSHOT}, and a sale that happened then left the snapshot, so they hold no positives.`,
  )
  report(
    'SC Greenville master-in-equity sales',
    '2016-09-26',
    scCases(),
    'All 14 share one sale date and nothing else is known: both orders tie every case (AUC 0.5 by construction); the 4 without a SoldAmount may have been continued or cancelled.',
  )
  console.log(
    '\nNo outcomes in the other files: FL realforeclose and PA Montgomery CivilView list sales waiting, LA Ouachita lists sale dates, OH/PA/CT/WA files have no results.',
  )
}
