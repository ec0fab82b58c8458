/**
 * The list of domain codes (common/errors.ts) against the server's source: every code the server
 * answers with is listed (TypeScript checks this too, unless someone casts), every listed code is
 * answered somewhere (no dead codes for the client to key on), and decision record 0015 has a
 * row for each.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ERROR_CODES, isErrorCode } from '@common/errors'
import { describe, expect, it } from 'vitest'

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DECISION = path.resolve(SERVER_SRC, '../../docs/decisions/0015-domain-error-codes.md')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

const sources = sourceFiles(SERVER_SRC).map((file) => readFileSync(file, 'utf8'))

/** Codes written where the server builds an error: `AppError(...)`, its factories, bodies. */
function codesTheServerAnswers(): Set<string> {
  const found = new Set<string>()
  const patterns = [
    /new AppError\(\s*'([A-Z_]+)'/g,
    /AppError\.(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*'([A-Z_]+)'/g,
    /\b(?:usedCode|code): '([A-Z][A-Z_]+)'/g,
  ]
  for (const text of sources) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) if (match[1]) found.add(match[1])
    }
    if (text.includes('AppError.rateLimited(')) found.add('RATE_LIMITED')
    if (/AppError\.unauthorized\(\)/.test(text)) found.add('UNAUTHORIZED')
  }
  return found
}

describe('ERROR_CODES', () => {
  it('are unique SCREAMING_SNAKE_CASE names, recognised by isErrorCode', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length)
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
      expect(isErrorCode(code)).toBe(true)
    }
    expect(isErrorCode('FORBIDDEN')).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })

  it('contain every code the server answers with, and nothing it never answers', () => {
    const answered = [...codesTheServerAnswers()].sort()
    expect(answered.filter((code) => !isErrorCode(code))).toEqual([])
    expect(ERROR_CODES.filter((code) => !answered.includes(code))).toEqual([])
  })

  it('each have a row in decision record 0015', () => {
    const record = readFileSync(DECISION, 'utf8')
    const rows = new Set([...record.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]))
    expect(ERROR_CODES.filter((code) => !rows.has(code))).toEqual([])
    expect([...rows].filter((code) => !isErrorCode(code))).toEqual([])
  })
})
