/**
 * The lead list at the size it is designed for: 10,000 leads for the measured user among
 * 50,000 (five users), on the embedded database (or PostgreSQL with DATABASE_URL). Times
 * GET /api/leads over real HTTP for the first page of each sort, a walk of 40 pages, and the
 * filters, and prints the plan PostgreSQL chose for each list statement's shape.
 */
import { sql } from 'drizzle-orm'
import { buildUser } from '../server/src/testing/factories'
import { signInNewUser } from '../server/src/testing/signed-in'
import { buildTestApp } from '../server/src/testing/test-app'

const LEADS_PER_USER = 10_000

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms (n=${samples.length})`
}

export async function run(): Promise<void> {
  const t = await buildTestApp()
  try {
    const { db } = t.database
    const { client, user } = await signInNewUser(t, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    const others = await Promise.all(Array.from({ length: 4 }, () => buildUser(db)))
    for (const owner of [user, ...others]) {
      await db.execute(sql`insert into leads (user_id, source_kind, dedupe_key, filing_type,
          case_number, defendant_name, property_address, city, county, state, zip_code,
          filing_date, sale_date, loan_amount, status, tags, folder, contact_count, updated_at)
        select ${owner.id}::uuid, 'search_result', 'bench:' || g,
          case when g % 3 = 0 then 'Notice of Sheriff Sale' else 'Lis Pendens' end,
          '2026-CA-' || lpad(g::text, 6, '0'), 'Owner ' || g || ' Example',
          g || ' Main St', 'City ' || (g % 40), 'County ' || (g % 15), 'FL',
          lpad((33000 + g % 200)::text, 5, '0'),
          case when g % 11 = 0 then null else date '2025-01-01' + (g % 500) end,
          case when g % 2 = 0 then null else date '2026-01-01' + (g % 300) end,
          case when g % 13 = 0 then null else (50000 + (g % 977) * 250)::numeric end,
          (array['new','researching','contacted','negotiating','under_contract','won','dead'])[1 + g % 7],
          case when g % 10 = 0 then array['hot'] when g % 25 = 0 then array['hot','absentee'] else '{}' end,
          case when g % 20 = 0 then 'Folder ' || (g % 5) end,
          case when g % 9 = 0 then 1 else 0 end,
          now() - make_interval(secs => g)
        from generate_series(1, ${LEADS_PER_USER}) as g`)
    }
    await db.execute(sql`analyze leads`)
    console.log(
      `${LEADS_PER_USER * 5} leads, ${LEADS_PER_USER} of them the measured user's (${t.database.kind})`,
    )

    async function page(
      query: string,
    ): Promise<{ ms: number; body: { nextCursor: string | null } }> {
      const started = performance.now()
      const response = await client.get(`/api/leads?${query}`)
      const body = await response.json()
      if (response.status !== 200) throw new Error(`${query}: ${JSON.stringify(body)}`)
      return { ms: performance.now() - started, body }
    }
    async function timed(label: string, query: string, runs = 15) {
      await page(query)
      const samples: number[] = []
      for (let i = 0; i < runs; i++) samples.push((await page(query)).ms)
      console.log(`${label.padEnd(44)} ${summary(samples)}`)
    }

    for (const sort of ['updatedAt', 'filingDate', 'saleDate', 'amount']) {
      for (const order of ['desc', 'asc']) {
        await timed(`first page, ${sort} ${order}`, `sort=${sort}&order=${order}`)
      }
    }
    const walk: number[] = []
    let cursor: string | null = null
    for (let i = 0; i < 40; i++) {
      const query: string = `sort=saleDate&order=asc&limit=200${cursor ? `&cursor=${cursor}` : ''}`
      const { ms, body } = await page(query)
      walk.push(ms)
      cursor = body.nextCursor
      if (!cursor) break
    }
    console.log(`${'walk of 200-lead pages, saleDate asc'.padEnd(44)} ${summary(walk)}`)
    await timed('status=contacted', 'status=contacted')
    await timed('tag=absentee (rare)', 'tag=absentee')
    await timed('folder=Folder 0', 'folder=Folder%200')
    await timed('zip=33117', 'zip=33117')
    await timed('state=FL&county=county 7', 'state=FL&county=county%207')
    await timed(
      'filed in March 2025, sort filingDate',
      'filedFrom=2025-03-01&filedTo=2025-03-31&sort=filingDate',
    )
    await timed('hasContacts=true', 'hasContacts=true')
    await timed('q=owner 4242 (free text)', 'q=owner%204242')
    await timed('q=zzz (free text, no match)', 'q=zzz')

    const plan = async (label: string, where: string, order: string) => {
      const { rows } = await t.database.pool.query(
        `explain select id from leads where user_id = $1 ${where} order by ${order} limit 51`,
        [user.id],
      )
      const lines = rows.map((row: Record<string, string>) => Object.values(row)[0] ?? '')
      const scans = lines.filter((line) => /Scan|Sort/.test(line)).map((line) => line.trim())
      console.log(`plan ${label}: ${scans.join(' | ')}`)
    }
    await plan('updatedAt desc', '', 'updated_at desc, id desc')
    await plan('saleDate asc (values)', 'and sale_date is not null', 'sale_date, id')
    await plan('status', "and status = 'contacted'", 'updated_at desc, id desc')
    await plan('zip', "and zip_code = '33117'", 'updated_at desc, id desc')
    await plan('q', "and defendant_name ilike '%4242%'", 'updated_at desc, id desc')
  } finally {
    await t.close()
  }
}
