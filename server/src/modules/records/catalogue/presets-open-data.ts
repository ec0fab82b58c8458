/**
 * Open-data APIs: NYC ACRIS and the Cook County and Prince George's County portals (Socrata
 * SODA), Philadelphia's real estate transfers (CARTO SQL).
 */
import type { SourcePreset } from './source-preset'

/** NYC ACRIS real property master (bnx9-e6tj): judgments, tax lien certificates, mortgages. */
export const nyNycAcris: SourcePreset = {
  id: 'ny-nyc-acris',
  name: 'New York City ACRIS real property records (Socrata)',
  state: 'NY',
  county: null,
  kind: 'recorder',
  baseUrl: 'https://data.cityofnewyork.us',
  tosUrl: 'https://www.nyc.gov/home/terms-of-use.page',
  access: 'open',
  recordKinds: ['judgment', 'tax lien sale certificate', 'mortgage', 'assignment', 'satisfaction'],
  connector: {
    connector: 'socrata',
    dataset: 'bnx9-e6tj',
    pageSize: 1000,
    incrementalField: 'recorded_datetime',
    where: "doc_type in ('JUDG', 'TLS', 'MTGE', 'ASST', 'SAT')",
    mapping: {
      defaults: { state: 'NY', documentType: 'Other', court: 'NYC Department of Finance, ACRIS' },
      fields: {
        sourceRecordId: { column: 'document_id', transform: 'text' },
        // The City Register File Number where there is one (not before 2003), else the id.
        caseNumber: ['crfn', 'document_id'],
        county: { column: 'recorded_borough', transform: 'nyc-borough-county' },
        filingDate: 'recorded_datetime',
        loanAmount: { column: 'document_amt', kind: 'loan' },
      },
    },
  },
  rateLimit: { window: 'hour', quota: 1000 },
  updateEveryHours: 24,
  verification: {
    level: 'recorded_values',
    recorded: [
      'sources/ny_nyc_acris_real_property_master_sample.csv',
      'sources/ny_nyc_acris_document_control_codes_sample.csv',
    ],
    confirmed: [
      'master columns and values (document id, borough 1-5, doc type codes MTGE/ASST/SAT..., amounts, recorded dates) from the rows.csv export',
      'JUDG (judgment) and TLS (tax lien sale certificate) codes exist; there is no lis pendens code',
    ],
    assumed: [
      "SODA JSON field names (document_id, recorded_borough, doc_type, document_amt, recorded_datetime) are the export's headers as Socrata names them",
      'parties (636b-3b5g) and legals (8h5j-fqxa) are not joined: the three samples share no document id, so a join could not be checked',
    ],
  },
}

/** Cook County, IL recorder foreclosures (historical lis pendens, 2011). */
export const ilCookRecorderForeclosures: SourcePreset = {
  id: 'il-cook-recorder-foreclosures',
  name: 'Cook County, IL recorder foreclosures 2011 (Socrata)',
  state: 'IL',
  county: 'Cook',
  kind: 'recorder',
  baseUrl: 'https://datacatalog.cookcountyil.gov',
  tosUrl: 'https://datacatalog.cookcountyil.gov/stories/s/terms-of-use',
  access: 'open',
  recordKinds: ['lis pendens (historical, 2011)'],
  connector: {
    connector: 'socrata',
    dataset: 'jr5c-gwim',
    pageSize: 1000,
    mapping: {
      defaults: { state: 'IL', county: 'Cook', documentType: 'Lis Pendens' },
      fields: {
        sourceRecordId: { column: 'doc_number', transform: 'text' },
        caseNumber: 'doc_number',
        propertyAddress: 'location.address',
        city: 'location.city',
        zipCode: 'location.zip',
        filingDate: 'recorded_date',
      },
    },
  },
  rateLimit: { window: 'hour', quota: 1000 },
  updateEveryHours: 24 * 30,
  verification: {
    level: 'documentation',
    recorded: [],
    confirmed: [],
    assumed: [
      'dataset jr5c-gwim ("Cook County Recorder of Deeds Foreclosures 2011") from a public script citing the portal',
      'field names doc_number, recorded_date and a location column {address, city, state, zip}: the script shows the values (PIN, doc number, "LIS PENDENS FORECLOSURE", dates, location) but not the names',
    ],
  },
}

/** Prince George's County, MD tax sale register. */
export const mdPrinceGeorgesTaxSale: SourcePreset = {
  id: 'md-prince-georges-tax-sale',
  name: "Prince George's County, MD tax sale register (Socrata)",
  state: 'MD',
  county: "Prince George's",
  kind: 'tax',
  baseUrl: 'https://data.princegeorgescountymd.gov',
  tosUrl: 'https://data.princegeorgescountymd.gov/',
  access: 'open',
  recordKinds: ['tax sale'],
  connector: null,
  notRunnable:
    "the tax sale dataset's id was not found in the documentation; an operator sets it before this source can run",
  rateLimit: { window: 'hour', quota: 1000 },
  updateEveryHours: 24 * 7,
  verification: {
    level: 'documentation',
    recorded: [],
    confirmed: [],
    assumed: ['the county publishes its tax sale register on its Socrata portal (issue 16)'],
  },
}

/** Philadelphia real estate transfers: sheriff's deeds (sold at sheriff sale). */
export const paPhiladelphiaSheriffDeeds: SourcePreset = {
  id: 'pa-philadelphia-sheriff-deeds',
  name: "Philadelphia sheriff's deeds (real estate transfers, CARTO)",
  state: 'PA',
  county: 'Philadelphia',
  kind: 'recorder',
  baseUrl: 'https://phl.carto.com',
  tosUrl: 'https://www.opendataphilly.org/terms-of-use/',
  access: 'open',
  recordKinds: ["sheriff's deed (sold at sheriff sale)"],
  connector: {
    connector: 'carto',
    table: 'rtt_summary',
    where: "document_type = 'SHERIFF''S DEED'",
    incrementalField: 'recording_date',
    pageSize: 1000,
    mapping: {
      defaults: { state: 'PA', county: 'Philadelphia', documentType: 'Sheriff Sale' },
      fields: {
        sourceRecordId: { column: 'document_id', transform: 'text' },
        propertyAddress: 'street_address',
        zipCode: 'zip_code',
        filingDate: 'recording_date',
        saleDate: 'document_date',
        loanAmount: { column: 'cash_consideration', kind: 'judgment' },
        saleStatus: { column: 'document_type', transform: 'sold-if-set' },
        parcel: 'opa_account_num',
      },
    },
  },
  rateLimit: { window: 'minute', quota: 30 },
  updateEveryHours: 24,
  verification: {
    level: 'documentation',
    recorded: [],
    confirmed: [],
    assumed: [
      'CARTO SQL API GET /api/v2/sql?q=...&format=json answering {rows: [...]} (OpenDataPhilly dataset pages)',
      "table rtt_summary with document_type = 'SHERIFF''S DEED' (issue 16)",
      'column names document_id, street_address, zip_code, recording_date, document_date, cash_consideration, opa_account_num',
    ],
  },
}
