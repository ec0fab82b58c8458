import { z } from 'zod'

/**
 * The PDF viewer's "go to page" field: whatever was typed becomes a page of the document (1 when
 * it is not a number, the last page past the end).
 */
export function pageNumberForm(pageCount: number) {
  return z.object({
    page: z
      .string()
      .transform((typed) => Math.min(Math.max(1, Number(typed) || 1), pageCount || 1)),
  })
}

/** Digits only, at most 4: what the page field accepts as the user types. */
export function pageInputValue(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4)
}
