/**
 * The stored urgency score (issue 35, decision 0085): GET /api/leads?sort=urgency pages in the
 * score's order in both orders with the leads never scored last, minUrgency filters on it, and
 * the list works out the scores due before it reads; a lead goes due when an input changes and
 * the refresh writes its new score; a day later the clock alone moves it; refreshes running at
 * once tell each change once.
 */
import { listLeadsResponse } from '@common/contracts/leads'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '../../db/schema'
import { allPages, buildLead, leadRowsOf, listLeads } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { setLeadEnrichmentSummary } from './lead-enrichment.service'
import type { LeadUrgencyDeps, UrgencyChange } from './lead-urgency.deps'
import {
  refreshDueUrgency,
  refreshDueUrgencyOfUser,
  refreshLeadUrgency,
} from './lead-urgency-refresh.service'

const DAY_MS = 86_400_000
const inDays = (days: number, from = Date.now()) =>
  new Date(from + days * DAY_MS).toISOString().slice(0, 10)

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** The runtime's reach reader, and a hook that keeps what it is told. */
function listening(): LeadUrgencyDeps & { told: UrgencyChange[] } {
  const told: UrgencyChange[] = []
  return {
    reach: t.runtime.leadUrgency.reach,
    onUrgencyChanged: async (changes) => {
      told.push(...changes)
    },
    told,
  }
}

/** `count` leads of a new user, their sales 3 to 3 + 9 * count days away, equity varied. */
async function userWithLeads(count: number) {
  const signedIn = await signInNewUser(t)
  const leads: Lead[] = []
  for (let i = 0; i < count; i++) {
    leads.push(
      await buildLead(t, {
        userId: signedIn.user.id,
        saleDate: inDays(3 + 9 * i),
        estimatedEquity: i % 3 === 0 ? null : `${(i % 5) * 30000 - 20000}.00`,
        propertyAddress: `${i + 1} Urgent Way`,
      }),
    )
  }
  return { ...signedIn, leads }
}

const scoreOf = async (leadId: string) => {
  const { rows } = await t.database.db.execute<{ score: number | null; due: boolean }>(sql`
    select urgency_score as score, urgency_computed_at is null as due from leads
    where id = ${leadId}::uuid`)
  return rows[0]
}

describe('the list by urgency', () => {
  it('pages in the stored score in both orders, never-scored leads last, as each lead shows', async () => {
    const { client, user } = await userWithLeads(9)
    // A lead the refresh has not reached: no score, not due (as beyond the list's bound).
    const unscored = await buildLead(t, {
      userId: user.id,
      saleDate: inDays(1),
      urgencyComputedAt: new Date(),
    })
    const first = await listLeads(client, { sort: 'urgency', order: 'desc', limit: 200 })
    const rows = await leadRowsOf(t.database.db, user.id)
    expect(rows.filter((row) => row.urgencyScore === null).map((row) => row.id)).toEqual([
      unscored.id,
    ])
    // The views' score is the one stored.
    const shown = listLeadsResponse.parse(first.body).leads
    const stored = new Map(rows.map((row) => [row.id, row.urgencyScore]))
    for (const view of shown) {
      if (view.id !== unscored.id) expect(view.urgency.score).toBe(stored.get(view.id))
    }
    for (const order of ['desc', 'asc'] as const) {
      const sign = order === 'asc' ? 1 : -1
      const want = [...rows]
        .sort((a, b) => {
          if (a.urgencyScore !== b.urgencyScore) {
            if (a.urgencyScore === null) return 1
            if (b.urgencyScore === null) return -1
            return sign * (a.urgencyScore - b.urgencyScore)
          }
          return sign * (a.id < b.id ? -1 : 1)
        })
        .map((row) => row.id)
      for (const limit of [1, 4]) {
        const { ids } = await allPages(client, { sort: 'urgency', order, limit })
        expect(ids, `${order} by ${limit}`).toEqual(want)
      }
      expect(want.at(-1)).toBe(unscored.id)
    }
    const scores = rows.flatMap((row) => (row.urgencyScore === null ? [] : [row.urgencyScore]))
    expect(new Set(scores).size).toBeGreaterThan(4)
  })

  it('filters by minUrgency on the scores worked out before it reads', async () => {
    const { client, user } = await userWithLeads(8)
    const { body } = await listLeads(client, { minUrgency: 40, limit: 200 })
    const rows = await leadRowsOf(t.database.db, user.id)
    const want = rows.filter((row) => (row.urgencyScore ?? -1) >= 40).map((row) => row.id)
    expect(want.length).toBeGreaterThan(0)
    expect(want.length).toBeLessThan(rows.length)
    expect(body.leads.map((lead: { id: string }) => lead.id).sort()).toEqual(want.sort())
    for (const lead of body.leads) expect(lead.urgency.score).toBeGreaterThanOrEqual(40)
  })
})

