/**
 * Template placeholders (spec: [First Name] and [Full Name]; the issue adds the property, the case
 * and the sender). A placeholder whose value is unknown is left as written, so the user sees what
 * is still to fill in before copying, rather than a message with a gap.
 */

const PLACEHOLDERS = [
  '[First Name]',
  '[Full Name]',
  '[Property Address]',
  '[Case Number]',
  '[Your Name]',
  '[Your Phone]',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

export interface PlaceholderValues {
  /** The defendant's name as the profile or lead has it ('MARIA L. GARCIA', 'Garcia, Maria'). */
  fullName?: string | null
  propertyAddress?: string | null
  caseNumber?: string | null
  senderName?: string | null
  senderPhone?: string | null
}

/** The sender's own placeholders: filled from the sender identity of Settings. */
export const SENDER_PLACEHOLDERS: readonly Placeholder[] = ['[Your Name]', '[Your Phone]']

/**
 * The property line of a lead as the product shows it ('12 Oak St, Fresno, CA 93701'); null
 * without a street address (a city alone is not the property's address).
 */
export function leadPropertyAddress(lead: {
  propertyAddress: string | null
  city: string | null
  state: string | null
  zipCode: string | null
}): string | null {
  const street = lead.propertyAddress?.trim()
  if (!street) return null
  const place = [lead.city, [lead.state, lead.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [street, place].filter(Boolean).join(', ')
}

/** Title case for names written in capitals, as filings print them ('MARIA GARCIA' -> 'Maria Garcia'). */
function displayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  const reordered = /^([^,]+),\s*(.+)$/.exec(trimmed)
  const natural = reordered ? `${reordered[2]} ${reordered[1]}` : trimmed
  if (natural !== natural.toUpperCase()) return natural
  return natural
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())
}

/** The first given name of a defendant's name ('Garcia, Maria L.' -> 'Maria'). */
export function firstNameOf(fullName: string): string {
  const natural = displayName(fullName)
  return natural.split(' ')[0] ?? natural
}

/** The values the placeholders take; missing ones stay unfilled. */
function placeholderValues(values: PlaceholderValues): Partial<Record<Placeholder, string>> {
  const result: Partial<Record<Placeholder, string>> = {}
  const name = values.fullName?.trim()
  if (name) {
    result['[Full Name]'] = displayName(name)
    result['[First Name]'] = firstNameOf(name)
  }
  if (values.propertyAddress?.trim()) result['[Property Address]'] = values.propertyAddress.trim()
  if (values.caseNumber?.trim()) result['[Case Number]'] = values.caseNumber.trim()
  if (values.senderName?.trim()) result['[Your Name]'] = values.senderName.trim()
  if (values.senderPhone?.trim()) result['[Your Phone]'] = values.senderPhone.trim()
  return result
}

/** `text` with every known placeholder replaced by its value. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  const known = placeholderValues(values)
  return text.replace(
    /\[(First Name|Full Name|Property Address|Case Number|Your Name|Your Phone)\]/g,
    (token) => known[token as Placeholder] ?? token,
  )
}

/** The placeholders still in `text` (not filled for lack of a value). */
export function unfilledPlaceholders(text: string): Placeholder[] {
  return PLACEHOLDERS.filter((placeholder) => text.includes(placeholder))
}
