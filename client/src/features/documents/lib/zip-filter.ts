import { UPLOAD_MESSAGES } from '@common/contracts/documents'
import { z } from 'zod'

/** The documents list's ZIP filter: every document, or one 5-digit ZIP code. */
export type ZipFilter = 'all' | (string & {})

const ZIP = /^\d{5}$/

/** Reads the filter from the URL's `zip` parameter; anything but a 5-digit ZIP means 'all'. */
export function zipFilterFrom(value: string | null | undefined): ZipFilter {
  const trimmed = value?.trim() ?? ''
  return ZIP.test(trimmed) ? trimmed : 'all'
}

/**
 * Checks a typed ZIP code (the upload's optional ZIP, the sidebar filter): undefined when it is
 * fine or empty, else the spec's message 'ZIP code must be exactly 5 digits'.
 */
export function zipCodeError(value: string): string | undefined {
  const trimmed = value.trim()
  return trimmed === '' || ZIP.test(trimmed) ? undefined : UPLOAD_MESSAGES.invalidZip
}

/** Keeps only digits, at most 5: what a ZIP input accepts as the user types or pastes. */
export function zipInputValue(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5)
}

/** The sidebar's ZIP filter form: one 5-digit ZIP code, or the spec's message. */
export const zipFilterForm = z.object({
  zip: z.string().trim().regex(ZIP, UPLOAD_MESSAGES.invalidZip),
})
