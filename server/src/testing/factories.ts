/**
 * Test factories (CONVENTIONS.md rule 7): rows written straight into the database, so a test
 * starts from the state it needs without clicking through sign-up.
 */
import { randomUUID } from 'node:crypto'
import type { PaidTier } from '@common/enums'
import type { Db } from '../db/client'
import {
  type Document,
  documents,
  type NewDocument,
  type NewPublicRecordsResult,
  type NewUser,
  type PublicRecordsResult,
  publicRecordsResults,
  type User,
  users,
} from '../db/schema'
import { hashPassword } from '../modules/accounts'

export const FACTORY_PASSWORD = 'correct horse battery staple'

/** A user's standing: a trial started now, or an active subscription to a paid plan. */
export type FactoryTier = 'trial' | PaidTier

/**
 * The user columns of `tier`, as the product leaves them: a trial as registration starts it; a
 * paid tier as a completed subscription leaves a user who registered first (active, paid
 * through PayPal, trial started). No provider subscription id: the provider never saw it.
 */
export function tierFields(tier: FactoryTier): Partial<NewUser> {
  if (tier === 'trial') return { authProvider: 'trial' }
  return {
    authProvider: 'paypal',
    subscriptionTier: tier,
    subscriptionStatus: 'active',
    subscriptionEventAt: new Date(),
  }
}

/**
 * A user written straight into the database: a trial started now unless `tier` says otherwise,
 * with password FACTORY_PASSWORD unless overridden; other fields override the tier's.
 */
export async function buildUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string; tier?: FactoryTier } = {},
): Promise<User> {
  const { password = FACTORY_PASSWORD, tier = 'trial', ...fields } = overrides
  const unique = randomUUID().slice(0, 8)
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique}@example.com`,
      firstName: 'Test',
      lastName: `User ${unique}`,
      passwordHash: await hashPassword(password),
      trialStartedAt: new Date(),
      ...tierFields(tier),
      ...fields,
    })
    .returning()
  if (!user) throw new Error('buildUser: no row returned')
  return user
}

/**
 * An uploaded document's row (no stored file unless the test puts one under `objectPath`),
 * pending by default.
 */
export async function buildDocument(
  db: Db,
  overrides: Partial<NewDocument> & { userId: string },
): Promise<Document> {
  const id = overrides.id ?? randomUUID()
  const [document] = await db
    .insert(documents)
    .values({
      id,
      filename: `${id}.pdf`,
      originalName: 'notice.pdf',
      objectPath: `${id}.pdf`,
      fileSize: 1024,
      mimeType: 'application/pdf',
      ...overrides,
    })
    .returning()
  if (!document) throw new Error('buildDocument: no row returned')
  return document
}

/**
 * A public-records result saved for a user, as keeping a search result as a lead saves it:
 * delivered, with a document link.
 */
export async function buildSavedRecordResult(
  db: Db,
  overrides: Partial<NewPublicRecordsResult> & { userId: string },
): Promise<PublicRecordsResult> {
  const unique = randomUUID().slice(0, 8)
  const [result] = await db
    .insert(publicRecordsResults)
    .values({
      caseNumber: `2026-CA-${unique}`,
      documentType: 'Lis Pendens',
      court: 'Circuit Court of Miami-Dade County',
      defendantName: 'Jordan Sampleton',
      propertyAddress: '42 Sample Lane, Miami, FL 33130',
      zipCode: '33130',
      city: 'Miami',
      county: 'Miami-Dade',
      state: 'FL',
      filingDate: '2026-01-15',
      loanAmount: '210500.00',
      documentUrl: `https://records.example.gov/filings/${unique}.pdf`,
      isDocumentAvailable: true,
      sourceDatabase: 'example-county',
      provenance: { sample: false },
      dedupeKey: `test-${unique}`,
      status: 'delivered',
      ...overrides,
    })
    .returning()
  if (!result) throw new Error('buildSavedRecordResult: no row returned')
  return result
}
