/**
 * Exactly once per dedupeKey when a worker dies: a real child process sends a 50-recipient
 * campaign through a slow SMTP server on loopback, is killed (SIGKILL) mid-run, and a new worker
 * process finishes the campaign. No recipient may receive the message twice: a row the dead
 * worker had claimed but not started goes back to the queue; one it was sending becomes
 * sent-unverified and is not sent again. On PGlite the two processes take turns on the database's
 * directory; on PostgreSQL (DATABASE_URL) they use a fresh database.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../db/client'
import { runMigrations } from '../../../db/migrate'
import { emailCampaigns, emailQueue, senderIdentities } from '../../../db/schema'
import { buildUser } from '../../../testing/factories'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { messageIdFor } from './campaign-message'
import { dedupeKeyFor } from './create-campaign'

const WORKER = fileURLToPath(
  new URL('../../../testing/campaign-worker-process.ts', import.meta.url),
)
const RECIPIENTS = 50

let sink: SmtpSink
let pgliteDir: string | null = null
let postgres: TestDatabase | null = null

/** Opens the test's database in this process (PGlite: only while no worker has it). */
async function open(): Promise<Database> {
  if (postgres) return postgres
  return openDatabase({ pgliteDir: pgliteDir ?? '' })
}
async function release(database: Database) {
  if (!postgres) await database.close()
}

beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: 60 })
  if (process.env.DATABASE_URL) {
    postgres = await createTestDatabase()
  } else {
    pgliteDir = mkdtempSync(path.join(tmpdir(), 'fl-kill-test-'))
    const database = await openDatabase({ pgliteDir })
    await runMigrations(database.pool)
    await database.close()
  }
})

afterAll(async () => {
  await sink?.close()
  await postgres?.destroy()
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true })
})

async function seedCampaign(): Promise<string> {
  const database = await open()
  try {
    const { db } = database
    const user = await buildUser(db, { tier: 'pro' })
    await db.insert(senderIdentities).values({
      userId: user.id,
      name: 'Sam Investor',
      postalAddress: '100 Main St, Fresno, CA 93701',
      replyTo: 'sam@example.com',
    })
    const [campaign] = await db
      .insert(emailCampaigns)
      .values({
        userId: user.id,
        name: 'Kill test',
        subject: 'Hello [First Name]',
        body: 'A message from [Your Name].',
        status: 'sending',
        totalRecipients: RECIPIENTS,
        startedAt: new Date(),
      })
      .returning()
    if (!campaign) throw new Error('no campaign')
    await db.insert(emailQueue).values(
      Array.from({ length: RECIPIENTS }, (_, i) => {
        const id = randomUUID()
        const email = `kill${String(i).padStart(2, '0')}@homes.test`
        return {
          id,
          campaignId: campaign.id,
          userId: user.id,
          recipientEmail: email,
          recipientName: `Owner ${i}`,
          subject: `Hello Owner ${i}`,
          body: 'A message from [Your Name].',
          dedupeKey: dedupeKeyFor(campaign.id, email),
          messageId: messageIdFor(id, 'http://app.test'),
        }
      }),
    )
    return campaign.id
  } finally {
    await release(database)
  }
}

function startWorker(campaignId: string): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      FL_WORKER_DATABASE_URL: postgres?.url ?? '',
      FL_WORKER_PGLITE_DIR: pgliteDir ?? '',
      FL_WORKER_SMTP_URL: sink.url,
      FL_WORKER_CAMPAIGN_ID: campaignId,
      FL_WORKER_CLAIM_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors += chunk
  })
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`worker exited ${code}: ${errors}`)
      resolve(code)
    })
  })
  return { child, exited }
}

async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a campaign worker killed mid-send', () => {
  it('leaves no recipient with two copies after a new worker finishes the campaign', async () => {
    const campaignId = await seedCampaign()
    const first = startWorker(campaignId)
    // Kill it while a message is in flight: the SMTP server holds each one 60 ms before its 250.
    await waitUntil(() => sink.messages.length >= 12, 90_000, 'the first worker to send')
    first.child.kill('SIGKILL')
    expect(await first.exited).toBeNull()
    const beforeRestart = sink.messages.length
    expect(beforeRestart).toBeLessThan(RECIPIENTS)

    const second = startWorker(campaignId)
    expect(await second.exited).toBe(0)

    const perRecipient = new Map<string, number>()
    for (const mail of sink.messages) {
      for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1)
    }
    const duplicates = [...perRecipient].filter(([, count]) => count > 1)
    expect(duplicates).toEqual([])

    const database = await open()
    try {
      const rows = await database.db
        .select({ email: emailQueue.recipientEmail, status: emailQueue.status })
        .from(emailQueue)
        .where(eq(emailQueue.campaignId, campaignId))
      const statuses = new Map<string, number>()
      for (const row of rows) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1)
      // Every row ended sent, or sent-unverified when the kill caught it mid-send.
      expect((statuses.get('sent') ?? 0) + (statuses.get('sent_unverified') ?? 0)).toBe(RECIPIENTS)
      expect(statuses.get('sent_unverified') ?? 0).toBeLessThanOrEqual(1)
      // Each sent row's recipient got exactly one copy; an unverified one got at most one.
      for (const row of rows) {
        const received = perRecipient.get(row.email) ?? 0
        if (row.status === 'sent') expect(received, row.email).toBe(1)
        else expect(received, row.email).toBeLessThanOrEqual(1)
      }
      const [campaign] = await database.db
        .select({ status: emailCampaigns.status })
        .from(emailCampaigns)
        .where(eq(emailCampaigns.id, campaignId))
      expect(campaign?.status).toBe('completed')
      console.log(
        `kill test: ${beforeRestart} messages before the kill, ${sink.messages.length} in all; rows ${JSON.stringify(Object.fromEntries(statuses))}`,
      )
    } finally {
      await release(database)
    }
  }, 180_000)
})
