/**
 * The recorded NYC ACRIS exports (../shared/data/real/sources/ny_nyc_acris_*.csv) as SODA
 * answers them: the CSV headers as the JSON field names, empty cells left out, calendar dates
 * as floating timestamps. For the ACRIS preset's tests on a loopback Socrata portal.
 */
import { parse } from 'csv-parse/sync'
import type { SodaRow } from './fake-county-socrata'
import { readRealFile } from './real-data'

/** The master export's headers as SODA names the fields of dataset bnx9-e6tj. */
const MASTER_FIELDS: Record<string, string> = {
  'DOCUMENT ID': 'document_id',
  'RECORD TYPE': 'record_type',
  CRFN: 'crfn',
  BOROUGH: 'recorded_borough',
  'DOC. TYPE': 'doc_type',
  'DOC. DATE': 'document_date',
  'DOC. AMOUNT': 'document_amt',
  'RECORDED / FILED': 'recorded_datetime',
  'MODIFIED DATE': 'modified_date',
  'REEL YEAR': 'reel_yr',
  'REEL NBR': 'reel_nbr',
  'REEL PAGE': 'reel_pg',
  '% TRANSFERRED': 'percent_trans',
  'GOOD THROUGH DATE': 'good_through_date',
}

/** SODA answers calendar dates as floating timestamps: 01/27/2010 -> 2010-01-27T00:00:00.000. */
const sodaDate = (value: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value)
  return match ? `${match[3]}-${match[1]}-${match[2]}T00:00:00.000` : value
}

/** 'ADDRESS 1' -> 'address_1' (the parties' and legals' headers in SODA's snake case). */
const snake = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, '_')

function sodaRows(file: string, field: (header: string) => string): SodaRow[] {
  const records = parse(readRealFile(`sources/${file}`), { columns: true }) as Record<
    string,
    string
  >[]
  return records.map((record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value !== '')
        .map(([header, value]) => [
          field(header),
          /DATE|FILED/.test(header) ? sodaDate(value) : value,
        ]),
    ),
  )
}

/** Dataset bnx9-e6tj: the 100 recorded master rows. */
export function acrisMasterRows(): SodaRow[] {
  return sodaRows('ny_nyc_acris_real_property_master_sample.csv', (h) => MASTER_FIELDS[h]!)
}

/** Dataset 636b-3b5g: the 100 recorded parties rows. */
export function acrisPartyRows(): SodaRow[] {
  return sodaRows('ny_nyc_acris_real_property_parties_sample.csv', snake)
}

/** Dataset 8h5j-fqxa: the 100 recorded legals rows. */
export function acrisLegalRows(): SodaRow[] {
  return sodaRows('ny_nyc_acris_real_property_legals_sample.csv', snake)
}
