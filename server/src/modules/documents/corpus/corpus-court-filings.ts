/**
 * Court filings of the corpus: verified complaints and lis pendens with New York, New Jersey,
 * Florida and Illinois captions. All parties are made up.
 */
import type { CorpusDocument } from './corpus-types'

const NY_COMPLAINT: CorpusDocument = {
  id: 'ny-verified-complaint-two-pages',
  style: { family: 'times', size: 11 },
  pages: [
    [
      { center: 'SUPREME COURT OF THE STATE OF NEW YORK', bold: true },
      { center: 'COUNTY OF WESTCHESTER', bold: true },
      'rule',
      {
        left: [
          'RIVERGATE MORTGAGE TRUST 2021-2, by its servicer',
          'Copperline Loan Servicing LLC,',
          '                  Plaintiff,',
        ],
        side: ['Index No. 61245/2025', '', 'VERIFIED COMPLAINT'],
      },
      { indent: '- against -' },
      'PHILOMENA R. ACHTERBERG; GUSTAV ACHTERBERG III; BOARD OF MANAGERS OF THE ORCHARD RIDGE CONDOMINIUM; JOHN DOE and JANE DOE, said names being fictitious,',
      { indent: 'Defendants.' },
      'rule',
      'Plaintiff, by its attorneys, Vantreight Hollis PLLC, 1 North Lexington Avenue, White Plains, NY 10601, as and for its Verified Complaint, alleges upon information and belief:',
      '1. This action is brought to foreclose a mortgage recorded in the Office of the Westchester County Clerk.',
      '2. On or about March 14, 2019 the defendants PHILOMENA R. ACHTERBERG and GUSTAV ACHTERBERG III executed and delivered a note in the principal sum of Three Hundred Sixty-Five Thousand Five Hundred and 00/100 Dollars ($365,500.00).',
      '3. The note is secured by a mortgage on real property described in Schedule A annexed hereto. The borrowers have failed to pay the installment due on November 1, 2024 and every installment since.',
      '4. There is now due and owing on the note and mortgage the unpaid principal balance of $341,206.18, with interest from October 1, 2024.',
      '5. Plaintiff has complied with the notice provisions of RPAPL 1304 and RPAPL 1306.',
    ],
    [
      { center: 'SCHEDULE A - LEGAL DESCRIPTION', bold: true },
      'ALL that certain plot, piece or parcel of land, with the buildings and improvements thereon erected, situate, lying and being in the City of Yonkers, County of Westchester and State of New York, known and designated as Lot 17 in Block 4402 on a certain map entitled "Map of Orchard Ridge, Section Two", filed in the Westchester County Clerk\'s Office on May 2, 1961 as Map No. 11873.',
      'The mortgaged premises are commonly known as 27 Saw Mill Terrace, Unit 3C, Yonkers, NY 10701.',
      'WHEREFORE, plaintiff demands judgment that the defendants be foreclosed of all right, title and interest in the mortgaged premises and that the premises be sold.',
      'Dated: White Plains, New York, April 22, 2025',
      'VANTREIGHT HOLLIS PLLC, Attorneys for Plaintiff, By: Celestine M. Oyelaran, Esq., 1 North Lexington Avenue, White Plains, NY 10601, (914) 555-0162',
    ],
  ],
  truth: {
    documentType: 'verified complaint',
    defendants: [
      'Philomena R. Achterberg',
      'Gustav Achterberg III',
      'Board of Managers of the Orchard Ridge Condominium',
    ],
    plaintiff: 'Rivergate Mortgage Trust 2021-2',
    street: '27 Saw Mill Terrace, Unit 3C',
    city: 'Yonkers',
    state: 'NY',
    zip: '10701',
    caseNumber: '61245/2025',
    amount: { value: '365500.00', kind: 'loan' },
    date: { value: '2025-04-22', kind: 'filing' },
  },
}

