/**
 * The workspace of `npm run bench workspace` (workspace.bench.ts), written straight into a fresh
 * database with set-based statements (generate_series), nothing cached between runs:
 * 1,000,000 filings in the records index over the 50 states (as search.bench.ts and
 * analytics.bench.ts fill it; the rollup `filing_day_counts` is kept by its triggers), and an
 * Elite user with 25,000 leads: 20,000 records of one imported 92-page list (issue 31's was
 * 24,832), 4,500 kept from searches, 500 from single-record uploads, over 400 ZIPs in 8 states,
 * every status, tags, folders, notes, contacts found for some, outreach logged for some, a few
 * campaigns, alert monitors with notifications, and documents still to keep. Two other users
 * hold 5,000 leads each, so the user's rows are not the whole table.
 */
import { US_STATE_CODES } from '@common/us-states'
import { sql } from 'drizzle-orm'
import type { Db } from '../server/src/db/client'
import type { User } from '../server/src/db/schema'
import { buildUser } from '../server/src/testing/factories'

export const FILINGS = Number(process.env.BENCH_ROWS ?? 1_000_000)
export const LEADS = 25_000
const LIST_RECORDS = 20_000
const SEARCH_LEADS = 4_500
const ZIPS_PER_STATE = 400
/** The states of the user's leads (indices into US_STATE_CODES). */
const LEAD_STATES = [8, 9, 13, 21, 30, 34, 37, 42]

/** 1,000,000 filings: ZIP i of a state is `state index * 400 + i`, 5 digits. */
async function writeFilings(db: Db): Promise<void> {
  const states = `{${US_STATE_CODES.join(',')}}`
  await db.execute(sql`
    insert into filings (dedupe_key, document_type, case_number, defendant_name, property_address,
                         city, county, state, zip_code, filing_date, loan_amount, stage,
                         next_sale_date, source_database, is_sample)
    select 'bench:' || g,
           (array['Lis Pendens','Verified Complaint','Notice of Sale'])[1 + (abs(hashint4(g)) / 600) % 3],
           'BENCH-' || g, 'Bench Person ' || g, (g % 9000 + 100) || ' Bench St',
           'City ' || (g / 50) % ${ZIPS_PER_STATE}, 'County ' || (g / 50) % 40,
           (${states}::text[])[1 + g % 50],
           lpad(((g % 50) * ${ZIPS_PER_STATE} + (g / 50) % ${ZIPS_PER_STATE})::text, 5, '0'),
           date '2025-01-01' + abs(hashint4(g)) % 700, 50000 + (g % 450000),
           (array['filed', 'sale_scheduled', 'sold', 'cancelled', null, null])[1 + g % 6],
           case when g % 6 = 1 then date '2025-06-01' + (g % 400) end,
           'bench', g % 10 = 0
    from generate_series(1, ${FILINGS}) g`)
}

/**
 * `count` leads of `owner` from `first`: the place, dates, amounts, status, tags and folder are
 * drawn from the row number; `kind` and the document columns say where each came from.
 */
