/** The filing type as people write it ('Notice of Sheriff Sale'), from the extractor's type. */

const TYPE_LABELS: Record<string, string> = {
  lis_pendens: 'Lis Pendens',
  verified_complaint: 'Verified Complaint',
  notice_of_trustee_sale: 'Notice of Trustee Sale',
  notice_of_sheriff_sale: 'Notice of Sheriff Sale',
  report_of_foreclosure_sale: 'Report of Foreclosure Sale',
  tax_foreclosure: 'Tax Foreclosure',
  summons: 'Summons',
  other: 'Other',
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to'])

/**
 * 'notice of sheriff sale', 'notice_of_sheriff_sale' or an already labelled value ->
 * 'Notice of Sheriff Sale'; an unknown type is title-cased the same way.
 */
export function documentTypeLabel(type: string): string {
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  const known = TYPE_LABELS[key]
  if (known) return known
  return type
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^\w/, (c) => c.toUpperCase()),
    )
    .join(' ')
}
