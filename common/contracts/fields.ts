/** Zod pieces several contracts share: row ids, a US state filter and optional free text. */
import { z } from 'zod'
import { isUsStateCode } from '../us-states'

/** A state's two-letter code in any case, read upper case; 'Invalid state' for anything else. */
export const usStateCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isUsStateCode, 'Invalid state')

/** Optional free text of at most `max` characters, trimmed; empty reads as absent. */
export const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

/** A row's id (a UUID); anything else reads 'Invalid <what> id'. */
export const rowId = (what: string) => z.uuid({ error: `Invalid ${what} id` })

/** The `:id` of the routes that act on one row (a lead, a template, a document). */
export const idParams = (what: string) => z.object({ id: rowId(what) })

/**
 * The body of a PATCH that changes some of a row's fields: any of `shape`, none with a default
 * (a default would reset what was not sent), and at least one of them.
 */
export const patchOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object(shape)
    .partial()
    .refine(
      (patch) => Object.values(patch).some((value) => value !== undefined),
      'Send at least one field to change',
    )
