/** Providers' words for a line type ('Mobile', 'Land Line', 'Wireless', 'VoIP') as ours. */
import type { LineType } from '@common/contracts/contacts'

export function lineTypeOf(value: unknown): LineType {
  const word = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : ''
  if (['mobile', 'wireless', 'cell', 'cellular'].includes(word)) return 'mobile'
  if (['landline', 'land', 'allother', 'fixed', 'residential'].includes(word)) return 'landline'
  if (word.includes('voip')) return 'voip'
  return 'unknown'
}

/** 10 digits of a North American number, or null ('+1 (513) 555-0142' -> '5135550142'). */
export function tenDigits(value: unknown): string | null {
  const digits = String(value ?? '')
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '')
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null
}
