/**
 * Sale notices of the corpus: trustee sales (CA, WA, TX) and sheriff sales (PA, OH, NJ). All
 * parties are made up.
 */
import type { CorpusDocument } from './corpus-types'

const CA_TRUSTEE: CorpusDocument = {
  id: 'ca-trustee-sale-sacramento',
  style: { family: 'helvetica', size: 10 },
  scan: { skewDegrees: -0.7, seed: 41 },
  pages: [
    [
      'RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:',
      'Sierra Vista Default Services, Inc.',
      '3400 Douglas Boulevard, Suite 250, Roseville, CA 95661',
      { right: 'T.S. No. 25-30418-SV   APN: 266-0143-008-0000' },
      { center: "NOTICE OF TRUSTEE'S SALE", bold: true, size: 13 },
      'YOU ARE IN DEFAULT UNDER A DEED OF TRUST DATED 5/22/2018. UNLESS YOU TAKE ACTION TO PROTECT YOUR PROPERTY, IT MAY BE SOLD AT A PUBLIC SALE. IF YOU NEED AN EXPLANATION OF THE NATURE OF THE PROCEEDING AGAINST YOU, YOU SHOULD CONTACT A LAWYER.',
      'Trustor: AMBROSE K. DELACROIX-HUANG, A MARRIED MAN AS HIS SOLE AND SEPARATE PROPERTY',
      'Duly Appointed Trustee: Sierra Vista Default Services, Inc.',
      'Recorded 5/30/2018 as Instrument No. 201805300412 in book ---, page --- of Official Records in the office of the Recorder of Sacramento County, California.',
      'Date of Sale: 9/23/2025 at 10:00 AM',
      'Place of Sale: At the Main Entrance of the Gordon D. Schaber Courthouse, 720 9th Street, Sacramento, CA 95814',
      'Amount of unpaid balance and other charges: $391,245.07',
      'Street Address or other common designation of real property: 8816 Wildrye Way, Elk Grove, CA 95624',
      'The undersigned Trustee disclaims any liability for any incorrectness of the street address or other common designation, if any, shown above.',
      'Sale information line: (916) 555-0152 or www.sierravista-sales.example, using the file number assigned to this case, T.S. No. 25-30418-SV.',
      'Date: August 28, 2025     Sierra Vista Default Services, Inc., as Trustee, By: Rosalind Achebe-Cole, Trustee Sale Officer',
    ],
  ],
  truth: {
    documentType: 'notice of trustee sale',
    defendants: ['Ambrose K. Delacroix-Huang'],
    plaintiff: null,
    street: '8816 Wildrye Way',
    city: 'Elk Grove',
    state: 'CA',
    zip: '95624',
    caseNumber: null,
    amount: { value: '391245.07', kind: 'loan' },
    date: { value: '2025-09-23', kind: 'sale' },
  },
}

const WA_TRUSTEE: CorpusDocument = {
  id: 'wa-trustee-sale-pierce',
  style: { family: 'times', size: 11 },
  pages: [
    [
      { center: "NOTICE OF TRUSTEE'S SALE", bold: true, size: 13 },
      { center: 'Pursuant to the Revised Code of Washington 61.24 RCW' },
      { right: 'Trustee Sale No. WA-25-77120   Tax Parcel No. 0319051088' },
      'I. NOTICE IS HEREBY GIVEN that the undersigned Trustee, Cascade Crest Trustee Services, LLC, 1001 Fourth Avenue, Suite 3200, Seattle, WA 98154, will on October 17, 2025, at 10:00 AM, at the 2nd floor entry of the Pierce County Courthouse, 930 Tacoma Avenue South, Tacoma, WA 98402, sell at public auction to the highest and best bidder, payable at the time of sale, the following described real property, situated in the County of Pierce, State of Washington:',
      'LOT 5, BLOCK 3, EVERGREEN FIRS DIVISION 2, ACCORDING TO THE PLAT RECORDED IN VOLUME 61 OF PLATS, PAGE 18, RECORDS OF PIERCE COUNTY, WASHINGTON.',
      'Commonly known as: 11820 Kinglet Loop SE, Puyallup, WA 98374',
      "which is subject to that certain Deed of Trust dated 02/06/2020, recorded 02/12/2020, under Auditor's File No. 202002120334, records of Pierce County, Washington, from ISOLDE F. MACPHERSON AND TOBIAS R. MACPHERSON, WIFE AND HUSBAND, as Grantor, to Olympic Title Company, as Trustee, to secure an obligation in favor of Rainier Valley Home Loans, Inc., as Beneficiary.",
      'II. The principal sum of $412,880.00, together with interest, remains unpaid.',
      'Grantor: Isolde F. MacPherson and Tobias R. MacPherson',
      'DATED: June 30, 2025. Cascade Crest Trustee Services, LLC, Trustee, 1001 Fourth Avenue, Suite 3200, Seattle, WA 98154, (206) 555-0175',
    ],
  ],
  truth: {
    documentType: 'notice of trustee sale',
    defendants: ['Isolde F. MacPherson', 'Tobias R. MacPherson'],
    plaintiff: null,
    street: '11820 Kinglet Loop SE',
    city: 'Puyallup',
    state: 'WA',
    zip: '98374',
    caseNumber: null,
    amount: { value: '412880.00', kind: 'loan' },
    date: { value: '2025-10-17', kind: 'sale' },
  },
}

