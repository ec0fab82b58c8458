/**
 * Tax foreclosure notices (Michigan, Illinois) and an unrelated letter the extractor must call
 * 'other'. All parties are made up.
 */
import type { CorpusDocument } from './corpus-types'

const MI_TAX: CorpusDocument = {
  id: 'mi-tax-foreclosure-wayne',
  style: { family: 'helvetica', size: 10.5 },
  scan: { skewDegrees: -1, seed: 67 },
  pages: [
    [
      { center: 'STATE OF MICHIGAN', bold: true },
      { center: 'IN THE CIRCUIT COURT FOR THE COUNTY OF WAYNE', bold: true },
      {
        center: 'NOTICE OF JUDICIAL FORECLOSURE OF FORFEITED PROPERTY FOR DELINQUENT TAXES',
        bold: true,
      },
      'In the Matter of the Petition of the Wayne County Treasurer for Foreclosure of Certain Parcels of Property Due to Unpaid Delinquent Taxes. Case No. 25-004418-CH',
      'To: Owner of record: WINSLOW T. ABERNETHY and ROSEMARIE ABERNETHY',
      'Parcel ID: 22015873.002   Property address: 18850 Greenlawn Street, Detroit, MI 48221',
      'The property described above has been forfeited to the County Treasurer for unpaid 2022 taxes. Total due to redeem: $6,418.92 as of the date of this notice.',
      'A hearing on the petition will be held on February 11, 2026. If the taxes are not paid by March 31, 2026, title will vest absolutely in the Wayne County Treasurer.',
      'Dated: November 3, 2025. Wayne County Treasurer, 400 Monroe Street, 5th Floor, Detroit, MI 48226, (313) 555-0144',
    ],
  ],
  truth: {
    documentType: 'tax foreclosure',
    defendants: ['Winslow T. Abernethy', 'Rosemarie Abernethy'],
    plaintiff: null,
    street: '18850 Greenlawn Street',
    city: 'Detroit',
    state: 'MI',
    zip: '48221',
    caseNumber: '25-004418-CH',
    amount: { value: '6418.92', kind: 'tax' },
    date: { value: '2025-11-03', kind: 'filing' },
  },
}

const IL_TAX: CorpusDocument = {
  id: 'il-tax-deed-notice-lake',
  style: { family: 'times', size: 11 },
  pages: [
    [
      { center: 'TAKE NOTICE', bold: true, size: 13 },
      {
        center: 'NOTICE OF EXPIRATION OF PERIOD OF REDEMPTION AND PETITION FOR TAX DEED',
        bold: true,
      },
      'County of Lake. Date premises sold: November 14, 2022. Certificate No. 22-0871. Sold for general taxes of the year 2021. Sold for delinquent special assessments: none.',
      'This property has been sold for delinquent taxes. Property located at 416 Juniper Court, Waukegan, IL 60085. Legal description or property index number: 08-21-307-019.',
      'This notice is to advise you that the above property has been sold for delinquent taxes and that the period of redemption from the sale will expire on May 14, 2025.',
      'Taxpayer: THADDEUS M. KOWALCZYK',
      'The amount to redeem is subject to increase. The total tax due as of this notice: $4,972.30.',
      'A petition for a tax deed was filed in the Circuit Court of Lake County, Illinois, Case No. 2025TX000187, and on June 2, 2025 the petitioner will apply for an order for a tax deed.',
      'Petitioner: Prairie Lien Investors LLC, c/o Haldane Wexford, Attorney, 20 North Clark Street, Suite 3300, Chicago, IL 60602, (312) 555-0119',
      'Dated: January 27, 2025',
    ],
  ],
  truth: {
    documentType: 'tax foreclosure',
    defendants: ['Thaddeus M. Kowalczyk'],
    plaintiff: 'Prairie Lien Investors LLC',
    street: '416 Juniper Court',
    city: 'Waukegan',
    state: 'IL',
    zip: '60085',
    caseNumber: '2025TX000187',
    amount: { value: '4972.30', kind: 'tax' },
    date: { value: '2025-01-27', kind: 'filing' },
  },
}

const OTHER_LETTER: CorpusDocument = {
  id: 'other-loss-mitigation-letter',
  style: { family: 'helvetica', size: 10.5 },
  pages: [
    [
      'Copperline Loan Servicing LLC',
      '8200 Research Parkway, Suite 600, Plano, TX 75024',
      'March 9, 2025',
      'Ms. Henrietta V. Okoro-Blaine',
      '77 Chestnut Hill Lane',
      'Dover, DE 19901',
      'Re: Loan No. 5504129981',
      'Dear Ms. Okoro-Blaine:',
      'Thank you for your request for mortgage assistance. We received your application on March 6, 2025. We are reviewing it and will write to you within 30 days about the options that may be available to you, such as a repayment plan or a loan modification.',
      'If you have questions, please call our Homeowner Support team at (972) 555-0107, Monday through Friday, or write to support@copperline-servicing.example.',
      'Sincerely, Homeowner Support Department',
    ],
  ],
  truth: {
    documentType: 'other',
    defendants: [],
    plaintiff: null,
    street: null,
    city: null,
    state: null,
    zip: null,
    caseNumber: null,
    amount: null,
    date: null,
  },
}

/** In a fixed order. */
export const TAX_AND_OTHER: CorpusDocument[] = [MI_TAX, IL_TAX, OTHER_LETTER]
