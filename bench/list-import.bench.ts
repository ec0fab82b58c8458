/**
 * A county's list imported in the background (docs/decisions/0058): 25,000 records awaiting
 * import (a Baltimore tax-sale list's size), imported through POST /api/documents/:id/import by
 * the queued job in the same process as the web server, on the embedded database (or PostgreSQL
 * with DATABASE_URL). Prints how long the import took and what the workspace's own calls cost
 * before, while and after it runs: the lead list's first page (which has 25,000 more leads to
 * group after the import), the signed-in user, and the import's progress poll.
 */
import { sql } from 'drizzle-orm'
import { documentLeads } from '../server/src/db/schema'
import { importListLeadsJob } from '../server/src/modules/documents'
import { holdListForImport } from '../server/src/modules/documents/list-import/hold-for-import'
import { IMPORT_LIMITS } from '../server/src/modules/documents/list-import/import-run.service'
import { buildDocument } from '../server/src/testing/factories'
import type { TestClient } from '../server/src/testing/http-client'
import { signInNewUser } from '../server/src/testing/signed-in'
import { buildTestApp } from '../server/src/testing/test-app'

const RECORDS = 25_000
const EXISTING_LEADS = 2_000

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (n=${samples.length})`
}

async function timedGet(client: TestClient, path: string): Promise<number> {
  const started = performance.now()
  const response = await client.get(path)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return performance.now() - started
}

export async function run(): Promise<void> {
  const t = await buildTestApp({ jobs: [importListLeadsJob] })
  try {
    const { db } = t.database
    const { client, user } = await signInNewUser(t, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    await db.execute(sql`insert into leads (user_id, source_kind, dedupe_key, defendant_name,
        property_address, state, zip_code, status, updated_at)
      select ${user.id}::uuid, 'search_result', 'bench:' || g, 'Owner ' || g,
        g || ' Main St', 'MD', lpad((21200 + g % 30)::text, 5, '0'), 'new',
        now() - make_interval(secs => g)
      from generate_series(1, ${EXISTING_LEADS}) as g`)
    const document = await buildDocument(db, {
      userId: user.id,
      processingStatus: 'completed',
      documentType: 'Tax Sale List',
    })
    await db.execute(sql`insert into ${documentLeads} (document_id, user_id, position,
        defendant_name, property_address, zip_code, case_number, loan_amount)
      select ${document.id}::uuid, ${user.id}::uuid, g, 'Taxpayer ' || g,
        g || ' Harford Rd, Baltimore, MD ' || lpad((21200 + g % 30)::text, 5, '0'),
        lpad((21200 + g % 30)::text, 5, '0'), 'TS-' || g, (500 + g % 9000)::numeric
      from generate_series(0, ${RECORDS - 1}) as g`)
    let started = performance.now()
    await db.transaction((tx) => holdListForImport(tx, document, null))
    console.log(
      `${RECORDS} records held for import (preview summary) in ${(performance.now() - started).toFixed(0)} ms; ${EXISTING_LEADS} leads already (${t.database.kind})`,
    )

    const list = '/api/leads?group=zip&limit=50'
    const userPath = '/api/user'
    const progress = `/api/documents/${document.id}/import`
    const idle = async () => {
      for (let i = 0; i < 5; i++) await timedGet(client, list)
      const samples = { list: [] as number[], user: [] as number[], poll: [] as number[] }
      for (let i = 0; i < 30; i++) {
        samples.list.push(await timedGet(client, list))
        samples.user.push(await timedGet(client, userPath))
        samples.poll.push(await timedGet(client, progress))
      }
      return samples
    }
    const before = await idle()

    started = performance.now()
    const start = await client.request(progress, { method: 'POST' })
    if (start.status !== 202) throw new Error(`import: ${start.status}`)
    const busyList: number[] = []
    const busyUser: number[] = []
    const busyPoll: number[] = []
    let status = 'importing'
    while (status !== 'imported') {
      busyList.push(await timedGet(client, list))
      busyUser.push(await timedGet(client, userPath))
      const pollStarted = performance.now()
      const view = (await (await client.get(progress)).json()) as { status: string }
      busyPoll.push(performance.now() - pollStarted)
      status = view.status
      if (performance.now() - started > 600_000) throw new Error('import took over 10 minutes')
    }
    const seconds = (performance.now() - started) / 1000
    const [{ count }] = (
      await db.execute<{ count: number }>(
        sql`select count(*)::int as count from leads where document_id = ${document.id}`,
      )
    ).rows as [{ count: number }]
    console.log(
      `import of ${count} leads: ${seconds.toFixed(1)} s (${Math.round(count / seconds)} leads/s), in batches of ${IMPORT_LIMITS.batch}`,
    )
    const after = await idle()
    const rows: [string, number[], number[], number[]][] = [
      [`GET ${list}`, before.list, busyList, after.list],
      [`GET ${userPath}`, before.user, busyUser, after.user],
      ['GET the import progress', before.poll, busyPoll, after.poll],
    ]
    for (const [label, idleBefore, during, idleAfter] of rows) {
      console.log(label)
      console.log(`  before (${EXISTING_LEADS} leads)    ${summary(idleBefore)}`)
      console.log(`  during the import       ${summary(during)}`)
      console.log(`  after (${EXISTING_LEADS + RECORDS} leads)   ${summary(idleAfter)}`)
    }
  } finally {
    await t.close()
  }
}
