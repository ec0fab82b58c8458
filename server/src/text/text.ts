/**
 * Small text helpers shared by the normalizers: every source pads, wraps and spaces its values
 * differently, and an empty cell must become `null`, never `''`.
 */

/** Trims, turns non-breaking spaces and line breaks into spaces and collapses runs of them. */
export function collapseWhitespace(value: string): string {
  return value.replace(/[\u00a0\u2000-\u200b\u202f\u3000\s]+/g, ' ').trim()
}

/**
 * A source value as clean text, or null when it is missing or blank. Numbers and booleans are
 * turned into their string form so a JSON number can fill a text field.
 */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'boolean') return String(value)
  if (typeof value !== 'string') return null
  const text = collapseWhitespace(value)
  return text === '' ? null : text
}

/** True when every letter of the text is upper case (and there is at least one letter). */
export function isAllCaps(value: string): boolean {
  return /[A-Z]/.test(value) && !/[a-z]/.test(value)
}

/** Removes parenthesised asides such as "(per Mortgage)" or "(Real Owner)". */
export function stripParentheticals(value: string): string {
  let text = value
  let previous: string
  do {
    previous = text
    text = text.replace(/\s*\([^()]*\)/g, '')
  } while (text !== previous)
  return collapseWhitespace(text)
}
