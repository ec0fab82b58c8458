/**
 * A user's footprint in every table that has a `user_id` (imported by tests only): one row of
 * theirs in each, written as SQL so that the fixture says nothing of which module owns which
 * table, with their two leads and their document named wherever a row can name them (lead ids in
 * a skip-trace batch, a CRM delivery's body, an idempotent reply). The account deletion test
 * fills it, deletes the account, and reads every table for what is left.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'

export interface AccountFootprint {
  leadIds: [string, string]
  documentId: string
  apiKeyId: string
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
const uuids = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`
const texts = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')::text[]`
const now = sql`now()`
const inAnHour = sql`now() + interval '1 hour'`

type Value = string | number | boolean | null | SQL

/** Inserts one row and answers its `id` ('' when the table has none). */
async function insert(db: Db, table: string, values: Record<string, Value>): Promise<string> {
  const columns = Object.keys(values).map((column) => sql.identifier(column))
  const params = Object.values(values).map((value) =>
    value !== null && typeof value === 'object' ? value : sql`${value}`,
  )
  const result = await db.execute<{ id?: string | number }>(
    sql`insert into ${sql.identifier(table)} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)}) returning *`,
  )
  return String(result.rows[0]?.id ?? '')
}

/** Writes the footprint of `userId` (whose e-mail is `email`); `marker` tells its rows apart. */
export async function writeAccountFootprint(
  db: Db,
  user: { id: string; email: string },
  marker: string,
): Promise<AccountFootprint> {
  const userId = user.id
  const mine = { user_id: userId }
  const documentId = await insert(db, 'documents', {
    ...mine,
    filename: `${marker}.pdf`,
    original_name: `notice ${marker}.pdf`,
    object_path: `${marker}.pdf`,
    file_size: 10,
    mime_type: 'application/pdf',
  })
  const lead = (n: number) =>
    insert(db, 'leads', {
      ...mine,
      dedupe_key: `${marker}-${n}`,
      source_kind: 'upload',
      document_id: documentId,
    })
  const leadIds: [string, string] = [await lead(1), await lead(2)]
  const [leadId, otherLeadId] = leadIds
  const onLead = { ...mine, lead_id: leadId }
  const onDocument = { ...mine, document_id: documentId }

  await insert(db, 'lead_notes', { ...onLead, body: `note ${marker}` })
  await insert(db, 'document_leads', { ...onDocument, position: 0 })
  await insert(db, 'document_case_events', {
    ...onDocument,
    case_key: `case-${marker}`,
    source_name: 'upload',
    kind: 'filed',
  })
  await insert(db, 'document_field_corrections', {
    ...onDocument,
    corrected_by: userId,
    corrected_by_name: `Person ${marker}`,
    field: 'zipCode',
    value: '45202',
  })
  await insert(db, 'document_imports', {
    ...onDocument,
    total: 2,
    columns: json([]),
    columns_from: 'header',
    missing: json([]),
  })
  await insert(db, 'document_page_words', { ...onDocument, pages: json([]), signature: json({}) })
  const layoutId = await insert(db, 'document_layouts', {
    account_id: userId,
    signature: json({ marker }),
    learned_from: documentId,
  })
  await insert(db, 'layout_field_rules', {
    layout_id: layoutId,
    field: 'zipCode',
    rule: json({}),
    learned_by: userId,
  })

  const personId = await insert(db, 'contact_persons', {
    ...onLead,
    defendant_name: `DEFENDANT ${marker}`,
    full_name: `Person ${marker}`,
    match_evidence: json({ nameTokens: [marker] }),
    source: 'simulator',
    traced_at: now,
  })
  await insert(db, 'contact_phones', {
    ...mine,
    person_id: personId,
    number: '5135550100',
    line_type: 'mobile',
  })
  await insert(db, 'contact_emails', { ...mine, person_id: personId, address: `${marker}@x.test` })
  await insert(db, 'defendant_traces', {
    ...onLead,
    defendant_name: `DEFENDANT ${marker}`,
    searched_name: `DEFENDANT ${marker}`,
    status: 'matched',
  })
  await insert(db, 'person_trace_cache', { ...mine, cache_key: `key-${marker}`, status: 'matched' })
  await insert(db, 'phone_compliance_cache', {
    ...mine,
    number: '5135550100',
    source: 'simulator',
    dnc: false,
    litigator: false,
  })
  await insert(db, 'permissible_use_acceptances', { ...mine, version: '1' })
  await insert(db, 'skip_trace_batches', { ...mine, lead_ids: uuids(leadIds) })
  await insert(db, 'social_profiles', {
    ...onLead,
    defendant_name: `DEFENDANT ${marker}`,
    platform: 'facebook',
    profile_url: `https://facebook.example/${marker}`,
  })
  await insert(db, 'outreach_history', {
    ...onLead,
    defendant_name: `DEFENDANT ${marker}`,
    platform: 'facebook',
    status: 'sent',
    message: `message ${marker}`,
  })

  const connectionId = await insert(db, 'crm_connections', {
    ...mine,
    provider: 'webhook',
    label: `hook ${marker}`,
    sealed_credentials: `SEALED-${marker}`,
  })
  const crm = { ...mine, connection_id: connectionId }
  await insert(db, 'crm_pushes', {
    ...crm,
    lead_id: otherLeadId,
    provider: 'webhook',
    key: `push-${marker}`,
    status: 'pushed',
  })
  await insert(db, 'crm_webhook_deliveries', { ...crm, body: JSON.stringify({ leadIds }) })

  const monitorId = await insert(db, 'alert_monitors', {
    ...mine,
    name: `monitor ${marker}`,
    state: 'OH',
  })
  const matchId = await insert(db, 'alert_matches', {
    ...mine,
    monitor_id: monitorId,
    event_key: `event-${marker}`,
    kind: 'filed',
  })
  await insert(db, 'notifications', {
    ...mine,
    match_id: matchId,
    kind: 'alert',
    title: `alert ${marker}`,
    body: `body ${marker}`,
    link: `/leads/${leadId}`,
  })
  await insert(db, 'notifications', {
    ...mine,
    kind: 'urgency',
    title: `urgency ${marker}`,
    body: `explained ${marker}`,
    link: `/dashboard?lead=${leadId}`,
    event_key: `urgency:${leadId}:40->85:2026-11-30`,
  })
  await insert(db, 'urgency_alerts', {
    ...mine,
    threshold: 70,
    channels: texts(['in_app', 'email']),
  })
  await insert(db, 'alert_quotas', mine)
  await insert(db, 'alert_digests', { ...mine, local_date: sql`current_date`, matches: 1 })
  await insert(db, 'alert_webhooks', {
    ...mine,
    url: `https://hooks.example/${marker}`,
    secret: 'S',
  })
  await insert(db, 'alert_webhook_deliveries', {
    ...mine,
    match_id: matchId,
    event: 'alert.matched',
    body: JSON.stringify({ leadId }),
  })

  const apiKeyId = await insert(db, 'api_keys', {
    ...mine,
    name: `key ${marker}`,
    key_hash: `KEYHASH-${marker}`,
    prefix: 'fl_live_abc',
    scopes: texts(['leads:read']),
  })
  await insert(db, 'api_idempotency_keys', {
    api_key_id: apiKeyId,
    idempotency_key: `idem-${marker}`,
    fingerprint: 'f',
    locked_until: now,
    response_status: 201,
    response_body: JSON.stringify({ id: documentId, leadIds }),
  })

  await insert(db, 'email_templates', { ...mine, name: 'T', subject: 'S', body: 'B' })
  await insert(db, 'message_templates', { ...mine, name: 'T', body: 'B' })
  const mailboxId = await insert(db, 'email_tokens', {
    ...mine,
    provider: 'smtp',
    email: user.email,
    access_token: 'SEALED',
  })
  const campaignId = await insert(db, 'email_campaigns', {
    ...mine,
    name: `campaign ${marker}`,
    mailbox_id: mailboxId,
  })
  const queueId = await insert(db, 'email_queue', {
    ...onLead,
    campaign_id: campaignId,
    document_id: documentId,
    recipient_email: `owner-${marker}@homes.test`,
    subject: 'S',
    body: 'B',
    dedupe_key: `dedupe-${marker}`,
    message_id: `<${marker}@app.test>`,
  })
  await insert(db, 'email_logs', {
    ...mine,
    queue_id: queueId,
    campaign_id: campaignId,
    provider: 'smtp',
    recipient_email: `owner-${marker}@homes.test`,
    status: 'sent',
  })
  await insert(db, 'email_suppressions', {
    ...mine,
    email: `gone-${marker}@homes.test`,
    reason: 'manual',
    source: 'user',
  })
  await insert(db, 'sender_identities', {
    ...mine,
    name: `Sender ${marker}`,
    postal_address: '1 Main St',
    reply_to: user.email,
  })
  await insert(db, 'email_change_tokens', {
    ...mine,
    token_hash: `hash-${marker}`,
    new_email: `new-${marker}@x.test`,
    expires_at: inAnHour,
  })
  await insert(db, 'password_reset_tokens', {
    ...mine,
    email: user.email,
    token_hash: `reset-${marker}`,
    expires_at: inAnHour,
  })
  await insert(db, 'oauth_state_tokens', {
    ...mine,
    state_token: `state-${marker}`,
    provider: 'google',
    expires_at: inAnHour,
  })
  await insert(db, 'notification_preferences', mine)

  await insert(db, 'paypal_orders', {
    ...mine,
    paypal_order_id: `I-${marker}`,
    subscription_tier: 'pro',
    expected_amount: '69.99',
  })
  await insert(db, 'subscription_cancellations', {
    ...mine,
    subscription_id: `I-OLD-${marker}`,
    reason: 'replaced',
    done_at: now,
  })
  const year = new Date().getUTCFullYear()
  const month = new Date().getUTCMonth() + 1
  await insert(db, 'monthly_usage', { ...mine, year, month })
  await insert(db, 'monthly_usage_counties', { ...mine, year, month, county_key: 'OH:hamilton' })

  const searchId = await insert(db, 'public_records_searches', { ...mine, state: 'OH' })
  await insert(db, 'public_records_results', {
    ...mine,
    search_id: searchId,
    dedupe_key: `result-${marker}`,
  })
  const sessionId = await insert(db, 'search_sessions', {
    ...mine,
    query_type: 'geographic',
    query: json({ state: 'OH' }),
  })
  await insert(db, 'search_events', { session_id: sessionId, kind: 'queued' })
  return { leadIds, documentId, apiKeyId }
}