const TX_TRUSTEE: CorpusDocument = {
  id: 'tx-substitute-trustee-sale-harris',
  style: { family: 'courier', size: 9.5 },
  pages: [
    [
      { center: "NOTICE OF SUBSTITUTE TRUSTEE'S SALE", bold: true },
      'Deed of Trust Date: July 19, 2016',
      'Grantor(s): LEOPOLD J. VASQUEZ-HARTMANN AND CELESTE VASQUEZ-HARTMANN',
      'Original Mortgagee: Bluebonnet Prairie Mortgage Company',
      'Original Principal: $214,750.00',
      'Recording Information: Instrument No. RP-2016-331274, Official Public Records of Harris County, Texas',
      'Property County: Harris',
      'Property: LOT 18, BLOCK 2, OF CYPRESS HOLLOW SECTION 4, A SUBDIVISION IN HARRIS COUNTY, TEXAS, ACCORDING TO THE MAP OR PLAT THEREOF RECORDED UNDER FILM CODE NO. 578112 OF THE MAP RECORDS OF HARRIS COUNTY, TEXAS.',
      'Reported Address: 15523 Arrowhead Bend Drive, Cypress, TX 77429',
      'Date of Sale: Tuesday, the 2nd day of December, 2025',
      'Time of Sale: 10:00 AM or within three hours thereafter.',
      'Place of Sale: Bayou City Event Center, 9401 Knight Road, Houston, TX 77045, or as designated by the County Commissioners.',
      'Substitute Trustee(s): Delphine Okafor, Marcus Treadwell, Yolanda Fairbanks, c/o Lone Star Foreclosure Partners, 5100 Westheimer Road, Suite 400, Houston, TX 77056, (713) 555-0138',
      'The Mortgagee has requested a Substitute Trustee to conduct this sale. Notice is given that on the Date of Sale the Substitute Trustee will sell the Property by public auction to the highest bidder for cash.',
    ],
  ],
  truth: {
    documentType: 'notice of trustee sale',
    defendants: ['Leopold J. Vasquez-Hartmann', 'Celeste Vasquez-Hartmann'],
    plaintiff: null,
    street: '15523 Arrowhead Bend Drive',
    city: 'Cypress',
    state: 'TX',
    zip: '77429',
    caseNumber: null,
    amount: { value: '214750.00', kind: 'loan' },
    date: { value: '2025-12-02', kind: 'sale' },
  },
}

const PA_SHERIFF: CorpusDocument = {
  id: 'pa-sheriff-sale-montgomery',
  style: { family: 'times', size: 11 },
  scan: { skewDegrees: 0.3, seed: 53 },
  pages: [
    [
      { center: "SHERIFF'S SALE OF REAL ESTATE", bold: true, size: 13 },
      { center: 'COURT OF COMMON PLEAS OF MONTGOMERY COUNTY, PENNSYLVANIA' },
      { center: 'CIVIL ACTION - LAW' },
      "By virtue of a Writ of Execution No. 2024-19876 issued out of the Court of Common Pleas of Montgomery County, Pennsylvania, the Sheriff will expose to public sale at the Montgomery County Sheriff's Office, 2 East Airy Street, Norristown, PA 19401, on Wednesday, November 12, 2025 at 11:00 a.m., the following real estate:",
      'ALL THAT CERTAIN lot or piece of ground with the buildings and improvements thereon erected, situate in the Township of Abington, County of Montgomery, Commonwealth of Pennsylvania, being Lot No. 44 on a plan of Roslyn Gardens, and known as 1162 Woodland Road, Roslyn, PA 19001. Parcel No. 30-00-74512-00-3.',
      'Seized and taken in execution as the property of PERPETUA M. LINDQVIST and DASHIELL O. LINDQVIST at the suit of Schuylkill Valley Bank.',
      'Plaintiff: Schuylkill Valley Bank. Defendants: Perpetua M. Lindqvist and Dashiell O. Lindqvist.',
      'Judgment amount: $173,402.55. Attorney: Wetherby Castellan, LLP, 1617 JFK Boulevard, Suite 1500, Philadelphia, PA 19103.',
      'Ten percent (10%) of the purchase price must be paid at the time of sale.',
    ],
  ],
  truth: {
    documentType: 'notice of sheriff sale',
    defendants: ['Perpetua M. Lindqvist', 'Dashiell O. Lindqvist'],
    plaintiff: 'Schuylkill Valley Bank',
    street: '1162 Woodland Road',
    city: 'Roslyn',
    state: 'PA',
    zip: '19001',
    caseNumber: '2024-19876',
    amount: { value: '173402.55', kind: 'judgment' },
    date: { value: '2025-11-12', kind: 'sale' },
  },
}

