/**
 * A foreclosure case's lifecycle: the events sources report about it, the stage they leave it
 * in, and the rule for calling a case "Active" (issue 16). Shared by the server (which records
 * events and stages) and the client (which shows them).
 */

/** What can happen to a case, as sources report it. */
export const CASE_EVENT_KINDS = [
  'filed',
  'judgment',
  'sale_scheduled',
  'postponed',
  'cancelled',
  'bankruptcy_stay',
  'sold',
  'redeemed',
  'reo',
  'unknown',
] as const
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number]

/**
 * The stage a case is in is the kind of its latest event.
 * @alias the same list under the name of what it classifies.
 */
export const CASE_STAGES = CASE_EVENT_KINDS
export type CaseStage = CaseEventKind

/** Stages that wait on a sale date: once it has passed with no news, the stage is 'unknown'. */
export const WAITING_ON_SALE: readonly CaseStage[] = ['sale_scheduled', 'postponed']

/** Stages after which a case has ended: no sale left to work towards. */
export const ENDED_STAGES: readonly CaseStage[] = ['cancelled', 'sold', 'redeemed', 'reo']

/** The stage to show today: a sale date that passed without news makes it 'unknown'. */
export function effectiveStage(
  stage: CaseStage | null,
  nextSaleDate: string | null,
  today: string,
): CaseStage | null {
  if (stage && WAITING_ON_SALE.includes(stage) && nextSaleDate && nextSaleDate < today) {
    return 'unknown'
  }
  return stage
}

const DAY_MS = 86_400_000
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The "Active" rule: a case with a sale set (a notice of sale, a judgment with a sale date)
 * whose sale falls between 60 days ago and a year ahead, or a lis pendens / notice of default /
 * complaint filed within the last 2 years; never a cancelled, sold, redeemed or REO case.
 */
export function isActiveCase(
  input: { stage: CaseStage | null; nextSaleDate: string | null; filingDate: string | null },
  today: string,
): boolean {
  if (input.stage && ENDED_STAGES.includes(input.stage)) return false
  if (input.nextSaleDate) {
    return input.nextSaleDate >= shift(today, -60) && input.nextSaleDate <= shift(today, 365)
  }
  if (input.filingDate && (input.stage === 'filed' || input.stage === null)) {
    return input.filingDate >= shift(today, -730)
  }
  return false
}
