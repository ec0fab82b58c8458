/**
 * Summonses in the corpus: New York (Kings County) and Ohio (Cuyahoga County). All parties are
 * made up.
 */
import type { CorpusDocument } from './corpus-types'

const NY_SUMMONS: CorpusDocument = {
  id: 'ny-summons-kings',
  style: { family: 'times', size: 11 },
  scan: { skewDegrees: 0.6, seed: 11 },
  pages: [
    [
      { center: 'SUPREME COURT OF THE STATE OF NEW YORK', bold: true },
      { center: 'COUNTY OF KINGS', bold: true },
      'rule',
      {
        left: ['HARBORVIEW SAVINGS BANK, F.S.B.,', '', '                  Plaintiff,'],
        side: ['Index No.: 512873/2025', '', 'SUMMONS'],
      },
      { gap: 0.5 },
      { indent: '-against-' },
      { gap: 0.5 },
      'DESMOND A. FITZGERALD, JR. A/K/A DESMOND FITZGERALD; NOREEN B. FITZGERALD; NEW YORK CITY ENVIRONMENTAL CONTROL BOARD; "JOHN DOE #1" through "JOHN DOE #10", the last ten names being fictitious,',
      { indent: 'Defendants.' },
      'rule',
      "TO THE ABOVE NAMED DEFENDANTS: YOU ARE HEREBY SUMMONED to answer the complaint in this action to foreclose a mortgage on the premises known as 1418 Bergen Street, Brooklyn, New York 11213 (Block 1234, Lot 56), and to serve a copy of your answer on the plaintiff's attorneys within twenty (20) days after the service of this summons, exclusive of the day of service.",
      'The mortgage being foreclosed secures a note in the original principal amount of Four Hundred Eighty-Two Thousand and 00/100 Dollars ($482,000.00).',
      'NOTICE: YOU ARE IN DANGER OF LOSING YOUR HOME. If you do not respond to this summons and complaint, the mortgage company may take steps to foreclose on your home.',
      'Dated: Brooklyn, New York, June 3, 2025',
      'QUENTIN & MARLOWE LLP, Attorneys for Plaintiff, 90 Court Street, Suite 1400, Brooklyn, NY 11201, Tel. (718) 555-0147, foreclosures@quentinmarlowe.example',
    ],
  ],
  truth: {
    documentType: 'summons',
    defendants: [
      'Desmond A. Fitzgerald Jr.',
      'Noreen B. Fitzgerald',
      'New York City Environmental Control Board',
    ],
    plaintiff: 'Harborview Savings Bank, F.S.B.',
    street: '1418 Bergen Street',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11213',
    caseNumber: '512873/2025',
    amount: { value: '482000.00', kind: 'loan' },
    date: { value: '2025-06-03', kind: 'filing' },
  },
}

const OH_SUMMONS: CorpusDocument = {
  id: 'oh-summons-cuyahoga',
  style: { family: 'helvetica', size: 10.5 },
  pages: [
    [
      { center: 'COURT OF COMMON PLEAS, CUYAHOGA COUNTY, OHIO', bold: true },
      { center: 'SUMMONS IN A CIVIL ACTION - FORECLOSURE', bold: true },
      { right: 'Case No. CV-25-108842' },
      'ERIEVIEW SAVINGS AND LOAN COMPANY, Plaintiff, vs. BARNABY Q. STOJANOVIC, et al., Defendants.',
      'To the following named defendant: BARNABY Q. STOJANOVIC, 3309 Denison Avenue, Cleveland, OH 44109.',
      'You have been named defendant in a complaint filed in Cuyahoga County Court of Common Pleas by the plaintiff named above, seeking foreclosure of a mortgage on the real property located at 3309 Denison Avenue, Cleveland, OH 44109, Permanent Parcel No. 013-22-041, which secures a note in the amount of $87,400.00.',
      "You are hereby summoned and required to serve upon the plaintiff's attorney an answer to the complaint within twenty-eight (28) days after service of this summons on you.",
      "Plaintiff's attorney: Hargrove Petrakis Co., L.P.A., 1375 East Ninth Street, Suite 2300, Cleveland, OH 44114, (216) 555-0109.",
      'Date issued: May 19, 2025     Clerk of Courts, Cuyahoga County',
    ],
  ],
  truth: {
    documentType: 'summons',
    defendants: ['Barnaby Q. Stojanovic'],
    plaintiff: 'Erieview Savings and Loan Company',
    street: '3309 Denison Avenue',
    city: 'Cleveland',
    state: 'OH',
    zip: '44109',
    caseNumber: 'CV-25-108842',
    amount: { value: '87400.00', kind: 'loan' },
    date: { value: '2025-05-19', kind: 'filing' },
  },
}

/** In a fixed order. */
export const SUMMONSES: CorpusDocument[] = [NY_SUMMONS, OH_SUMMONS]
