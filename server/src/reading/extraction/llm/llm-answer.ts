/**
 * The JSON the model must answer with, parsed strictly: a value of the wrong type or format
 * (an amount that is not a number, a date that is not YYYY-MM-DD, an unknown kind) rejects the
 * whole answer, since a model that breaks the format is not trusted with the content either.
 * Keys the schema does not know are ignored; a missing key means "not stated" (null).
 */
import { AMOUNT_KINDS } from '@common/enums'
import { z } from 'zod'
import type { DateKind, DocumentType } from '../types'

export const DOCUMENT_TYPES = [
  'lis pendens',
  'verified complaint',
  'notice of trustee sale',
  'notice of sheriff sale',
  'report of foreclosure sale',
  'tax foreclosure',
  'summons',
  'other',
] as const satisfies readonly DocumentType[]

export const DATE_KINDS = ['filing', 'sale'] as const satisfies readonly DateKind[]

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null)

/** '$123,456.78', '123456.78' or 123456.78 -> '123456.78'. */
const money = z
  .union([z.number().nonnegative(), z.string().trim()])
  .transform((value) =>
    typeof value === 'number' ? value.toFixed(2) : value.replace(/[$,\s]/g, ''),
  )
  .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), 'not an amount')
  .transform((value) => Number(value).toFixed(2))

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a calendar date')

const llmAnswer = z.object({
  documentType: z.enum(DOCUMENT_TYPES).nullish().default(null),
  defendants: z
    .array(z.string().trim().min(2).max(120))
    .max(20)
    .nullish()
    .transform((names) => (names && names.length > 0 ? names : null)),
  plaintiff: text(200),
  propertyAddress: z
    .object({
      street: text(120),
      city: text(60),
      state: text(30),
      zip: text(10),
    })
    .nullish()
    .default(null),
  caseNumber: text(60),
  court: text(200),
  amount: z
    .object({ value: money, kind: z.enum(AMOUNT_KINDS) })
    .nullish()
    .default(null),
  date: z
    .object({ value: isoDate, kind: z.enum(DATE_KINDS) })
    .nullish()
    .default(null),
})

export type LlmAnswer = z.infer<typeof llmAnswer>

/** Parses the model's text; null when it is not JSON or does not match {@link llmAnswer}. */
export function parseLlmAnswer(content: string): LlmAnswer | null {
  // Some servers wrap JSON mode output in a Markdown fence anyway.
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  let json: unknown
  try {
    json = JSON.parse(unfenced)
  } catch {
    return null
  }
  const parsed = llmAnswer.safeParse(json)
  return parsed.success ? parsed.data : null
}
