/**
 * Open-data APIs: NYC ACRIS and the Cook County and Prince George's County portals (Socrata
 * SODA), Philadelphia's real estate transfers (CARTO SQL).
 */
import { robotsNotReadReview } from './shipped-reviews'
import type { SourcePreset } from './source-preset'

const SODA_RATE =
  "our default for a Socrata portal without an app token: 1,000 requests an hour (no crawl-delay known: the portal's robots.txt was not read)"

/**
 * NYC ACRIS real property master (bnx9-e6tj): judgments, tax lien certificates, mortgages,
 * with each page's parties (636b-3b5g) and lots (8h5j-fqxa) joined by document id: names by
 * the doc type's control code, the first lot's street line, county and BBL (acris-join.ts).
 */
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
    acrisJoin: { parties: '636b-3b5g', legals: '8h5j-fqxa', batchSize: 50, maxUrlLength: 4000 },
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
  review: robotsNotReadReview({
    host: 'data.cityofnewyork.us',
    termsExcerpt:
      'Dataset bnx9-e6tj (with 636b-3b5g, 8h5j-fqxa). NYC OpenData public policies (cityofnewyork.github.io/opendatatsm/publicpolicies.html, stored copy): Local Law 11 of 2012, § 23-502 d, requires that data sets be available without registration requirement, license requirement, or usage restrictions; by accessing them the user agrees to the Terms of Use of NYC.gov.',
    rateLimitReason: SODA_RATE,
  }),
  verification: {
    level: 'recorded_values',
    recorded: [
      'sources/ny_nyc_acris_real_property_master_sample.csv',
      'sources/ny_nyc_acris_real_property_parties_sample.csv',
      'sources/ny_nyc_acris_real_property_legals_sample.csv',
      'sources/ny_nyc_acris_document_control_codes_sample.csv',
    ],
    confirmed: [
      'master columns and values (document id, borough 1-5, doc type codes MTGE/ASST/SAT..., amounts, recorded dates) from the rows.csv export',
      'JUDG (judgment) and TLS (tax lien sale certificate) codes exist; there is no lis pendens code',
      'party roles from the recorded control codes: MTGE party 1 MORTGAGOR/BORROWER (SAT: MORTGAGER/BORROWER), party 2 MORTGAGEE/LENDER; ASST party 1 ASSIGNOR/OLD LENDER, party 2 ASSIGNEE/NEW LENDER; JUDG and TLS only PARTY 1 / PARTY 2',
      'parties and legals values (names as LAST, FIRST or LAST FIRST, mailing addresses, borough/block/lot, street number and name with runs of spaces, N/A numbers, units) from their rows.csv exports',
      "public code (TypeScript and Ruby clients, 2024-2026) queries 636b-3b5g and 8h5j-fqxa with $where=document_id in ('...','...') and reads document_id, party_type, name, address_1, city, state, zip (parties) and document_id, borough, block, lot, street_number, street_name (legals); one batches 50 ids a request",
      'the 10-digit BBL (borough, block padded to 5, lot to 4: 4 / 1164 / 72 -> 4011640072) as JustFixNYC who-owns-what builds it from the legals',
    ],
    assumed: [
      "SODA JSON field names (document_id, recorded_borough, doc_type, document_amt, recorded_datetime) are the export's headers as Socrata names them",
      'legals unit, address_2 and country of the parties as the headers in snake case (no public query read them)',
      'a batch of 50 ids (about 1,500 characters of URL) and a 4,000-character URL cap are within what the portal accepts; no public source states a limit',
      'JUDG and TLS parties are not split into debtor and creditor: the control codes name neither side, so their filings keep the names only in the raw record',
      'the linkage in the tests: the three recorded samples share no document id, so the served parties and legals are real rows re-keyed to recorded master ids',
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
  review: robotsNotReadReview({
    host: 'datacatalog.cookcountyil.gov',
    termsExcerpt:
      'Dataset jr5c-gwim. Its licence and the portal terms (datacatalog.cookcountyil.gov/stories/s/terms-of-use) were not found in the stored pages: read them before enabling.',
    rateLimitReason: SODA_RATE,
  }),
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

/**
 * Prince George's County, MD: the county portal's foreclosure register (dataset mnie-hrv7), a
 * row per property submitted, with its date, street address and occupancy. Public code calls it
 * both "foreclosure filings" and a "tax-sale foreclosure register"; which one it is is not
 * settled (see verification), so its records are typed 'Other'.
 */
export const mdPrinceGeorgesTaxSale: SourcePreset = {
  id: 'md-prince-georges-tax-sale',
  name: "Prince George's County, MD foreclosure register (Socrata mnie-hrv7)",
  state: 'MD',
  county: "Prince George's",
  kind: 'tax',
  baseUrl: 'https://data.princegeorgescountymd.gov',
  tosUrl: 'https://data.princegeorgescountymd.gov/',
  access: 'open',
  recordKinds: [
    'property submitted to the county foreclosure register (tax sale: one description)',
  ],
  connector: {
    connector: 'socrata',
    dataset: 'mnie-hrv7',
    pageSize: 1000,
    incrementalField: 'submitteddate',
    mapping: {
      defaults: { state: 'MD', county: "Prince George's", documentType: 'Other' },
      fields: {
        // No row id is known: the street names the record within its filing (address + date).
        sourceRecordId: { column: 'street_address', transform: 'text' },
        propertyAddress: 'street_address',
        city: 'city',
        zipCode: 'zip_code',
        filingDate: 'submitteddate',
      },
    },
  },
  rateLimit: { window: 'hour', quota: 1000 },
  updateEveryHours: 24 * 7,
  review: robotsNotReadReview({
    host: 'data.princegeorgescountymd.gov',
    termsExcerpt:
      "Dataset mnie-hrv7. Its licence and the portal's terms were not found in the stored pages: read them before enabling.",
    rateLimitReason: SODA_RATE,
  }),
  verification: {
    level: 'documentation',
    recorded: [],
    confirmed: [
      "dataset id mnie-hrv7 on data.princegeorgescountymd.gov: three public codebases query /resource/mnie-hrv7.json (two filter $where=submitteddate>'2019-01-01', one orders by submitteddate and says it was verified live in 2026-09 with filings to 2026-07-28)",
      'submitteddate is a floating timestamp (the codebases cut "YYYY-MM-DDT00:00:00.000" to its date) and the incremental column',
    ],
    assumed: [
      'field names street_address, city, state, zip_code, addressoccupied, propertydescription: one public codebase (2026); two older ones read `location` (an address line) and city instead',
      'what a row is: one codebase calls them foreclosure filings, a public Apify actor "every property submitted for county tax sale" (tax account, property id, submission date, address, occupied flag); the documentType stays Other until a recorded response or the dataset page settles it',
      'no unique row id column is known (the tax account / property id names are not), so a record is keyed by address, ZIP and submission date (store-filings dedupe) and its sourceRecordId is its street address',
      'no amounts, case numbers or sale dates in the dataset (none named by any source)',
    ],
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
  review: robotsNotReadReview({
    host: 'phl.carto.com',
    termsExcerpt:
      'Table rtt_summary (real estate transfers). The OpenDataPhilly terms of use (opendataphilly.org/terms-of-use) and the dataset licence were not found in the stored pages: read them before enabling.',
    rateLimitReason:
      "our default for the city's CARTO SQL API: 30 requests a minute (no crawl-delay known: its robots.txt was not read)",
  }),
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