const OH_SHERIFF: CorpusDocument = {
  id: 'oh-sheriff-sale-hamilton',
  style: { family: 'helvetica', size: 10 },
  pages: [
    [
      { center: 'NOTICE OF SHERIFF SALE', bold: true, size: 13 },
      { center: 'COURT OF COMMON PLEAS, HAMILTON COUNTY, OHIO' },
      'Case No. A2501877',
      'Queen City Federal Savings, Plaintiff, vs. Ignatius W. Oyelowo, Sr., et al., Defendants.',
      'In pursuance of an Order of Sale in the above entitled action, I will offer for sale at public auction, online at www.sheriffsales-hamilton.example, on Thursday, the 4th day of September, 2025, at 10:00 A.M., the following described real estate:',
      "Situated in the City of Cincinnati, Hamilton County, Ohio, and being Lot 12 of Kessler's Subdivision as recorded in Plat Book 9, Page 101. Auditor's Parcel No. 215-0034-0118-00.",
      'Property address: 2917 Montana Avenue, Cincinnati, OH 45211',
      'Said premises appraised at $96,000.00 and cannot be sold for less than two-thirds of that amount. Minimum bid: $64,000.00.',
      'Terms of sale: a deposit of $5,000.00 is due at the close of bidding.',
      'Attorney for Plaintiff: Draper Lindahl Co., L.P.A., 255 East Fifth Street, Suite 1900, Cincinnati, OH 45202, (513) 555-0127',
      'Sheriff of Hamilton County, Ohio',
    ],
  ],
  truth: {
    documentType: 'notice of sheriff sale',
    defendants: ['Ignatius W. Oyelowo Sr.'],
    plaintiff: 'Queen City Federal Savings',
    street: '2917 Montana Avenue',
    city: 'Cincinnati',
    state: 'OH',
    zip: '45211',
    caseNumber: 'A2501877',
    amount: { value: '64000.00', kind: 'minimum_bid' },
    date: { value: '2025-09-04', kind: 'sale' },
  },
}

const NJ_SHERIFF: CorpusDocument = {
  id: 'nj-sheriff-sale-ocean',
  style: { family: 'times', size: 10.5 },
  pages: [
    [
      { center: "SHERIFF'S SALE", bold: true, size: 13 },
      { right: "SHERIFF'S NO. 25-00431   COURT CASE NO. F-019922-24" },
      'BY VIRTUE of a Writ of Execution issued out of the Superior Court of New Jersey, Chancery Division, Ocean County, and to me directed, I shall expose for sale by public vendue at the Ocean County Justice Complex, 120 Hooper Avenue, Toms River, NJ 08753, on Wednesday, October 8, 2025 at 2:00 p.m.',
      'PLAINTIFF: BARNEGAT BAY SAVINGS BANK',
      'DEFENDANT: CALLISTA J. NORDGREN-PAIVA AKA CALLISTA NORDGREN; ERASMUS PAIVA',
      'The property to be sold is located in the Township of Brick, County of Ocean, State of New Jersey. Commonly known as: 238 Osprey Point Drive, Brick, NJ 08723. Tax Lot 14, Block 911.',
      'Approximate judgment amount: $287,610.44',
      'Attorney: Fennimore & Quist, LLC, 7 Century Drive, Suite 201, Parsippany, NJ 07054, 973-555-0158',
      'A deposit of 20% of the bid price is required at the time of sale. Sheriff Elias Vandermolen',
    ],
  ],
  truth: {
    documentType: 'notice of sheriff sale',
    defendants: ['Callista J. Nordgren-Paiva', 'Erasmus Paiva'],
    plaintiff: 'Barnegat Bay Savings Bank',
    street: '238 Osprey Point Drive',
    city: 'Brick',
    state: 'NJ',
    zip: '08723',
    caseNumber: 'F-019922-24',
    amount: { value: '287610.44', kind: 'judgment' },
    date: { value: '2025-10-08', kind: 'sale' },
  },
}

/** The sale notices, in a fixed order. */
export const SALE_NOTICES: CorpusDocument[] = [
  CA_TRUSTEE,
  WA_TRUSTEE,
  TX_TRUSTEE,
  PA_SHERIFF,
  OH_SHERIFF,
  NJ_SHERIFF,
]