const NJ_LIS_PENDENS: CorpusDocument = {
  id: 'nj-lis-pendens-attorney-first',
  style: { family: 'times', size: 11 },
  pages: [
    [
      'KESSLER DRUMMOND & ASSOCIATES, P.C.',
      '400 Kings Highway North, Suite 210, Cherry Hill, NJ 08034',
      '(856) 555-0131 | intake@kesslerdrummond.example',
      'Attorneys for Plaintiff',
      'rule',
      {
        left: [
          'PINEBARREN FEDERAL CREDIT UNION,',
          '                  Plaintiff,',
          '        v.',
          'LORCAN T. MCGILLICUDDY and',
          'ESPERANZA MCGILLICUDDY, his wife,',
          '                  Defendants.',
        ],
        side: [
          'SUPERIOR COURT OF NEW JERSEY',
          'CHANCERY DIVISION',
          'CAMDEN COUNTY',
          'DOCKET NO. F-008817-25',
          '',
          'Civil Action',
        ],
      },
      'rule',
      { center: 'NOTICE OF LIS PENDENS', bold: true, size: 13 },
      'NOTICE is hereby given that an action has been commenced and is now pending in the Superior Court of New Jersey, Chancery Division, Camden County, upon a complaint filed by the above named plaintiff against the above named defendants, the general object of which is to foreclose a mortgage dated August 9, 2017, given by Lorcan T. McGillicuddy and Esperanza McGillicuddy to Pinebarren Federal Credit Union to secure the sum of $227,350.00.',
      'The mortgaged premises affected by this action are located in the Township of Pennsauken, County of Camden and State of New Jersey, commonly known as 5107 Westfield Avenue, Pennsauken, NJ 08110, and designated as Block 2716, Lot 9 on the tax map of the Township of Pennsauken.',
      'Dated: February 11, 2025',
      'KESSLER DRUMMOND & ASSOCIATES, P.C., By: Adaeze N. Whitcombe, Esq.',
    ],
  ],
  truth: {
    documentType: 'lis pendens',
    defendants: ['Lorcan T. McGillicuddy', 'Esperanza McGillicuddy'],
    plaintiff: 'Pinebarren Federal Credit Union',
    street: '5107 Westfield Avenue',
    city: 'Pennsauken',
    state: 'NJ',
    zip: '08110',
    caseNumber: 'F-008817-25',
    amount: { value: '227350.00', kind: 'loan' },
    date: { value: '2025-02-11', kind: 'filing' },
  },
}

const FL_LIS_PENDENS: CorpusDocument = {
  id: 'fl-lis-pendens-miami-dade',
  style: { family: 'times', size: 11.5 },
  scan: { skewDegrees: -0.4, seed: 23 },
  pages: [
    [
      {
        center:
          'IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA',
        bold: true,
      },
      { gap: 0.5 },
      { right: 'CASE NO.: 2025-014327-CA-01' },
      { gap: 0.5 },
      'SEAGRAPE HOME FINANCE, LLC,',
      { indent: 'Plaintiff,' },
      'v.',
      'ORLANDO J. VILLANUEVA-PRIETO; MARISOL VILLANUEVA-PRIETO; UNKNOWN SPOUSE OF ORLANDO J. VILLANUEVA-PRIETO; UNKNOWN TENANT IN POSSESSION OF THE SUBJECT PROPERTY,',
      { indent: 'Defendants.' },
      'rule',
      { center: 'NOTICE OF LIS PENDENS', bold: true, size: 13 },
      'TO DEFENDANTS ABOVE NAMED AND ALL OTHERS WHOM IT MAY CONCERN: YOU ARE NOTIFIED of the institution of this action by Plaintiff against you seeking to foreclose a mortgage recorded in Official Records Book 31544, Page 2210, of the Public Records of Miami-Dade County, Florida, securing a note in the original principal amount of $318,600.00, upon the following described property:',
      'LOT 14, BLOCK 7, OF COCOPLUM TERRACE ADDITION, ACCORDING TO THE PLAT THEREOF, AS RECORDED IN PLAT BOOK 58, PAGE 41, OF THE PUBLIC RECORDS OF MIAMI-DADE COUNTY, FLORIDA.',
      'Property address: 2360 SW 27th Terrace, Miami, FL 33133',
      'Dated this 17th day of January, 2025.',
      'BRIGHTWATER LAW GROUP, P.A., Attorneys for Plaintiff, 1200 Brickell Avenue, Suite 800, Miami, FL 33131, Telephone: (305) 555-0178, Primary e-mail: service@brightwaterlaw.example',
    ],
  ],
  truth: {
    documentType: 'lis pendens',
    defendants: [
      'Orlando J. Villanueva-Prieto',
      'Marisol Villanueva-Prieto',
      'Unknown Spouse of Orlando J. Villanueva-Prieto',
    ],
    plaintiff: 'Seagrape Home Finance, LLC',
    street: '2360 SW 27th Terrace',
    city: 'Miami',
    state: 'FL',
    zip: '33133',
    caseNumber: '2025-014327-CA-01',
    amount: { value: '318600.00', kind: 'loan' },
    date: { value: '2025-01-17', kind: 'filing' },
  },
}

