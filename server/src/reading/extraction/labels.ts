/**
 * The labels foreclosure documents print before a field ('Case Number:', 'TS No:', 'Defendant(s)
 * in FiFa:', 'Situs:', 'Final Judgment:', 'Status:'), grouped by the field they introduce, and
 * the labelled values of a text read with them. Labels that look like a field's but are not it
 * ('Loan No', 'Parcel ID', 'Assessed Value', 'Plaintiff Max Bid', 'Firm Address') are listed
 * too, so their values are never taken and they still end the value before them.
 */
import { type LabelledValue, labelKey, labelledValues } from '../../text/labelled-values'
import type { AmountKind } from './types'

export type LabelRole =
  | 'case'
  | 'trustee-sale'
  | 'file'
  | 'defendant'
  | 'owner'
  | 'plaintiff'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'sale-date'
  | 'status'
  | 'court'
  | 'ignore'
  | `amount:${AmountKind}`

const LABELS: Record<LabelRole, string[]> = {
  case: [
    'case number',
    'case no',
    'case #',
    'case',
    'cause no',
    'cause number',
    'docket',
    'docket no',
    'docket number',
    'docket #',
    'index no',
    'index number',
    'index #',
    'civil action no',
    'book/writ',
    'writ no',
    'writ number',
    'fc #',
    'fc no',
    'fc number',
    'foreclosure no',
    'foreclosure number',
    'foreclosure #',
    'sheriff sale no',
    'sale no',
  ],
  'trustee-sale': [
    'ts no',
    'ts #',
    'ts number',
    't s no',
    't s #',
    'trustee sale no',
    'trustee sale number',
    'trustee sale #',
    'trustees sale no',
    'trustee s sale no',
  ],
  file: [
    'file no',
    'file number',
    'file #',
    'our file no',
    'firm file no',
    'mh file number',
    'mtg file no',
    'attorney file no',
    'reference no',
  ],
  defendant: [
    'defendant',
    'defendants',
    'defendants in fifa',
    'defendant in fifa',
    'respondents',
    'respondent',
    'mortgagors',
    'mortgagor',
    'names of the mortgagors',
    'names of mortgagors',
    'name of mortgagor',
    'grantors',
    'grantor',
    'grantors/mortgagors',
    'borrowers',
    'borrower',
    'trustors',
    'trustor',
    'taxpayer',
    'taxpayers',
    'taxpayer name',
    'debtor',
    'debtors',
    'in rem against',
  ],
  owner: [
    'owner',
    'owners',
    'owner name',
    'owner names',
    'property owner',
    'record owner',
    'owner of record',
    'reputed owner',
    'current property owner',
    'current owner',
    'owner/record title holder/other parties of interest',
    'owner/record title holder',
  ],
  plaintiff: [
    'plaintiff',
    'plaintiffs',
    'petitioner',
    'certificate holder name',
    'certificate holder',
    'lender',
    'beneficiary',
    'current beneficiary/mortgagee',
    'original beneficiary/mortgagee',
    'original mortgagee',
    'mortgagee',
    'foreclosing assignee',
    'foreclosing party',
    'attorney',
    'attorney name',
  ],
  address: [
    'property address',
    'address',
    'street',
    'street address',
    'situs',
    'situs address',
    'site address',
    'property location',
    'location',
    'common street address',
    'common address',
    'address of property',
    'reported address',
    'property street address',
    'premises',
    'property',
  ],
  city: ['city', 'city/town', 'municipality'],
  state: ['state'],
  zip: ['zip', 'zip code', 'zipcode', 'postal code'],
  'sale-date': [
    'sale date',
    'date of sale',
    'auction date',
    'sale',
    'time',
    'adjourned time',
    'adjourned date',
    'open date/time',
    'auction start',
  ],
  status: ['status', 'sale status', 'page status', 'auction status'],
  court: ['court'],
  'amount:judgment': [
    'final judgment',
    'final judgment amount',
    'judgment',
    'judgment amount',
    'amount of judgment',
    'debt amount',
    'writ amount',
  ],
  'amount:upset_price': ['upset price', 'upset', 'upset amount'],
  'amount:minimum_bid': ['opening bid', 'minimum bid', 'starting bid', 'min bid'],
  'amount:loan': [
    'unpaid principal balance',
    'unpaid principal',
    'principal balance',
    'original principal',
    'original principal amount',
    'loan amount',
    'original loan amount',
    'balance due',
    'amount claimed due on date of notice',
    'amount claimed to be due at the date hereof',
    'amount claimed due',
    'amount due',
    'total debt',
  ],
  'amount:tax': [
    'tax due',
    'taxes due',
    'total due',
    'amount paid/due',
    'delinquent taxes',
    'tax amount',
    'lien amount',
    'cost/tax',
  ],
  'amount:other': [],
  ignore: [
    'loan no',
    'loan number',
    'loan type',
    'apn',
    'parcel',
    'parcel id',
    'parcel number',
    'parcel id no',
    'map/parcel number',
    'tax key no',
    'tax key',
    'property index number',
    'permanent index number',
    'permanent property index number',
    'parcel index number',
    'pin',
    'instrument no',
    'instrument number',
    'document no',
    'account',
    'account no',
    'auction id',
    'opa',
    'assessed value',
    'assessed',
    'appraised',
    'appraised value',
    'market value',
    'plaintiff max bid',
    'final bid',
    'my bid',
    'deposit',
    'add date',
    'close date/time',
    'auction closed',
    'firm address',
    'mortgage servicers address',
    'mailing address',
    'firm name',
    'firm phone number',
    'reference deed',
    'property description',
    'legal description',
    'years due',
    'subdivision',
    'county',
    'property county',
    'sale type',
    'num bids',
    'deed of trust date',
    'date of mortgage',
    'date of mortgage recording',
    'recorded in',
    'mortgage servicer',
    'dated',
    'place',
    'place of sale',
    'terms',
    'description',
    'comments',
    'tax key no',
  ],
}