async function writeLeads(
  db: Db,
  owner: string,
  rows: { first: number; count: number; kind: string; documentId?: string | null },
): Promise<void> {
  const states = `{${LEAD_STATES.map((i) => US_STATE_CODES[i]).join(',')}}`
  const stateIndex = `{${LEAD_STATES.join(',')}}`
  const last = rows.first + rows.count - 1
  await db.execute(sql`
    insert into leads (user_id, source_kind, result_id, document_id, record_position, dedupe_key,
                       filing_type, case_number, defendant_name, property_address, city, county,
                       state, zip_code, filing_date, sale_date, loan_amount, status, tags, folder,
                       contact_count, estimated_equity, absentee_owner, created_at, updated_at)
    select ${owner}::uuid, ${rows.kind},
           case when ${rows.kind} = 'search_result' then gen_random_uuid() end,
           ${rows.documentId ?? null}::uuid,
           case when ${rows.kind} = 'document_record' then g - ${rows.first} end,
           case ${rows.kind} when 'document_record' then 'record:' || ${rows.documentId ?? ''}::text || ':' || (g - ${rows.first})
                             else 'bench:' || g end,
           (array['Lis Pendens','Notice of Sale','Tax Foreclosure','Sheriff Sale'])[1 + g % 4],
           '2026-CA-' || lpad(g::text, 6, '0'), 'Owner ' || g || ' Example',
           (g % 9000 + 100) || ' Main St', 'City ' || (g % 40), 'County ' || (g % 40),
           (${states}::text[])[1 + g % 8],
           lpad(((${stateIndex}::int[])[1 + g % 8] * ${ZIPS_PER_STATE} + (g / 8) % 50)::text, 5, '0'),
           case when g % 11 = 0 then null else date '2025-01-01' + (g % 600) end,
           case when g % 2 = 0 then null else date '2026-06-01' + (g % 300) end,
           case when g % 13 = 0 then null else (50000 + (g % 977) * 250)::numeric end,
           case when g % 10 < 6 then 'new'
                else (array['researching','contacted','negotiating','under_contract','won','dead'])[1 + g % 6] end,
           case when g % 10 = 0 then array['hot'] when g % 25 = 0 then array['hot','absentee']
                when g % 7 = 0 then array['call back'] else '{}' end,
           case when g % 20 = 0 then 'Folder ' || (g % 5) end,
           case when g % 9 = 0 then 1 else 0 end,
           case when g % 3 = 0 then (g % 200000)::numeric end,
           case when g % 3 = 0 then g % 2 = 0 end,
           timestamptz '2026-09-01' + make_interval(mins => g),
           timestamptz '2026-09-01' + make_interval(mins => g)
    from generate_series(${rows.first}::int, ${last}::int) g`)
}

/** One completed document of `owner`; the list when `records` is given (its import done). */
async function writeDocument(
  db: Db,
  owner: string,
  name: string,
  options: { status?: string; records?: number } = {},
): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into documents (user_id, filename, original_name, object_path, file_size, mime_type,
                           processing_status, processed_at, zip_code)
    values (${owner}::uuid, ${`${name}.pdf`}, ${`${name}.pdf`}, ${`bench/${name}.pdf`}, 100000,
            'application/pdf', ${options.status ?? 'completed'}, now(), '03201')
    returning id`)
  const id = rows[0]!.id
  if (options.records) {
    await db.execute(sql`
      insert into document_leads (document_id, user_id, position, defendant_name,
                                  property_address, zip_code, case_number, snippet)
      select ${id}::uuid, ${owner}::uuid, g, 'Owner ' || g, g || ' Main St', '03201',
             'LIST-' || g, 'Record ' || g
      from generate_series(0, ${options.records - 1}) g`)
    await db.execute(sql`
      insert into document_imports (document_id, user_id, status, total, done, created, columns,
                                    columns_from, missing, finished_at)
      values (${id}::uuid, ${owner}::uuid, 'imported', ${options.records}, ${options.records},
              ${options.records}, '["Owner","Address"]'::jsonb, 'header', '{}'::jsonb, now())`)
  }
  return id
}

/** What the user did with the leads: notes, contacts, outreach, campaigns, alerts. */
async function writeWork(db: Db, owner: string): Promise<void> {
  await db.execute(sql`
    insert into lead_notes (lead_id, user_id, body, created_at)
    select id, user_id, 'Called, left a message (' || n || ')', now() - make_interval(hours => n)
    from (select id, user_id, (row_number() over (order by id))::int as n from leads
          where user_id = ${owner}::uuid) l
    cross join generate_series(1, 2) k
    where l.n % 5 = 0`)
  await db.execute(sql`
    insert into contact_persons (user_id, lead_id, defendant_name, full_name, age,
                                 match_evidence, source, traced_at)
    select user_id, id, defendant_name, defendant_name, 40 + contact_count,
           '{"nameTokens":["owner"],"address":"property"}'::jsonb, 'simulator', now()
    from leads where user_id = ${owner}::uuid and contact_count > 0`)
  await db.execute(sql`
    insert into contact_emails (person_id, user_id, address)
    select id, user_id, 'owner' || position || '-' || left(id::text, 8) || '@example.com'
    from contact_persons where user_id = ${owner}::uuid`)
  await db.execute(sql`
    insert into outreach_history (user_id, lead_id, defendant_name, platform, message, status,
                                  compliance_acknowledged, sent_at, replied_at)
    select user_id, id, defendant_name, (array['facebook','linkedin','other'])[1 + n % 3],
           'Hello, about your home', (array['sent','copied'])[1 + n % 2], true,
           now() - make_interval(hours => n),
           case when n % 4 = 0 then now() - make_interval(hours => n - 1) end
    from (select id, user_id, defendant_name, (row_number() over (order by id))::int as n from leads
          where user_id = ${owner}::uuid and contact_count > 0) l`)
  await db.execute(sql`
    insert into email_campaigns (user_id, name, subject, body, status, total_recipients,
                                 sent_count, lead_states, started_at, completed_at)
    select ${owner}::uuid, 'Campaign ' || g, 'About your home', 'Hello', 'completed', 400, 400,
           '{OH}', now() - make_interval(days => g), now() - make_interval(days => g)
    from generate_series(1, 6) g`)
  await db.execute(sql`
    insert into email_queue (campaign_id, user_id, lead_id, recipient_email, subject, body,
                             status, sent_at, dedupe_key, message_id)
    select c.id, c.user_id, l.id, 'r' || l.n || '@example.com', 'About your home', 'Hello',
           'sent', now() - make_interval(hours => l.n), c.id || ':' || l.n, '<' || c.id || l.n || '@bench>'
    from email_campaigns c
    cross join lateral (select id, (row_number() over (order by id))::int as n from leads
                        where user_id = ${owner}::uuid order by id limit 400) l
    where c.user_id = ${owner}::uuid`)
  await db.execute(sql`
    insert into alert_monitors (user_id, name, state, zip_codes, frequency)
    select ${owner}::uuid, 'Monitor ' || g, ${US_STATE_CODES[LEAD_STATES[0]!]!}::text,
           array[lpad((${LEAD_STATES[0]! * ZIPS_PER_STATE}::int + g)::text, 5, '0')], 'instant'
    from generate_series(1, 8) g`)
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, link, created_at, read_at)
    select ${owner}::uuid, 'alert', 'New filing ' || g, 'A filing matched', '/dashboard',
           now() - make_interval(hours => g), case when g > 20 then now() end
    from generate_series(1, 300) g`)
}

