import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import type { Db } from './client'
import * as schema from './schema'

const TABLES = [
  'alert_monitors',
  'alert_quotas',
  'alert_matches',
  'alert_evaluated_events',
  'notifications',
  'alert_webhooks',
  'alert_webhook_deliveries',
  'alert_digests',
  'urgency_alerts',
  'users',
  'sessions',
  'password_reset_tokens',
  'oauth_state_tokens',
  'paypal_orders',
  'monthly_usage',
  'monthly_usage_counties',
  'documents',
  'document_leads',
  'document_imports',
  'document_field_corrections',
  'document_layouts',
  'document_page_words',
  'layout_field_rules',
  'document_case_events',
  'leads',
  'lead_notes',
  'social_profiles',
  'permissible_use_acceptances',
  'person_trace_cache',
  'phone_compliance_cache',
  'defendant_traces',
  'contact_persons',
  'contact_phones',
  'contact_emails',
  'skip_trace_batches',
  'message_templates',
  'outreach_history',
  'email_tokens',
  'email_templates',
  'email_campaigns',
  'email_queue',
  'email_logs',
  'sender_identities',
  'email_suppressions',
  'public_records_searches',
  'public_records_results',
  'search_sessions',
  'search_events',
  'filings',
  'filing_provenance',
  'filing_day_counts',
  'filing_place_counts',
  'property_enrichment',
  'images',
  'image_contents',
  'image_lookups',
  'sources',
  'parsers',
  'rate_limits',
  'host_rate_limits',
  'robots_cache',
  'tos_validation',
  'compliance_audits',
  'scraper_queue',
  'unreadable_source_records',
  'request_throttles',
  'payment_webhook_events',
  'simulated_subscriptions',
  'subscription_cancellations',
  'crm_connections',
  'crm_pushes',
  'crm_webhook_deliveries',
  'email_change_tokens',
  'notification_preferences',
  'pending_object_deletions',
  'case_events',
  'api_keys',
  'api_idempotency_keys',
]

/** The Postgres error a rejected statement carries (node-postgres wraps it as `cause`). */
async function pgErrorOf(
  promise: Promise<unknown>,
): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string; constraint?: string } }
    return err.cause?.code ? err.cause : (err as { code?: string; constraint?: string })
  }
  throw new Error('expected the statement to fail')
}