const FL_COMPLAINT: CorpusDocument = {
  id: 'fl-verified-complaint-hillsborough',
  style: { family: 'helvetica', size: 10.5 },
  pages: [
    [
      {
        center:
          'IN THE CIRCUIT COURT OF THE THIRTEENTH JUDICIAL CIRCUIT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA',
        bold: true,
      },
      { center: 'CIVIL DIVISION' },
      { right: 'Case No. 25-CA-003318' },
      'GULFSTREAM COMMUNITY BANK, Plaintiff, vs. TABITHA L. NAKAMURA-REYES, an unmarried woman; CORDELIA ESTATES HOMEOWNERS ASSOCIATION, INC.; UNKNOWN TENANT #1, Defendants.',
      { center: 'VERIFIED COMPLAINT TO FORECLOSE MORTGAGE', bold: true, size: 12 },
      'Plaintiff, GULFSTREAM COMMUNITY BANK, sues Defendants and alleges:',
      '1. This is an action to foreclose a mortgage on real property in Hillsborough County, Florida.',
      '2. On September 30, 2020, Defendant TABITHA L. NAKAMURA-REYES executed and delivered a promissory note in the original principal amount of $256,900.00 and a mortgage securing payment of the note.',
      '3. The mortgage encumbers the following real property: Lot 22, Block C, CORDELIA ESTATES PHASE 1, according to the plat thereof recorded in Plat Book 131, Page 77, of the Public Records of Hillsborough County, Florida; a/k/a 9814 Kestrel Glen Drive, Riverview, FL 33578.',
      '4. Defendant has defaulted under the note and mortgage by failing to pay the payment due July 1, 2024 and all subsequent payments. Plaintiff declares the full amount due: the unpaid principal balance of $241,777.35, plus interest, late charges and costs.',
      'VERIFICATION: Under penalties of perjury, I declare that I have read the foregoing Verified Complaint and that the facts stated in it are true.',
      'Dated: March 5, 2025',
      'Pelican Shore Legal, PLLC, Counsel for Plaintiff, 501 E. Kennedy Blvd., Suite 1100, Tampa, FL 33602, (813) 555-0115, eservice@pelicanshore.example',
    ],
  ],
  truth: {
    documentType: 'verified complaint',
    defendants: ['Tabitha L. Nakamura-Reyes', 'Cordelia Estates Homeowners Association, Inc.'],
    plaintiff: 'Gulfstream Community Bank',
    street: '9814 Kestrel Glen Drive',
    city: 'Riverview',
    state: 'FL',
    zip: '33578',
    caseNumber: '25-CA-003318',
    amount: { value: '256900.00', kind: 'loan' },
    date: { value: '2025-03-05', kind: 'filing' },
  },
}

const IL_LIS_PENDENS: CorpusDocument = {
  id: 'il-lis-pendens-cook',
  style: { family: 'courier', size: 10 },
  pages: [
    [
      { center: 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS' },
      { center: 'COUNTY DEPARTMENT - CHANCERY DIVISION' },
      'LAKEFRONT MUTUAL BANK, N.A., Plaintiff, v. AUGUSTINE P. OKONKWO A/K/A AUGUSTINE OKONKWO; FELICITY OKONKWO; UNKNOWN OWNERS AND NON-RECORD CLAIMANTS, Defendants.',
      { right: 'Case No. 2025 CH 04417' },
      { center: 'LIS PENDENS NOTICE', bold: true },
      'The undersigned certifies that the above entitled mortgage foreclosure action was filed on April 8, 2025, and is now pending.',
      '(i) Name of all plaintiffs and the case number: LAKEFRONT MUTUAL BANK, N.A., Case No. 2025 CH 04417.',
      '(ii) The court in which the action was brought: Circuit Court of Cook County, Illinois.',
      '(iii) Names of title holders of record: Augustine P. Okonkwo and Felicity Okonkwo.',
      '(iv) Legal description: LOT 31 IN BLOCK 6 IN TERRAPIN HILLS SUBDIVISION OF THE NORTH 1/2 OF SECTION 14, TOWNSHIP 38 NORTH, RANGE 13, EAST OF THE THIRD PRINCIPAL MERIDIAN, IN COOK COUNTY, ILLINOIS. P.I.N. 19-14-203-017-0000.',
      '(v) Common address: 6342 South Kedvale Avenue, Chicago, IL 60629.',
      '(vi) Identification of the mortgage sought to be foreclosed: Mortgage recorded as Document No. 1822419081; original amount of the mortgage: $198,000.00.',
      'Marchetti Voss LLC, Attorneys for Plaintiff, 33 West Monroe Street, Suite 1900, Chicago, IL 60603, 312-555-0186, Attorney No. 55612',
    ],
  ],
  truth: {
    documentType: 'lis pendens',
    defendants: ['Augustine P. Okonkwo', 'Felicity Okonkwo'],
    plaintiff: 'Lakefront Mutual Bank, N.A.',
    street: '6342 South Kedvale Avenue',
    city: 'Chicago',
    state: 'IL',
    zip: '60629',
    caseNumber: '2025 CH 04417',
    amount: { value: '198000.00', kind: 'loan' },
    date: { value: '2025-04-08', kind: 'filing' },
  },
}

export const COURT_FILINGS: CorpusDocument[] = [
  NY_COMPLAINT,
  NJ_LIS_PENDENS,
  FL_LIS_PENDENS,
  FL_COMPLAINT,
  IL_LIS_PENDENS,
]
