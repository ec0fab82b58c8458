import type { DocumentLeadView } from '@common/contracts/documents'

type RecordAddress = Pick<DocumentLeadView, 'propertyAddress' | 'city' | 'state' | 'zipCode'>

const has = (line: string, part: string) =>
  new RegExp(
    `(^|[^A-Za-z0-9])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`,
    'i',
  ).test(line)

/**
 * What a list record's table shows after its address line: the city, state and ZIP the line does
 * not already print ('Baltimore, MD 21218' for a record read without a street, nothing for
 * '12 Main St, Baltimore, MD 21218'), so a record's place is shown once; null when none is left.
 */
export function placeBeyondAddress(record: RecordAddress): string | null {
  const line = record.propertyAddress ?? ''
  const missing = (part: string | null) => (part && !has(line, part) ? part : null)
  const city = missing(record.city)
  const stateZip = [missing(record.state), missing(record.zipCode)].filter(Boolean).join(' ')
  return [city, stateZip].filter(Boolean).join(', ') || null
}