const ROLE_OF = new Map<string, LabelRole>()
for (const [role, keys] of Object.entries(LABELS) as Array<[LabelRole, string[]]>) {
  for (const key of keys) ROLE_OF.set(labelKey(key), role)
}
const KNOWN = [...ROLE_OF.keys()]

/**
 * A label glued to the value before it, as a web page's cells flatten when copied
 * ('City:BaltimoreState:MDZip Code:21218', 'Case Type:ForeclosureFiling Date:'): the known
 * labels in Title Case, Sentence case or capitals, right after a small letter or a digit, and
 * in Title Case right after a capital ('MDZip Code:'). Capitals after capitals are one word
 * ('ESTATE:' is not 'E STATE:').
 */
const GLUABLE = [...new Set(Object.values(LABELS).flat())]
  .filter((label) => /^[a-z][a-z ]{2,}$/.test(label))
  .sort((a, b) => b.length - a.length)
const titleCase = (label: string) => label.replace(/\b[a-z]/g, (c) => c.toUpperCase())
const sentenceCase = (label: string) => label.charAt(0).toUpperCase() + label.slice(1)
const forms = (make: Array<(label: string) => string>) =>
  [...new Set(GLUABLE.flatMap((label) => make.map((form) => form(label))))].join('|')
const GLUED_AFTER_SMALL = new RegExp(
  `(?<=[a-z0-9])(?=(?:${forms([titleCase, sentenceCase, (l) => l.toUpperCase()])}) ?:)`,
  'g',
)
const GLUED_AFTER_CAPITAL = new RegExp(
  `(?<=[A-Z])(?=(?:${forms([titleCase, sentenceCase])}) ?:)`,
  'g',
)

/** `text` with a space before each label glued to the value printed before it. */
export function unglueLabels(text: string): string {
  return text.replace(GLUED_AFTER_SMALL, ' ').replace(GLUED_AFTER_CAPITAL, ' ')
}

/** A labelled value with the field its label introduces (null: a label we do not read). */
export interface RoleValue extends LabelledValue {
  role: LabelRole | null
}

/**
 * Every labelled value of the flat text, each with its role. `lineStarts` (where the printed
 * lines start in it, from flattenLines) keep a value printed at a line's end out of the label
 * on the next line.
 */
export function readLabels(flat: string, lineStarts: readonly number[] = []): RoleValue[] {
  return labelledValues(flat, KNOWN, { lineStarts }).map((value) => ({
    ...value,
    role: ROLE_OF.get(value.key) ?? null,
  }))
}

/** The labelled values of one role, in document order. */
export function valuesOf(labels: readonly RoleValue[], role: LabelRole): RoleValue[] {
  return labels.filter((value) => value.role === role)
}
