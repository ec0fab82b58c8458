/**
 * The database function cases_lead_case_state (the cases module's database face, 0053) is the
 * SQL lead-case-state-sql.ts renders: the newest definition in the migrations must be today's
 * rendering, and PostgreSQL must inline it into the lead list's query (no function scan), so the
 * stage filters cost what the spliced fragment cost.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { LEAD_CASE_STATE_FUNCTION, leadCaseStateFunction } from './lead-case-state-sql'

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url))

/** The last statement of the migrations that (re)creates the function, as CREATE FUNCTION. */
function newestDefinition(): string | undefined {
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  const pattern = new RegExp(
    `CREATE (?:OR REPLACE )?FUNCTION "${LEAD_CASE_STATE_FUNCTION}"[\\s\\S]*?\\n\\$\\$;`,
    'g',
  )
  const found = files.flatMap((name) => [
    ...readFileSync(path.join(migrationsFolder, name), 'utf8').matchAll(pattern),
  ])
  return found.at(-1)?.[0].replace('CREATE OR REPLACE FUNCTION', 'CREATE FUNCTION')
}

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('cases_lead_case_state', () => {
  it('is created by the migrations as lead-case-state-sql.ts renders it', () => {
    const rendered = leadCaseStateFunction()
    expect(
      newestDefinition(),
      `lead-case-state-sql.ts changed: add a migration with\n${rendered.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')}`,
    ).toBe(rendered)
  })

  it("is inlined into the lead list's query, not called as a function per lead", async () => {
    const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select leads.id, s.stage from leads
        cross join lateral cases_lead_case_state(leads.user_id, leads.filing_id,
          leads.document_id, leads.record_position) s
        where leads.user_id = '00000000-0000-0000-0000-000000000000'::uuid`,
    )
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(plan).toContain('filings')
    expect(plan).not.toMatch(/Function Scan/)
  })
})
