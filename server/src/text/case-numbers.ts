import { cleanText } from './text'

/**
 * A court case or docket number as the index stores it: trimmed, inner whitespace collapsed to
 * one space, otherwise as the court wrote it (case numbers are matched across sources, so
 * nothing is guessed). Blank input gives null.
 */
export function normalizeCaseNumber(value: unknown): string | null {
  return cleanText(value)
}
