/**
 * Factories for ingestion tests: a source with its parser (and, by default, an approved
 * terms-of-service record for its host), the parser configs that read the fake county site
 * and the fake Socrata portal, and made-up SODA rows.
 */
import type { Db } from '../db/client'
import { parsers, sources } from '../db/schema'
import { approveDomainForIngestion, type ConnectorConfigInput } from '../modules/sources'
import type { SodaRow } from './fake-county-socrata'

/** The user agent tests send (robots.txt groups match 'ForeclosureLeadsBot'). */
export const TEST_USER_AGENT = 'ForeclosureLeadsBot/1.0 (+http://localhost/about/crawler)'
/** The fake servers listen here; tests allow it past the SSRF guard explicitly. */
export const LOOPBACK_ALLOW_LIST = ['127.0.0.1'] as const

export interface IngestionSourceInput {
  baseUrl: string
  config: ConnectorConfigInput | Record<string, unknown>
  county?: string
  state?: string
  kind?: 'court' | 'assessor' | 'census' | 'images'
  name?: string
  /** Record an operator's terms-of-service approval for the host (default true). */
  approveTos?: boolean
}

/** Inserts a source and its active parser; returns their ids. */
export async function buildIngestionSource(
  db: Db,
  input: IngestionSourceInput,
): Promise<{ sourceId: string; parserId: string }> {
  const [source] = await db
    .insert(sources)
    .values({
      county: input.county ?? `Fairview ${Math.random().toString(36).slice(2, 8)}`,
      state: input.state ?? 'OH',
      kind: input.kind ?? 'court',
      name: input.name ?? 'Fairview County Sheriff (fake)',
      baseUrl: input.baseUrl,
    })
    .returning({ id: sources.id })
  const [parser] = await db
    .insert(parsers)
    .values({ sourceId: source!.id, strategy: 'selector', fields: input.config })
    .returning({ id: parsers.id })
  if (input.approveTos ?? true) {
    await approveDomainForIngestion(db, new URL(input.baseUrl).hostname, {
      tosUrl: new URL('/terms', input.baseUrl).toString(),
      notes: 'test fixture: public records, automated access allowed',
    })
  }
  return { sourceId: source!.id, parserId: parser!.id }
}

/** The parser config that reads the fake county site's sheriff-sale listing. */
export function fakeSiteListingConfig(): ConnectorConfigInput {
  return {
    connector: 'html-listing',
    startUrl: '/sheriff-sales',
    rowSelector: 'table#sale-list > tbody > tr.sale-row',
    detailLinkSelector: 'td.case a[href]',
    nextPageSelector: 'div.pagination a.next',
    listingFields: {
      saleNumber: 'td.sale-no',
      caseNumber: 'td:nth-child(2)',
      saleDate: 'td.sale-date',
    },
    detailFields: {
      caseNumber: '#case-number',
      defendant: 'td.defendant',
      plaintiff: { label: 'Plaintiff' },
      address: { selector: 'td.address', separator: ', ' },
      judgment: 'td.judgment',
      filed: { label: 'Filed' },
      saleDate: 'td.sale-date',
    },
    mapping: {
      defaults: {
        state: 'OH',
        county: 'Fairview',
        documentType: 'Sheriff Sale',
        court: 'Fairview County Court of Common Pleas',
      },
      fields: {
        sourceRecordId: { column: 'saleNumber', transform: 'text' },
        caseNumber: 'caseNumber',
        defendantName: { column: 'defendant', transform: 'names-last-first' },
        plaintiffName: 'plaintiff',
        address: 'address',
        loanAmount: { column: 'judgment', kind: 'judgment' },
        filingDate: 'filed',
        saleDate: 'saleDate',
        documentUrl: 'detailUrl',
      },
    },
  }
}

export const FAKE_DATASET = 'fvlp-2026'

/** The parser config for the fake Socrata portal's lis pendens dataset. */
export function fakeSocrataConfig(overrides: Record<string, unknown> = {}): ConnectorConfigInput {
  return {
    connector: 'socrata',
    dataset: FAKE_DATASET,
    pageSize: 10,
    incrementalField: 'filing_date',
    mapping: {
      defaults: { state: 'OH', county: 'Fairview', court: 'Fairview County Clerk of Courts' },
      fields: {
        caseNumber: 'case_number',
        documentType: 'document_type',
        defendantName: { column: 'defendant_name', transform: 'names-last-first' },
        propertyAddress: 'property_address',
        city: 'city',
        zipCode: 'zip_code',
        filingDate: 'filing_date',
        loanAmount: { column: 'original_loan_amount', kind: 'loan' },
      },
    },
    ...overrides,
  } as ConnectorConfigInput
}

const LAST = ['HOLLOWAY', 'QUINTERO', 'VASQUEZ-LUND', 'BRANNIGAN', 'OKONJO', 'TREMBLAY', 'ASHWORTH']
const FIRST = ['PRIYA', 'MARCUS', 'ELENA', 'DOUGLAS', 'ADAEZE', 'LUC', 'HARRIET']
const STREETS = ['Wren Ct', 'Foundry Rd', 'Maple Hollow Dr', 'Cistern Ave', 'Beacon St']

/** `count` made-up lis pendens rows, one filing day apart from 2026-01-01. */
export function fakeSodaRows(count: number): SodaRow[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)
    return {
      case_number: `LP-2026-${String(i + 1).padStart(4, '0')}`,
      document_type: i % 5 === 4 ? 'NOTICE OF SALE' : 'LIS PENDENS',
      filing_date: `${day}T00:00:00.000`,
      defendant_name: `${LAST[i % LAST.length]}, ${FIRST[(i * 3) % FIRST.length]}`,
      property_address: `${100 + i * 7} ${STREETS[i % STREETS.length]}`,
      city: 'Fairview',
      zip_code: i % 2 === 0 ? '45120' : '45121',
      original_loan_amount: String(150_000 + i * 1250.5),
    }
  })
}
