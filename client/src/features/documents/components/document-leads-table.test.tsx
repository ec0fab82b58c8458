import { RECORDS_PAGE } from '@common/contracts/document-records'
import type { DocumentLeadView } from '@common/contracts/documents'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { DocumentLeadsTable } from './document-leads-table'

const LIST = '00000000-0000-4000-8000-000000000009'
const TOTAL = 20_000

const record = (position: number): DocumentLeadView => ({
  id: `record-${position}`,
  position,
  defendantName: `Owner ${position}`,
  propertyAddress: `${position} Main St`,
  city: null,
  state: null,
  zipCode: '21201',
  caseNumber: null,
  loanAmount: null,
  amountKind: null,
  filingDate: null,
  court: null,
  saleDate: null,
  saleStatus: null,
  snippet: '',
  summary: null,
  stage: null,
  nextSaleDate: null,
  postponementCount: 0,
})

/** A list of 20,000 records as its view carries it: the first page and the count. */
const list = {
  id: LIST,
  leads: Array.from({ length: RECORDS_PAGE.first }, (_, i) => record(i)),
  recordCount: TOTAL,
}

function render(highlight: number | null, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <DocumentLeadsTable document={list} contactsAllowed={false} highlight={highlight} />
    </QueryClientProvider>,
  )
}

const rows = (html: string) => html.match(/<tr[ >]/g)?.length ?? 0

describe('DocumentLeadsTable (a list of 20,000 records, 0080)', () => {
  it("shows the view's first page with the count and the way to the next one", () => {
    const html = render(null)
    expect(html).toContain(`Records in this document (${TOTAL})`)
    expect(html).toContain('Showing records 1-50 of 20,000')
    // The header row and the first page: nothing more is read to show it.
    expect(rows(html)).toBe(1 + RECORDS_PAGE.first)
    expect(html).toContain('Owner 49')
    expect(html).not.toContain('Owner 50<')
  })

  it("marks a lead's record in the first page without reading another", () => {
    const html = render(7)
    expect(html).toMatch(/<tr[^>]*aria-current="true"[^>]*>.*?Owner 7</)
    expect(rows(html)).toBe(1 + RECORDS_PAGE.first)
  })

  it('shows a lead further on by its own record alone, read from its position', () => {
    const client = new QueryClient()
    // Nothing read yet: the table waits for the lead's record, not the list.
    expect(render(10_000, client)).toContain('Loading the records...')
    client.setQueryData(queryKeys.documents.records(LIST, 10_000, 1), {
      records: [record(10_000)],
      total: TOTAL,
      next: 10_001,
    })
    const html = render(10_000, client)
    expect(rows(html)).toBe(2)
    expect(html).toMatch(/<tr[^>]*aria-current="true"[^>]*>.*?Owner 10000</)
    expect(html).toContain('Showing record 10,001 of 20,000')
    expect(html).toContain('Previous records')
  })
})
