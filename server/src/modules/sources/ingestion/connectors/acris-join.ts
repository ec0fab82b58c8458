/**
 * NYC ACRIS keeps a document's parties and its lots in two datasets beside the master
 * (Real Property Parties 636b-3b5g, Real Property Legals 8h5j-fqxa), joined by document_id.
 * After a page of master rows the Socrata connector asks each of them for the page's ids,
 * in batches (`$where=document_id in ('a', 'b', ...)`, at most `batchSize` ids and
 * `maxUrlLength` characters a request), through the run's polite fetch, so robots, the
 * source's quota, Retry-After and the audits hold for these requests as for the master's.
 *
 * A filing then gets:
 * - defendant: the party side the document control code names as the borrower (MTGE, SAT:
 *   PARTY1 'MORTGAGOR/BORROWER'); plaintiff: the lender side (PARTY2 'MORTGAGEE/LENDER').
 *   An assignment (ASST) names an old and a new lender, no borrower: no defendant, the new
 *   lender (assignee) as plaintiff. JUDG and TLS are named only 'PARTY 1' / 'PARTY 2', so
 *   neither side is taken as debtor or creditor; their names stay in the raw record.
 * - the property: the first lot's street number, street name and unit; its county from the
 *   lot's borough; its parcel as the 10-digit BBL (borough, block to 5, lot to 4 digits).
 *   Every lot's BBL is kept in the raw record (`acris_bbls`). No ZIP: a lot has none, and a
 *   party's mailing ZIP is not the property's.
 */
import { z } from 'zod'
import { normalizeParties } from '../../../../text/names'
import { NYC_BOROUGH_COUNTIES } from '../../../../text/nyc-boroughs'
import { isOrganizationName } from '../../../../text/organization-names'
import { collapseWhitespace } from '../../../../text/text'
import type { NormalizedFiling } from '../../../records'
import { type ConnectorRun, fetchPage, IngestionConfigError, jsonArrayPage } from './connector'

const datasetId = z.string().regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/, 'a dataset id like abcd-1234')

/** The `acrisJoin` part of a socrata config. */
export const acrisJoinConfig = z.strictObject({
  parties: datasetId,
  legals: datasetId,
  /** Document ids a request asks for (fewer when the URL would pass maxUrlLength). */
  batchSize: z.number().int().min(1).max(200).default(50),
  /** Longest request URL (Socrata's front end refuses very long query strings). */
  maxUrlLength: z.number().int().min(500).max(8000).default(4000),
  /** Rows a request asks for; a full page is followed by the next offset. */
  pageSize: z.number().int().min(1).max(50_000).default(1000),
})
export type AcrisJoinConfig = z.infer<typeof acrisJoinConfig>

type Row = Record<string, unknown>

/** A document's rows in the two datasets. */
export interface AcrisRelated {
  parties: Row[]
  legals: Row[]
}

/**
 * Which party type is the debtor and which the creditor, per doc type, as the recorded
 * document control codes (ny_nyc_acris_document_control_codes_sample.csv) name them.
 */
export const ACRIS_PARTY_ROLES: Readonly<
  Record<string, { debtor: '1' | '2' | null; creditor: '1' | '2' | null }>
