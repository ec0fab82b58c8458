/**
 * Generates the sample records a newcomer's first search finds. Everything here is made up
 * by this file: names come from short generic lists, street numbers and case numbers from a
 * seeded random generator, and no document URL is given. Every row is marked
 * `sourceDatabase = 'sample'` and `isSample = true`, and the UI labels it as sample data.
 */
import type { FilingType, SaleStatus } from '@common/enums'
import { seededRandom } from '../../lib/seeded-random'

export const SAMPLE_SOURCE_DATABASE = 'sample'

/** Real city / county / ZIP combinations, so that searching a real ZIP finds the samples. */
const PLACES = [
  ['NJ', 'Atlantic', 'Atlantic City', '08401'],
  ['NJ', 'Essex', 'Newark', '07102'],
  ['NY', 'Kings', 'Brooklyn', '11201'],
  ['PA', 'Allegheny', 'Pittsburgh', '15212'],
  ['PA', 'Philadelphia', 'Philadelphia', '19107'],
  ['OH', 'Hamilton', 'Cincinnati', '45202'],
  ['OH', 'Franklin', 'Columbus', '43215'],
  ['FL', 'Miami-Dade', 'Miami', '33130'],
  ['FL', 'Orange', 'Orlando', '32801'],
  ['FL', 'Hillsborough', 'Tampa', '33602'],
  ['GA', 'Fulton', 'Atlanta', '30303'],
  ['IL', 'Cook', 'Chicago', '60601'],
  ['MI', 'Wayne', 'Detroit', '48201'],
  ['TX', 'Harris', 'Houston', '77002'],
  ['TX', 'Dallas', 'Dallas', '75201'],
  ['AZ', 'Maricopa', 'Phoenix', '85004'],
  ['NV', 'Clark', 'Las Vegas', '89101'],
  ['CA', 'Los Angeles', 'Los Angeles', '90012'],
  ['CO', 'Denver', 'Denver', '80202'],
  ['NC', 'Mecklenburg', 'Charlotte', '28202'],
  ['SC', 'Greenville', 'Greenville', '29601'],
  ['CT', 'Middlesex', 'Middletown', '06457'],
  ['LA', 'Ouachita', 'Monroe', '71201'],
  ['WA', 'Snohomish', 'Everett', '98201'],
  ['TN', 'Shelby', 'Memphis', '38103'],
  ['MD', 'Baltimore City', 'Baltimore', '21201'],
] as const

const FIRST_NAMES = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Parker',
  'Drew',
  'Reese',
  'Rowan',
  'Sawyer',
  'Emerson',
  'Finley',
  'Hayden',
  'Kendall',
  'Logan',
  'Peyton',
]
const LAST_NAMES = [
  'Sample',
  'Example',
  'Placeholder',
  'Testwell',
  'Demoson',
  'Mockridge',
  'Fictor',
  'Madeup',
  'Specimen',
  'Prototype',
  'Fauxley',
  'Stubbins',
  'Dummerton',
  'Templeton',
  'Modelby',
]
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Pine St',
  'Cedar Ln',
  'Elm St',
  'Birch Rd',
  'Walnut St',
  'Willow Way',
  'Chestnut St',
  'Spruce Ct',
  'Hickory Dr',
  'Sycamore Blvd',
  'Aspen Pl',
  'Magnolia Ter',
]
const LENDERS = [
  'Sample National Bank',
  'Example Mortgage Co.',
  'Placeholder Savings',
  'Demo Home Loans',
]

const TYPE_WEIGHTS: readonly (readonly [FilingType, number])[] = [
  ['Lis Pendens', 45],
  ['Verified Complaint', 25],
  ['Notice of Sale', 20],
  ['Sheriff Sale', 10],
]

export interface SampleFiling {
  dedupeKey: string
  documentType: FilingType
  caseNumber: string
  court: string
  defendantName: string
  plaintiffName: string
  propertyAddress: string
  city: string
  county: string
  state: string
  zipCode: string
  filingDate: string
  loanAmount: string
  amountKind: 'loan'
  /** Sale notices only: most scheduled, every fourth cancelled (so the badge has an example). */
  saleStatus: SaleStatus | null
  /**
   * A scheduled sale's date, 7 to 59 days after the day the samples were made, so a sale notice
   * shows when it sells and the urgency score has a clock (issue 35); null otherwise.
   */
  saleDate: string | null
  sourceDatabase: typeof SAMPLE_SOURCE_DATABASE
  isSample: true
  isDocumentAvailable: false
}

/** Sample sales are set 7 to 59 days ahead (never on sale day, which re-checks sources). */
const SALE_MIN_DAYS = 7
const SALE_SPREAD_DAYS = 53

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function pickType(random: () => number): FilingType {
  const total = TYPE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = random() * total
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight
    if (roll < 0) return type
  }
  return 'Lis Pendens'
}

/**
 * `perPlace` records for each sample place, filed within the `spanDays` before `today`.
 * Deterministic for a given seed and day.
 */
export function generateSampleFilings(
  options: { perPlace?: number; seed?: number; today?: Date; spanDays?: number } = {},
): SampleFiling[] {
  const { perPlace = 12, seed = 20_261_121, today = new Date(), spanDays = 120 } = options
  const random = seededRandom(seed)
  const filings: SampleFiling[] = []
  PLACES.forEach(([state, county, city, zipCode], placeIndex) => {
    for (let i = 0; i < perPlace; i++) {
      const filed = new Date(today.getTime() - Math.floor(random() * spanDays) * 86_400_000)
      const year = filed.getUTCFullYear()
      const serial = String(Math.floor(random() * 90_000) + 10_000)
      const amount = Math.round((60_000 + random() * 420_000) / 100) * 100
      const documentType = pickType(random)
      const isSale = documentType === 'Notice of Sale' || documentType === 'Sheriff Sale'
      const saleStatus: SaleStatus | null = isSale
        ? (placeIndex + i) % 4 === 3
          ? 'cancelled'
          : 'scheduled'
        : null
      // Like the status, drawn from the index, so the random stream's other values stay.
      const saleInDays = SALE_MIN_DAYS + ((placeIndex * 7 + i * 11) % SALE_SPREAD_DAYS)
      filings.push({
        dedupeKey: `sample:${placeIndex}:${i}`,
        documentType,
        caseNumber: `SAMPLE-${year}-CV-${serial}`,
        court: `${county} County Court of Common Pleas (sample)`,
        defendantName: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
        plaintiffName: pick(random, LENDERS),
        propertyAddress: `${Math.floor(random() * 9800) + 100} ${pick(random, STREETS)}`,
        city,
        county,
        state,
        zipCode,
        filingDate: filed.toISOString().slice(0, 10),
        loanAmount: amount.toFixed(2),
        amountKind: 'loan',
        // Drawn from the index, not the random stream, so the other values stay as they were.
        saleStatus,
        saleDate:
          saleStatus === 'scheduled'
            ? new Date(today.getTime() + saleInDays * 86_400_000).toISOString().slice(0, 10)
            : null,
        sourceDatabase: SAMPLE_SOURCE_DATABASE,
        isSample: true,
        isDocumentAvailable: false,
      })
    }
  })
  return filings
}

export const SAMPLE_PLACES = PLACES
