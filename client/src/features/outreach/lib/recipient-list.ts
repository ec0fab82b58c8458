/**
 * The user's own recipients, pasted as "email, name" lines or read from a CSV file, parsed with
 * csv-parse (quoted names with commas work) and checked one line at a time, so each bad line is
 * named with its number and the rest are kept. A header row ("email,name") is skipped; a line
 * may also give the name first ("Maria Garcia, maria@example.com").
 */
import { EMAIL_CAMPAIGNS } from '@common/limits'
import { parse } from 'csv-parse/browser/esm/sync'
import { z } from 'zod'

const emailSchema = z.email()

interface RecipientLine {
  email: string
  name: string | null
}

interface RecipientLineError {
  /** 1-based line (record) number in what was pasted or uploaded. */
  line: number
  text: string
  message: string
}

export interface ParsedRecipients {
  recipients: RecipientLine[]
  errors: RecipientLineError[]
  /** Addresses given more than once (kept once). */
  duplicates: number
}

const isEmail = (value: string) => emailSchema.safeParse(value).success

function isHeader(cells: readonly string[]): boolean {
  return cells.some((cell) => /^e-?mail(\s*address)?$/i.test(cell)) && !cells.some(isEmail)
}

export function parseRecipients(text: string): ParsedRecipients {
  const result: ParsedRecipients = { recipients: [], errors: [], duplicates: 0 }
  if (!text.trim()) return result
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1
    result.errors.push({
      line,
      text: '',
      message: 'This file could not be read as CSV: check the quotes on this line.',
    })
    return result
  }
  const seen = new Set<string>()
  records.forEach(({ record, info }, index) => {
    const cells = record.map((cell) => cell.trim()).filter((cell) => cell !== '')
    if (cells.length === 0) return
    if (index === 0 && isHeader(cells)) return
    const text = record.join(', ')
    const at = cells.findIndex(isEmail)
    if (at === -1) {
      result.errors.push({
        line: info.lines,
        text,
        message: cells.some((cell) => cell.includes('@'))
          ? 'This is not a valid e-mail address.'
          : 'No e-mail address on this line.',
      })
      return
    }
    const email = (cells[at] ?? '').toLowerCase()
    if (seen.has(email)) {
      result.duplicates++
      return
    }
    seen.add(email)
    const name = cells.filter((_, i) => i !== at).join(' ') || null
    result.recipients.push({ email, name })
  })
  if (result.recipients.length > EMAIL_CAMPAIGNS.recipientsMax) {
    result.errors.push({
      line: 0,
      text: '',
      message: `A campaign can have at most ${EMAIL_CAMPAIGNS.recipientsMax} recipients.`,
    })
  }
  return result
}
