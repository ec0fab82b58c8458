/**
 * Firing through the real path: records' ingestion (the file import) records case events, the
 * runtime's ingestion listener queues the evaluation job, pg-boss runs it, and the bell's
 * GET /api/notifications lists the match. A matching event fires once per monitor (re-ingesting
 * the same listing fires nothing), a postponement is a new event, a filing elsewhere fires
 * nothing; marking read works on the user's own notifications only; a notification opens the
 * user's lead once the filing is kept.
 */
import { listNotificationsResponse } from '@common/contracts/alerts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inDays, ingestSales, sleep, until } from '../../testing/alerts-test-helpers'
import { tierFields } from '../../testing/factories'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { evaluateAlertsJob } from './evaluation/evaluate-alerts.job'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ jobs: [evaluateAlertsJob] })
})
afterAll(() => t.close())

async function notificationsOf(client: TestClient) {
  const response = await client.get('/api/notifications')
  expect(response.status).toBe(200)
  return listNotificationsResponse.parse(await response.json())
}

describe('alerts fired by ingestion', () => {
  it('fire once per matching event; a re-ingest fires nothing; a postponement fires again', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const other = await signInNewUser(t, tierFields('pro'))
    const created = await client.post('/api/alerts', {
      name: 'Cape May',
      state: 'NJ',
      zipCodes: ['08204'],
    })
    expect(created.status).toBe(201)
    // The other user's monitor watches another ZIP: it must stay silent.
    await other.client.post('/api/alerts', { name: 'Elsewhere', state: 'NJ', zipCodes: ['08260'] })

    const sale = inDays(20)
    const listing = { case: 'F-100-26', address: '1 Alert Ave', sale, status: 'Scheduled' }
    await ingestSales(t, [listing])
    const first = await until('the notification', async () => {
      const list = await notificationsOf(client)
      return list.notifications.length > 0 ? list : undefined
    })
    expect(first.unread).toBe(1)
    expect(first.notifications[0]).toMatchObject({
      kind: 'alert',
      title: `Cape May: Sale scheduled for ${sale}: Sheriff Sale in 08204`,
      read: false,
      link: '/public-records?state=NJ&zip=08204',
    })
    expect(first.notifications[0]!.body).toContain('1 Alert Ave')

    await ingestSales(t, [listing])
    await sleep(2500)
    expect((await notificationsOf(client)).notifications).toHaveLength(1)

    const later = inDays(45)
    await ingestSales(t, [{ ...listing, sale: later, status: 'Postponed' }])
    const second = await until('the postponement', async () => {
      const list = await notificationsOf(client)
      return list.notifications.length > 1 ? list : undefined
    })
    expect(second.unread).toBe(2)
    expect(second.notifications[0]!.title).toBe(
      `Cape May: Sale postponed to ${later}: Sheriff Sale in 08204`,
    )
    expect((await notificationsOf(other.client)).notifications).toEqual([])
  })

  it('a case first seen with its judgment and its sale is told once, by its sale', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    await client.post('/api/alerts', { name: 'Judgments', state: 'NJ', zipCodes: ['08230'] })
    await client.post('/api/alerts', {
      name: 'Only judgments',
      state: 'NJ',
      zipCodes: ['08230'],
      stages: ['judgment'],
    })
    const sale = inDays(25)
    await ingestSales(t, [
      {
        case: 'F-400-26',
        address: '4 Judgment Rd',
        sale,
        status: 'Scheduled',
        zip: '08230',
        judgment: '$182,345.67',
      },
    ])
    const list = await until('the notices', async () => {
      const answer = await notificationsOf(client)
      return answer.notifications.length >= 2 ? answer : undefined
    })
    await sleep(2000)
    // Both events matched 'Judgments': one notice, the newest. 'Only judgments' saw one event.
    expect((await notificationsOf(client)).notifications.map((n) => n.title).sort()).toEqual([
      `Judgments: Sale scheduled for ${sale}: Sheriff Sale in 08230`,
      'Only judgments: Judgment entered: Sheriff Sale in 08230',
    ])
    expect(list.unread).toBe(2)
  })

  it('does not fire for another ZIP, another filing type or a stage not asked', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    await client.post('/api/alerts', {
      name: 'Only cancellations of lis pendens',
      state: 'NJ',
      zipCodes: ['08210'],
      filingTypes: ['Lis Pendens'],
    })
    await client.post('/api/alerts', {
      name: 'Only cancellations',
      state: 'NJ',
      zipCodes: ['08210'],
      stages: ['cancelled'],
    })
    await ingestSales(t, [
      {
        case: 'F-200-26',
        address: '2 Quiet St',
        sale: inDays(15),
        status: 'Scheduled',
        zip: '08210',
      },
      {
        case: 'F-201-26',
        address: '3 Quiet St',
        sale: inDays(15),
        status: 'Scheduled',
        zip: '08211',
      },
    ])
    await sleep(3000)
    expect((await notificationsOf(client)).notifications).toEqual([])
    await ingestSales(t, [
      {
        case: 'F-200-26',
        address: '2 Quiet St',
        sale: inDays(15),
        status: 'Cancelled',
        zip: '08210',
      },
    ])
    const list = await until('the cancellation', async () => {
      const answer = await notificationsOf(client)
      return answer.notifications.length > 0 ? answer : undefined
    })
    expect(list.notifications.map((n) => n.title)).toEqual([
      'Only cancellations: Sale cancelled: Sheriff Sale in 08210',
    ])
  })

  it('marks read one or all, only the own; opens the lead once the filing is kept', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const stranger = await signInNewUser(t, tierFields('pro'))
    await client.post('/api/alerts', { name: 'Ocean City', state: 'NJ', zipCodes: ['08226'] })
    await ingestSales(t, [
      {
        case: 'F-300-26',
        address: '4 Shore Rd',
        sale: inDays(30),
        status: 'Scheduled',
        zip: '08226',
      },
      {
        case: 'F-301-26',
        address: '5 Shore Rd',
        sale: inDays(31),
        status: 'Scheduled',
        zip: '08226',
      },
    ])
    const list = await until('two notifications', async () => {
      const answer = await notificationsOf(client)
      return answer.notifications.length === 2 ? answer : undefined
    })
    const [one, two] = list.notifications
    const foreign = await stranger.client.post(`/api/notifications/${one!.id}/read`)
    expect(foreign.status).toBe(404)
    expect((await foreign.json()).code).toBe('NOTIFICATION_NOT_FOUND')
    expect((await client.post(`/api/notifications/${one!.id}/read`)).status).toBe(204)
    expect((await notificationsOf(client)).unread).toBe(1)
    expect(await (await client.post('/api/notifications/read-all')).json()).toEqual({ marked: 1 })
    expect((await notificationsOf(client)).unread).toBe(0)
    expect((await client.post('/api/notifications/nope/read')).status).toBe(400)

    // Keep the second one's filing as a lead (search, then keep): its link opens the lead.
    const search = await client.post('/api/public-records/search', {
      state: 'NJ',
      zipCode: '08226',
    })
    expect(search.status).toBe(200)
    const reply = (await search.json()) as {
      search: { id: string }
      results: Array<{ id: string; propertyAddress?: string | null }>
    }
    const address = two!.body.includes('4 Shore Rd') ? '4 Shore Rd' : '5 Shore Rd'
    const result = reply.results.find((d) => d.propertyAddress?.includes(address))!
    const kept = await client.post('/api/leads', {
      from: 'search',
      searchId: reply.search.id,
      filingIds: [result.id],
    })
    expect(kept.status).toBe(200)
    const after = await notificationsOf(client)
    const linked = after.notifications.find((n) => n.id === two!.id)!
    expect(linked.link).toMatch(/^\/dashboard\?lead=[0-9a-f-]{36}$/)
    expect(after.notifications.find((n) => n.id === one!.id)!.link).toBe(
      '/public-records?state=NJ&zip=08226',
    )
  })
})
