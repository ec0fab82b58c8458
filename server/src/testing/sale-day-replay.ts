/**
 * A replay of a real source changing over sale day (docs/decisions/0079), for the sale-day test,
 * the browser test and `npm run bench freshness`: Atlantic County's recorded CivilView sales
 * (testing/recorded-source-sites.ts) served from loopback in sequence: listed, then adjourned
 * (postponed) to a later date, then cancelled; a new filing (another recorded sale) can appear
 * at any step. The values are the recorded ones except the sale dates, moved to the dates the
 * caller gives (the recording is of 2019 sales; a replay of sale day needs a sale near today).
 */
import {
  atlanticCivilViewSales,
  type CivilViewSale,
  type RecordedSite,
  startCivilViewSite,
} from './recorded-source-sites'

/** What the source says at a step of the replay. */
export type ReplayStep = 'listed' | 'postponed' | 'cancelled'

/** The recorded sale that changes: F-000518-17, 20 Navajo Ct, Galloway Township NJ 08205. */
export const REPLAYED_CASE = { caseNumber: 'F-000518-17', zipCode: '08205', county: 'Atlantic' }
/** The recorded sale that appears later: F-022505-17, Corbin City NJ 08270. */
export const NEW_FILING_CASE = { caseNumber: 'F-022505-17', zipCode: '08270' }

/** '2026-12-01' as the site writes it: '12/01/2026'. */
const siteDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`

/** A recorded sale moved to `saleDate`, its newest status entry (the sale set) with it. */
function movedTo(sale: CivilViewSale, saleDate: string): CivilViewSale {
  const [newest, ...older] = sale.statusHistory ?? []
  return {
    ...sale,
    saleDate: siteDate(saleDate),
    details: { ...sale.details, 'Sales Date': siteDate(saleDate) },
    statusHistory: newest ? [[newest[0], siteDate(saleDate)], ...older] : [],
  }
}

export interface SaleDayReplay {
  site: RecordedSite
  /** Moves the source to `step` (and shows the new filing from now on, when asked). */
  show(step: ReplayStep, options?: { newFiling?: boolean }): void
  close(): Promise<void>
}

/** Serves the replay at step 'listed'; `cancelledOn` is the date the cancellation is dated. */
export async function startSaleDayReplay(dates: {
  saleDate: string
  postponedTo: string
  cancelledOn: string
  newFilingSaleDate?: string
}): Promise<SaleDayReplay> {
  const [recorded, other] = atlanticCivilViewSales([4, 9])
  const listed = movedTo(recorded!, dates.saleDate)
  const postponed: CivilViewSale = {
    ...movedTo(recorded!, dates.postponedTo),
    statusHistory: [
      ['Adjourned - Plaintiff', siteDate(dates.postponedTo)],
      ...(listed.statusHistory ?? []),
    ],
  }
  const cancelled: CivilViewSale = {
    ...postponed,
    statusHistory: [['Cancelled', siteDate(dates.cancelledOn)], ...(postponed.statusHistory ?? [])],
  }
  const newFiling = movedTo(other!, dates.newFilingSaleDate ?? dates.postponedTo)
  const byStep = { listed, postponed, cancelled }
  let current: CivilViewSale[] = [listed]
  const site = await startCivilViewSite({ countyId: 25, sales: () => current })
  return {
    site,
    show(step, options = {}) {
      current = options.newFiling ? [byStep[step], newFiling] : [byStep[step]]
    },
    close: () => site.close(),
  }
}