export interface Workspace {
  user: User
  /** A ZIP of the user's leads, and one of the index to search. */
  leadZip: string
  searchState: string
  searchZip: string
  /** The imported list: what the detail of one of its leads reads (GET /api/documents/:id). */
  listId: string
  /** ms spent writing each part. */
  timings: [string, number][]
}

export async function buildWorkspace(db: Db): Promise<Workspace> {
  const timings: [string, number][] = []
  const step = async (label: string, run: () => Promise<unknown>) => {
    const t0 = performance.now()
    await run()
    timings.push([label, performance.now() - t0])
  }
  await step(`${FILINGS.toLocaleString('en-US')} filings`, () => writeFilings(db))
  const user = await buildUser(db, { tier: 'elite', authProvider: 'paypal' })
  const others = [await buildUser(db, { tier: 'pro' }), await buildUser(db, { tier: 'elite' })]
  let list = ''
  await step(`${LEADS.toLocaleString('en-US')} leads (and 10,000 of two others)`, async () => {
    list = await writeDocument(db, user.id, 'baltimore-tax-sale-92-pages', {
      records: LIST_RECORDS,
    })
    await writeLeads(db, user.id, {
      first: 1,
      count: LIST_RECORDS,
      kind: 'document_record',
      documentId: list,
    })
    await writeLeads(db, user.id, {
      first: LIST_RECORDS + 1,
      count: SEARCH_LEADS,
      kind: 'search_result',
    })
    const uploads = LEADS - LIST_RECORDS - SEARCH_LEADS
    await writeLeads(db, user.id, {
      first: LIST_RECORDS + SEARCH_LEADS + 1,
      count: uploads,
      kind: 'upload',
    })
    for (const other of others) {
      await writeLeads(db, other.id, { first: 1, count: 5_000, kind: 'search_result' })
    }
    // Uploads analysed or failed and not kept yet: the documents tab lists them above the leads.
    for (let i = 0; i < 5; i++) {
      await writeDocument(db, user.id, `notice-${i}`, { status: i < 3 ? 'completed' : 'failed' })
    }
  })
  await step('notes, contacts, outreach, campaigns, alerts', () => writeWork(db, user.id))
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`))
  const searchState = US_STATE_CODES[LEAD_STATES[0]!]!
  const searchZip = String(LEAD_STATES[0]! * ZIPS_PER_STATE + 17).padStart(5, '0')
  return { user, leadZip: searchZip, searchState, searchZip, listId: list, timings }
}
