/**
 * Test factory (imported by tests only): a lead written straight into the database, a kept
 * search result in Miami unless overridden. It lives beside the schema, not in testing/, so that
 * the modules' test helpers can share it: testing/ imports the app, and a module's helper
 * importing testing/ would close a folder cycle (modules -> testing -> app -> modules).
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '../client'
import { leads, type NewLead } from '../schema'

export async function insertTestLead(db: Db, overrides: Partial<NewLead> & { userId: string }) {
  const unique = randomUUID().slice(0, 8)
  const [lead] = await db
    .insert(leads)
    .values({
      sourceKind: 'search_result',
      resultId: randomUUID(),
      dedupeKey: `test:${unique}`,
      filingType: 'Lis Pendens',
      caseNumber: `2026-CA-${unique}`,
      defendantName: 'Jordan Sampleton',
      propertyAddress: '42 Sample Lane',
      city: 'Miami',
      county: 'Miami-Dade',
      state: 'FL',
      zipCode: '33130',
      filingDate: '2026-01-15',
      loanAmount: '210500.00',
      ...overrides,
    })
    .returning()
  if (!lead) throw new Error('insertTestLead: no row returned')
  return lead
}

/**
 * A kept lead of a Cincinnati sheriff-sale list with two co-borrowers at 1420 Elm Street, no
 * filing date (the contacts and CRM tests' lead).
 */
export const insertSheriffSaleLead = (db: Db, overrides: Partial<NewLead> & { userId: string }) =>
  insertTestLead(db, {
    filingType: 'Sheriff Sale',
    caseNumber: `A-24-${randomUUID().slice(0, 8)}`,
    defendantName: 'Marcus Bell; Tanya R Bell',
    plaintiffName: 'Example Savings Bank',
    propertyAddress: '1420 Elm Street',
    city: 'Cincinnati',
    county: 'Hamilton',
    state: 'OH',
    zipCode: '45202',
    filingDate: null,
    saleDate: '2026-05-14',
    loanAmount: '98000.00',
    ...overrides,
  })
