/**
 * Reading what an operator writes into `parsers.fields` (an import mapping, a connector's
 * config) with its zod schema: the value under its own name (`key`), or an error that names each
 * bad path ('fields.caseNumber: ...'; the whole value goes by `key` too).
 */
import type { z } from 'zod'

/** The parsed value under `K` ({ ok: true, mapping }), or the error an operator reads. */
export type OperatorJsonParse<K extends string, T> =
  | ({ ok: true } & { [key in K]: T })
  | { ok: false; error: string }

export function parseOperatorJson<K extends string, T>(
  schema: z.ZodType<T>,
  input: unknown,
  key: K,
  what: string,
): OperatorJsonParse<K, T> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, [key]: parsed.data } as OperatorJsonParse<K, T>
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : key
    return `${where}: ${issue.message}`
  })
  return { ok: false, error: `Invalid ${what}: ${problems.join('; ')}` }
}