describe('the stored score', () => {
  it('goes due when an input changes, and the refresh writes it and tells the change', async () => {
    const { user, leads } = await userWithLeads(1)
    const lead = leads[0]!
    const deps = listening()
    const made = await refreshDueUrgencyOfUser(t.database.db, deps, user.id)
    expect(made).toEqual([
      expect.objectContaining({ leadId: lead.id, previous: null, title: '1 Urgent Way, Miami' }),
    ])
    expect(await scoreOf(lead.id)).toEqual({ score: made[0]?.score, due: false })
    // Nothing due: nothing worked out, nothing told.
    expect(await refreshDueUrgencyOfUser(t.database.db, deps, user.id)).toEqual([])

    await setLeadEnrichmentSummary(t.database.db, {
      userId: user.id,
      leadId: lead.id,
      estimatedEquity: 150_000,
      absenteeOwner: null,
    })
    expect((await scoreOf(lead.id))?.due).toBe(true)
    const changed = await refreshDueUrgencyOfUser(t.database.db, deps, user.id)
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatchObject({ userId: user.id, leadId: lead.id, previous: made[0]?.score })
    expect(changed[0]!.score).toBeGreaterThan(made[0]!.score)
    expect(changed[0]!.explanation).toContain('equity about $150,000')
    expect(deps.told).toEqual([...made, ...changed])
  })

  it('moves with the clock: a day later the sale is nearer and the score higher', async () => {
    const { user, leads } = await userWithLeads(2)
    const deps = listening()
    await refreshDueUrgencyOfUser(t.database.db, deps, user.id)
    const tomorrow = new Date(Date.now() + DAY_MS)
    const later = await refreshDueUrgencyOfUser(t.database.db, deps, user.id, { now: tomorrow })
    expect(later.map((change) => change.leadId).sort()).toEqual(leads.map((l) => l.id).sort())
    for (const change of later) expect(change.score).toBeGreaterThan(change.previous ?? 100)
    // Worked out for that day: not due again on it.
    expect(await refreshDueUrgencyOfUser(t.database.db, deps, user.id, { now: tomorrow })).toEqual(
      [],
    )
  })

  it('tells each change once when refreshes run at once', async () => {
    const { user, leads } = await userWithLeads(12)
    const other = await userWithLeads(3)
    const deps = listening()
    // Four job runs and a list at once, in chunks of 5: every due lead is worked out once.
    await Promise.all([
      ...[1, 2, 3, 4].map(() => refreshDueUrgency(t.database.db, deps, { batch: 5 })),
      refreshDueUrgencyOfUser(t.database.db, deps, user.id),
    ])
    const ids = [...leads, ...other.leads].map((lead) => lead.id)
    const toldOf = (list: UrgencyChange[]) => list.filter((c) => ids.includes(c.leadId))
    expect(
      toldOf(deps.told)
        .map((c) => c.leadId)
        .sort(),
    ).toEqual([...ids].sort())
    for (const id of ids) expect((await scoreOf(id))?.due).toBe(false)

    // Forced refreshes of the same leads days later: each change told once, by one of them.
    const again = listening()
    const before = new Map<string, number | null | undefined>()
    for (const lead of leads) before.set(lead.id, (await scoreOf(lead.id))?.score)
    const later = new Date(Date.now() + 5 * DAY_MS)
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        refreshLeadUrgency(t.database.db, again, {
          userId: user.id,
          leadIds: leads.map((lead) => lead.id),
          now: later,
        }),
      ),
    )
    const moved: string[] = []
    for (const lead of leads) {
      if ((await scoreOf(lead.id))?.score !== before.get(lead.id)) moved.push(lead.id)
    }
    expect(moved.length).toBeGreaterThan(3)
    expect(
      runs
        .flat()
        .map((c) => c.leadId)
        .sort(),
    ).toEqual(moved.sort())
    expect(again.told.map((c) => c.leadId).sort()).toEqual(moved.sort())
  })
})
