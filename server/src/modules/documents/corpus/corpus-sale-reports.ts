/**
 * Reports of sale in the corpus: a New York referee's report and a Florida certificate of sale.
 * All parties are made up.
 */
import type { CorpusDocument } from './corpus-types'

const NY_REPORT_OF_SALE: CorpusDocument = {
  id: 'ny-referee-report-of-sale',
  style: { family: 'times', size: 11 },
  pages: [
    [
      { center: 'SUPREME COURT OF THE STATE OF NEW YORK', bold: true },
      { center: 'COUNTY OF QUEENS', bold: true },
      {
        left: [
          'MERIDIAN CROSS BANK,',
          '                  Plaintiff,',
          '      -against-',
          'HORATIO V. BALASUBRAMANIAM,',
          '                  Defendant.',
        ],
        side: ['Index No. 708812/2023', '', "REFEREE'S REPORT OF SALE"],
      },
      'I, Genevieve P. Trask, Esq., the Referee appointed in the Judgment of Foreclosure and Sale entered herein on October 3, 2024, respectfully report:',
      'Pursuant to the Judgment, I sold at public auction the premises described therein, known as 104-27 Guy R. Brewer Boulevard, Jamaica, NY 11433, Block 10187, Lot 23.',
      'The sale was held at the Queens County Supreme Courthouse, 88-11 Sutphin Boulevard, Jamaica, NY 11435, on March 12, 2025 at 10:00 a.m., after due notice of the sale was published.',
      'The premises were struck down to the plaintiff for the sum of $405,000.00, that being the highest bid. The amount due under the judgment was $512,934.61.',
      'Dated: March 26, 2025',
      'Genevieve P. Trask, Esq., Referee, 118-35 Queens Boulevard, Forest Hills, NY 11375, (718) 555-0193',
    ],
  ],
  truth: {
    documentType: 'report of foreclosure sale',
    defendants: ['Horatio V. Balasubramaniam'],
    plaintiff: 'Meridian Cross Bank',
    street: '104-27 Guy R. Brewer Boulevard',
    city: 'Jamaica',
    state: 'NY',
    zip: '11433',
    caseNumber: '708812/2023',
    amount: { value: '512934.61', kind: 'judgment' },
    date: { value: '2025-03-12', kind: 'sale' },
  },
}

const FL_REPORT_OF_SALE: CorpusDocument = {
  id: 'fl-certificate-of-sale-duval',
  style: { family: 'helvetica', size: 10.5 },
  scan: { skewDegrees: 0.9, seed: 37 },
  pages: [
    [
      {
        center:
          'IN THE CIRCUIT COURT OF THE FOURTH JUDICIAL CIRCUIT IN AND FOR DUVAL COUNTY, FLORIDA',
        bold: true,
      },
      { right: 'CASE NO.: 16-2024-CA-005512' },
      'ST. JOHNS RIVER CREDIT UNION, Plaintiff, v. CORNELIUS D. ABERNATHY-WELLS and PRISCILLA ABERNATHY-WELLS, Defendants.',
      { center: 'CERTIFICATE OF SALE', bold: true, size: 13 },
      'The undersigned Clerk of the Court certifies that notice of public sale of the property described in the order or final judgment was published, and that on August 14, 2025, the property was offered for sale at public auction and sold to the highest bidder, Tidewater Asset Holdings LLC, for $176,500.00.',
      'The amount of the final judgment was $201,388.47.',
      'Property: Lot 9, Block 12, ORTEGA FOREST UNIT 3, according to the plat thereof recorded in Plat Book 24, Page 63, of the public records of Duval County, Florida, also known as 4471 Yellow Bluff Road, Jacksonville, FL 32226.',
      'WITNESS my hand and the seal of this court on August 15, 2025.',
      'Clerk of the Circuit Court, Duval County, Foreclosure Sales Department, 501 West Adams Street, Jacksonville, FL 32202, (904) 555-0124',
    ],
  ],
  truth: {
    documentType: 'report of foreclosure sale',
    defendants: ['Cornelius D. Abernathy-Wells', 'Priscilla Abernathy-Wells'],
    plaintiff: 'St. Johns River Credit Union',
    street: '4471 Yellow Bluff Road',
    city: 'Jacksonville',
    state: 'FL',
    zip: '32226',
    caseNumber: '16-2024-CA-005512',
    amount: { value: '201388.47', kind: 'judgment' },
    date: { value: '2025-08-14', kind: 'sale' },
  },
}

/** The court filings, in a fixed order. */

/** In a fixed order. */
export const SALE_REPORTS: CorpusDocument[] = [NY_REPORT_OF_SALE, FL_REPORT_OF_SALE]
