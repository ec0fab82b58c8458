/**
 * Tells a company, government or association apart from a person, because organisations are
 * kept exactly as the source wrote them while a person's name is re-ordered and re-cased.
 */

const ORGANIZATION_WORDS = [
  'llc',
  'l\\.l\\.c',
  'llp',
  'pllc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'companies',
  'ltd',
  'limited',
  'l\\.?p',
  'p\\.?c',
  'n\\.?a',
  'plc',
  'fsb',
  'bank',
  'bancorp',
  'trust',
  'association',
  'assn',
  'assoc',
  'associates',
  'partners',
  'partnership',
  'enterprises?',
  'properties',
  'holdings?',
  'investments?',
  'group',
  'fund',
  'services',
  'solutions',
  'capital',
  'financial',
  'finance',
  'mortgage',
  'lending',
  'funding',
  'savings',
  'credit union',
  'insurance',
  'realty',
  'homes',
  'development',
  'church',
  'ministries',
  'lodge',
  'club',
  'resort',
  'hospital',
  'foundation',
  'society',
  'authority',
  'department',
  'secretary',
  'commonwealth',
  'united states',
  'state of',
  'county of',
  'city of',
  'township of',
  'borough of',
  'village of',
  'condominium',
  'homeowners',
]

const ORGANIZATION = new RegExp(`\\b(?:${ORGANIZATION_WORDS.join('|')})\\b\\.?`, 'i')

/**
 * True for 'Midland Funding LLC', 'OMASS, LLC', 'United States of America', 'City of
 * Middletown', 'B & W ENTERPRISES' or 'Central Physicians & Surgeons'; false for people,
 * including 'Unknown Heirs of ...'.
 */
export function isOrganizationName(value: string): boolean {
  if (/\bunknown heirs\b/i.test(value)) return false
  return ORGANIZATION.test(value) || /\s&\s/.test(value)
}

/** The legal forms that close a company's name ('INC', 'L.L.C.', 'Company', 'LP'). */
const LEGAL_FORM =
  /^(?:llc|l\.l\.c\.?|llp|l\.l\.p\.?|pllc|inc\.?|incorporated|corp\.?|corporation|co\.?|company|ltd\.?|limited|lp|l\.p\.?|pc|p\.c\.?|plc|trust|partnership)$/i

/** True when `word` is a company's legal form: where its name ends. */
export function isLegalForm(word: string): boolean {
  return LEGAL_FORM.test(word)
}