> = {
  MTGE: { debtor: '1', creditor: '2' },
  SAT: { debtor: '1', creditor: '2' },
  ASST: { debtor: null, creditor: '2' },
  JUDG: { debtor: null, creditor: null },
  TLS: { debtor: null, creditor: null },
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? collapseWhitespace(String(value)) : ''

/** The URL of one request for `ids` in `dataset`. */
export function relatedRowsUrl(
  baseUrl: string,
  dataset: string,
  ids: readonly string[],
  limit: number,
  offset: number,
): string {
  const url = new URL(`/resource/${dataset}.json`, baseUrl)
  const list = ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ')
  const params: [string, string][] = [
    ['$where', `document_id in (${list})`],
    ['$order', ':id'],
    ['$limit', String(limit)],
    ['$offset', String(offset)],
  ]
  url.search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
  return url.toString()
}

/** `ids` cut into batches of at most batchSize ids whose request URL fits maxUrlLength. */
export function documentIdBatches(
  baseUrl: string,
  dataset: string,
  ids: readonly string[],
  config: Pick<AcrisJoinConfig, 'batchSize' | 'maxUrlLength' | 'pageSize'>,
): string[][] {
  const fits = (batch: string[]) =>
    relatedRowsUrl(baseUrl, dataset, batch, config.pageSize, 999_999_999).length <=
    config.maxUrlLength
  const batches: string[][] = []
  let batch: string[] = []
  for (const id of ids) {
    const next = [...batch, id]
    if (batch.length > 0 && (next.length > config.batchSize || !fits(next))) {
      batches.push(batch)
      batch = [id]
    } else batch = next
    if (!fits(batch)) throw new IngestionConfigError(`document id ${id} alone passes maxUrlLength`)
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

async function rowsOf(
  run: ConnectorRun,
  headers: Record<string, string>,
  dataset: string,
  ids: string[],
  pageSize: number,
): Promise<{ rows: Row[]; requests: number }> {
  const rows: Row[] = []
  for (let offset = 0, requests = 1; ; offset += pageSize, requests++) {
    const url = relatedRowsUrl(run.baseUrl, dataset, ids, pageSize, offset)
    const page = jsonArrayPage(await fetchPage(run, url, { headers }))
    for (const row of page) if (row && typeof row === 'object') rows.push(row as Row)
    if (page.length < pageSize) return { rows, requests }
  }
}

/**
 * The parties and legals of `ids`, by document id, and how many requests that took. A
 * failed request (after fetchPage's Retry-After waits) throws, and so fails the run.
 */
export async function fetchAcrisRelated(
  run: ConnectorRun,
  headers: Record<string, string>,
  config: AcrisJoinConfig,
  ids: readonly string[],
): Promise<{ related: Map<string, AcrisRelated>; requests: number }> {
  const related = new Map<string, AcrisRelated>()
  const unique = [...new Set(ids)]
  for (const id of unique) related.set(id, { parties: [], legals: [] })
  let requests = 0
  for (const kind of ['parties', 'legals'] as const) {
    const dataset = config[kind]
    for (const batch of documentIdBatches(run.baseUrl, dataset, unique, config)) {
      const answer = await rowsOf(run, headers, dataset, batch, config.pageSize)
      requests += answer.requests
      for (const row of answer.rows) related.get(text(row.document_id))?.[kind].push(row)
    }
  }
  return { related, requests }
}

/** '1', '00012', '0001' -> '1000120001'; null unless all three are digits in range. */
function bblOf(legal: Row): string | null {
  const borough = text(legal.borough)
  const block = text(legal.block)
  const lot = text(legal.lot)
  if (!/^[1-5]$/.test(borough) || !/^\d{1,5}$/.test(block) || !/^\d{1,4}$/.test(lot)) return null
  return `${borough}${block.padStart(5, '0')}${lot.padStart(4, '0')}`
}

/** '180' + 'NASSAU STREET' + unit '6J' -> '180 NASSAU STREET UNIT 6J'; 'N/A' numbers dropped. */
function streetLineOf(legal: Row): string | null {
  const number = text(legal.street_number).replace(/^N\/?A$/i, '')
  const street = text(legal.street_name)
  if (!street) return null
  const unit = text(legal.unit)
  return [number, street, unit ? `UNIT ${unit}` : ''].filter(Boolean).join(' ')
}

/**
 * One party row's name: an organisation as written; 'CHANG, KI WHA' as 'Ki Wha Chang'; a name
 * without a comma ('BORSA VINCENZA', 'FRANCES DIBELLA': both orders occur) in its own order.
 */
export function partyNameOf(value: unknown): string | null {
  const name = text(value).replace(/^'+|'+$/g, '')
  if (!name) return null
  if (isOrganizationName(name)) return name
  return normalizeParties(name, name.includes(',') ? 'last-first' : 'first-last')
}

function namesOf(parties: Row[], type: '1' | '2' | null): string | null {
  if (!type) return null
  const names = parties
    .filter((party) => text(party.party_type) === type)
    .map((party) => partyNameOf(party.name))
    .filter((name): name is string => name !== null)
  const unique = [...new Set(names)]
  return unique.length > 0 ? unique.join('; ') : null
}

/** `filing` with what its parties and legals say (see the file comment). */
export function joinAcrisFiling(
  filing: NormalizedFiling,
  docType: string,
  related: AcrisRelated | undefined,
): NormalizedFiling {
  if (!related) return filing
  const roles = ACRIS_PARTY_ROLES[docType] ?? { debtor: null, creditor: null }
  const legal = related.legals[0]
  const bbls = [...new Set(related.legals.map(bblOf).filter((bbl) => bbl !== null))]
  const county = legal ? NYC_BOROUGH_COUNTIES[text(legal.borough)] : undefined
  return {
    ...filing,
    defendantName: namesOf(related.parties, roles.debtor) ?? filing.defendantName,
    plaintiffName: namesOf(related.parties, roles.creditor) ?? filing.plaintiffName,
    propertyAddress: (legal && streetLineOf(legal)) ?? filing.propertyAddress,
    county: county ?? filing.county,
    parcel: (legal && bblOf(legal)) ?? filing.parcel ?? null,
    raw: {
      ...filing.raw,
      acris_parties: related.parties,
      acris_legals: related.legals,
      acris_bbls: bbls,
    },
  }
}