describe('database schema', () => {
  let database: TestDatabase
  let pool: pg.Pool
  let db: Db

  beforeAll(async () => {
    database = await createTestDatabase()
    pool = database.pool
    db = database.db
  })

  afterAll(() => database.destroy())

  async function insertUser(email: string) {
    const [user] = await db.insert(schema.users).values({ email }).returning()
    return user!
  }

  it('creates every table', async () => {
    const { rows } = await pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    const names = rows.map((row) => row.table_name)
    expect(names.sort()).toEqual([...TABLES].sort())
  })

  it('gives a new user the trial defaults', async () => {
    const user = await insertUser('defaults@example.com')
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(user.authProvider).toBe('trial')
    expect(user.subscriptionTier).toBe('free')
    expect(user.subscriptionStatus).toBe('inactive')
    expect(user.trialSearchCount).toBe(0)
    expect(user.trialDownloadCount).toBe(0)
    expect(user.trialUploadCount).toBe(0)
    expect(user.createdAt).toBeInstanceOf(Date)
  })

  it('refuses a second user with the same e-mail', async () => {
    await insertUser('twice@example.com')
    const error = await pgErrorOf(insertUser('twice@example.com'))
    expect(error.code).toBe('23505')
    expect(error.constraint).toBe('users_email_unique')
  })

  it('keeps money and confidence at the spec precisions', async () => {
    const { rows } = await pool.query<{
      table_name: string
      column_name: string
      numeric_precision: number
      numeric_scale: number
    }>(
      `select table_name, column_name, numeric_precision, numeric_scale
       from information_schema.columns
       where table_schema = 'public' and data_type = 'numeric'`,
    )
    const precision = (table: string, column: string) => {
      const row = rows.find((r) => r.table_name === table && r.column_name === column)
      return row && [row.numeric_precision, row.numeric_scale]
    }
    expect(precision('paypal_orders', 'expected_amount')).toEqual([10, 2])
    expect(precision('documents', 'loan_amount')).toEqual([12, 2])
    expect(precision('filings', 'loan_amount')).toEqual([12, 2])
    expect(precision('public_records_results', 'loan_amount')).toEqual([12, 2])
    expect(precision('social_profiles', 'confidence')).toEqual([3, 2])
    expect(precision('public_records_results', 'confidence')).toEqual([3, 2])
    expect(precision('leads', 'loan_amount')).toEqual([12, 2])
  })

  it('deletes a search session’s scraper jobs with it', async () => {
    const [session] = await db
      .insert(schema.ingestionRuns)
      .values({ queryType: 'geographic', query: { state: 'FL', zipCode: '33101' } })
      .returning()
    const [source] = await db
      .insert(schema.sources)
      .values({
        county: 'Miami-Dade',
        state: 'FL',
        kind: 'court',
        name: 'Clerk',
        baseUrl: 'https://example.test',
      })
      .returning()
    await db.insert(schema.scraperQueue).values([
      { sessionId: session!.id, sourceId: source!.id, jobType: 'fetch' },
      { sessionId: session!.id, sourceId: source!.id, jobType: 'parse' },
    ])
    const [job] = await db
      .select()
      .from(schema.scraperQueue)
      .where(eq(schema.scraperQueue.sessionId, session!.id))
    expect(job).toMatchObject({ status: 'pending', priority: 0, retryCount: 0, maxRetries: 3 })

    await db.delete(schema.ingestionRuns).where(eq(schema.ingestionRuns.id, session!.id))
    const left = await db
      .select()
      .from(schema.scraperQueue)
      .where(eq(schema.scraperQueue.sessionId, session!.id))
    expect(left).toHaveLength(0)
  })

  it('refuses a social profile on an unknown platform', async () => {
    const user = await insertUser('platform@example.com')
    const profile = { userId: user.id, defendantName: 'Jane Doe', profileUrl: 'https://x.test/jd' }
    const [ok] = await db
      .insert(schema.socialProfiles)
      .values({ ...profile, platform: 'linkedin' })
      .returning()
    expect(ok!.confidence).toBe('0.00')
    expect(ok!.canAutomate).toBe(false)

    const error = await pgErrorOf(
      db.insert(schema.socialProfiles).values({ ...profile, platform: 'myspace' }),
    )
    expect(error.code).toBe('23514')
    expect(error.constraint).toBe('social_profiles_platform_check')
  })

  it('keeps one saved result per user and dedupe key', async () => {
    const alice = await insertUser('alice@example.com')
    const bob = await insertUser('bob@example.com')
    const result = { dedupeKey: 'FL|2024-CA-000123', state: 'FL', zipCode: '33101' }
    const [saved] = await db
      .insert(schema.publicRecordsResults)
      .values({ ...result, userId: alice.id })
      .returning()
    expect(saved).toMatchObject({
      status: 'pending',
      confidence: '0.00',
      isDocumentAvailable: false,
    })

    const error = await pgErrorOf(
      db.insert(schema.publicRecordsResults).values({ ...result, userId: alice.id }),
    )
    expect(error.code).toBe('23505')
    expect(error.constraint).toBe('public_records_results_user_dedupe_key_unique')

    // Another user may save the same filing.
    await db.insert(schema.publicRecordsResults).values({ ...result, userId: bob.id })
  })

  it('keeps one lead per user and dedupe key, in a known status', async () => {
    const alice = await insertUser('lead-alice@example.com')
    const bob = await insertUser('lead-bob@example.com')
    const lead = { dedupeKey: 'case:FL:miami dade:2026ca1', sourceKind: 'search_result' }
    const [kept] = await db
      .insert(schema.leads)
      .values({ ...lead, userId: alice.id })
      .returning()
    expect(kept).toMatchObject({ status: 'new', tags: [], contactCount: 0, folder: null })

    const twice = await pgErrorOf(db.insert(schema.leads).values({ ...lead, userId: alice.id }))
    expect(twice).toMatchObject({ code: '23505', constraint: 'leads_user_id_dedupe_key_unique' })
    await db.insert(schema.leads).values({ ...lead, userId: bob.id })

    const status = await pgErrorOf(
      db.insert(schema.leads).values({ ...lead, dedupeKey: 'x', userId: alice.id, status: 'hot' }),
    )
    expect(status).toMatchObject({ code: '23514', constraint: 'leads_status_check' })
    const kind = await pgErrorOf(
      db
        .insert(schema.leads)
        .values({ ...lead, dedupeKey: 'y', userId: alice.id, sourceKind: 'fax' }),
    )
    expect(kind).toMatchObject({ code: '23514', constraint: 'leads_source_kind_check' })
  })

  it('keeps a lead when its document is deleted, and its notes go with the lead', async () => {
    const user = await insertUser('lead-doc@example.com')
    const [document] = await db
      .insert(schema.documents)
      .values({
        userId: user.id,
        filename: 'a.pdf',
        originalName: 'a.pdf',
        objectPath: 'a.pdf',
        fileSize: 1,
        mimeType: 'application/pdf',
      })
      .returning()
    const [lead] = await db
      .insert(schema.leads)
      .values({
        userId: user.id,
        sourceKind: 'upload',
        documentId: document!.id,
        dedupeKey: `upload:${document!.id}`,
      })
      .returning()
    await db.insert(schema.leadNotes).values({ leadId: lead!.id, userId: user.id, body: 'hi' })
    await db.delete(schema.documents).where(eq(schema.documents.id, document!.id))
    const [after] = await db.select().from(schema.leads).where(eq(schema.leads.id, lead!.id))
    expect(after?.documentId).toBeNull()

    await db.delete(schema.users).where(eq(schema.users.id, user.id))
    expect(await db.select().from(schema.leads).where(eq(schema.leads.userId, user.id))).toEqual([])
    expect(
      await db.select().from(schema.leadNotes).where(eq(schema.leadNotes.leadId, lead!.id)),
    ).toEqual([])
  })

  it('keeps a list record’s city and state, and a record without them (0059)', async () => {
    const { rows } = await pool.query<{
      column_name: string
      data_type: string
      is_nullable: string
    }>(
      `select column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and table_name = 'document_leads'
         and column_name in ('city', 'state') order by column_name`,
    )
    expect(rows).toEqual([
      { column_name: 'city', data_type: 'text', is_nullable: 'YES' },
      { column_name: 'state', data_type: 'text', is_nullable: 'YES' },
    ])
    const user = await insertUser('list-place@example.com')
    const [document] = await db
      .insert(schema.documents)
      .values({
        userId: user.id,
        filename: 'list.pdf',
        originalName: 'list.pdf',
        objectPath: 'list.pdf',
        fileSize: 1,
        mimeType: 'application/pdf',
      })
      .returning()
    const record = { documentId: document!.id, userId: user.id }
    await db.insert(schema.documentLeads).values([
      { ...record, position: 0, zipCode: '21218', city: 'Baltimore', state: 'MD' },
      { ...record, position: 1 },
    ])
    const stored = await db
      .select({ city: schema.documentLeads.city, state: schema.documentLeads.state })
      .from(schema.documentLeads)
      .where(eq(schema.documentLeads.documentId, document!.id))
      .orderBy(schema.documentLeads.position)
    expect(stored).toEqual([
      { city: 'Baltimore', state: 'MD' },
      { city: null, state: null },
    ])
  })

  it('removes a user’s rows when the user is deleted', async () => {
    const user = await insertUser('gone@example.com')
    await db.insert(schema.monthlyUsage).values({ userId: user.id, year: 2025, month: 1 })
    await db.delete(schema.users).where(eq(schema.users.id, user.id))
    const usage = await db
      .select()
      .from(schema.monthlyUsage)
      .where(eq(schema.monthlyUsage.userId, user.id))
    expect(usage).toHaveLength(0)
  })
})
