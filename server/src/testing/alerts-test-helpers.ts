/**
 * What the alerts tests share: a county's sale list ingested through the records module's file
 * import (as a source would be, with the test app's ingestion listener; made-up records), and
 * waiting for what a job does.
 */
import type { Db } from '../db/client'
import type { CaseEventsListener } from '../modules/records'
import { importRecordsFile } from '../modules/sources'

/** The parts of a test app an ingestion needs: its database and its runtime's listener. */
export interface IngestingApp {
  database: { db: Db }
  runtime: { ingestion: { onCaseEventsRecorded?: CaseEventsListener } }
}

const DAY_MS = 86_400_000
export const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

export interface TestSale {
  case: string
  address: string
  sale: string
  status: string
  zip?: string
  /** A judgment amount the listing states (dollars), which records a 'judgment' event first. */
  judgment?: string
}

/** Ingests sheriff sales in Cape May County, NJ (ZIP 08204 unless a sale says otherwise). */
export async function ingestSales(
  app: IngestingApp,
  sales: TestSale[],
  place: { state: string; county: string } = { state: 'NJ', county: 'Cape May' },
) {
  return importRecordsFile(app.database.db, {
    onCaseEventsRecorded: app.runtime.ingestion.onCaseEventsRecorded,
    content: JSON.stringify(
      sales.map((sale) => ({
        ...sale,
        zip: sale.zip ?? '08204',
        filed: '2026-01-10',
        amountKind: sale.judgment ? 'judgment' : undefined,
      })),
    ),
    sourceName: `Test ${place.county} County Sheriff Sales`,
    spec: {
      kind: 'mapping',
      mapping: {
        format: 'json',
        defaults: {
          state: place.state,
          county: place.county,
          city: 'Testville',
          documentType: 'Sheriff Sale',
        },
        fields: {
          caseNumber: 'case',
          propertyAddress: 'address',
          saleDate: 'sale',
          saleStatus: 'status',
          filingDate: 'filed',
          zipCode: 'zip',
          loanAmount: 'judgment',
          amountKind: 'amountKind',
        },
      },
    },
  })
}

/** Polls `probe` until it answers something other than undefined (at most 30 s). */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
