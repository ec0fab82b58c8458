/**
 * A toast as the records screen shows it: plain strings, so the mappings of spec section 8
 * stay pure functions that tests compare word for word.
 */
export interface RecordsToast {
  title: string
  description: string
  variant?: 'destructive'
}
