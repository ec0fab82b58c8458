/**
 * The pieces of the ASP.NET notice-index connector on their own: a form POST through the polite
 * fetcher (robots.txt and audits as for a GET; a redirect after it followed with a GET), the form
 * state a browser would post back, and a notice read into a filing (an address in another state
 * than the source's is the servicer's, so it is left out).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complianceAudits } from '../../../../db/schema'
import {
  buildIngestionSource,
  fakeSiteListingConfig,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../../testing/fake-county-fixtures'
import { reply, startRecordingServer } from '../../../../testing/fake-county-server'
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-database'
import { loadHtml } from '../html/html-document'
import type { NoticeFields } from '../notice-reader'
import { politeFetch } from '../polite-fetcher'
import { formState, postBackArguments, selectOptions } from './aspnet-form'
import { noticeFiling } from './notice-filing'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('a form POST through the polite fetcher', () => {
  it('posts the fields once, follows the redirect with a GET, and audits both', async () => {
    const server = await startRecordingServer((request, response) => {
      if (request.path === '/robots.txt')
        reply(response, 200, 'User-agent: *\nDisallow: /private/\n')
      else if (request.path === '/search.aspx' && request.method === 'POST') {
        reply(response, 302, '', { location: '/results.aspx' })
      } else if (request.path === '/results.aspx') reply(response, 200, '<p>3 Row(s) Found</p>')
      else reply(response, 404, 'Not found')
    })
    try {
      const { sourceId } = await buildIngestionSource(database.db, {
        baseUrl: server.baseUrl,
        config: fakeSiteListingConfig(),
      })
      const post = (path: string) =>
        politeFetch({
          db: database.db,
          sourceId,
          url: `${server.baseUrl}${path}`,
          userAgent: TEST_USER_AGENT,
          allowHosts: LOOPBACK_ALLOW_LIST,
          form: { __VIEWSTATE: 'a+b/c=', ctl00$ddlYear: '2026' },
        })
      const result = await post('/search.aspx')
      expect(result).toMatchObject({ ok: true, body: '<p>3 Row(s) Found</p>' })
      const [posted, followed] = server.pageRequests()
      expect(posted).toMatchObject({ method: 'POST', path: '/search.aspx' })
      expect(posted!.headers['content-type']).toBe('application/x-www-form-urlencoded')
      expect(Object.fromEntries(new URLSearchParams(posted!.body))).toEqual({
        __VIEWSTATE: 'a+b/c=',
        ctl00$ddlYear: '2026',
      })
      expect(followed).toMatchObject({ method: 'GET', path: '/results.aspx', body: '' })
      // robots.txt holds for a POST as for a GET.
      expect(await post('/private/search.aspx')).toMatchObject({ outcome: 'blocked_robots' })
      const reasons = (
        await database.db
          .select()
          .from(complianceAudits)
          .where(eq(complianceAudits.sourceId, sourceId))
      ).map((audit) => audit.reason)
      expect(reasons).toContain(`POST redirected to ${server.baseUrl}/results.aspx`)
      expect(reasons).toContain('fetched')
    } finally {
      await server.close()
    }
  })
})

describe('the WebForms page state', () => {
  const $ = loadHtml(`<form>
    <input type="hidden" name="__VIEWSTATE" value="vs" /><input type="hidden" name="__EVENTVALIDATION" value="ev" />
    <input type="text" name="ctl00$txtFileNo" />
    <input type="radio" name="ctl00$rbtlDate" value="SaleDate" checked="checked" />
    <input type="radio" name="ctl00$rbtlDate" value="FileDate" />
    <input type="checkbox" name="ctl00$grid$ctl02$chkSelect" />
    <input type="submit" name="ctl00$btnSearch" value="Search" />
    <select name="ctl00$ddlYear"><option value="2026">2026</option><option selected="selected" value="2027">2027</option></select>
    <select name="ctl00$ddlMonth"><option value="1">January</option><option value="2">February</option></select>
    <a href="javascript:__doPostBack('ctl00$grid','Page$2')">2</a>
    <a href="javascript:__doPostBack('ctl00$other','Page$9')">9</a>
  </form>`)

  it('posts what a browser would: hidden state, text boxes, the checked radio, each select; no button', () => {
    expect(formState($)).toEqual({
      __VIEWSTATE: 'vs',
      __EVENTVALIDATION: 'ev',
      ctl00$txtFileNo: '',
      ctl00$rbtlDate: 'SaleDate',
      ctl00$ddlYear: '2027',
      ctl00$ddlMonth: '1',
    })
    expect(selectOptions($, 'ctl00$ddlMonth')).toEqual([
      { value: '1', label: 'January' },
      { value: '2', label: 'February' },
    ])
    expect(postBackArguments($, 'ctl00$grid')).toEqual(['Page$2'])
  })
})

describe('a notice as a filing', () => {
  const notice = {
    number: 'FRCL-2026-4797',
    saleDate: '2026-08-04',
    fileDate: '2026-07-08',
    pages: 2,
    url: 'https://www.cclerk.hctx.net/applications/websearch/ViewECdocs.aspx?ID=x',
  }
  const fields: NoticeFields = {
    documentType: 'notice of trustee sale',
    defendants: ['Jose Galicia', 'Marisol Galicia'],
    plaintiff: null,
    street: '1600 S. Douglass Road',
    city: 'Anaheim',
    state: 'CA',
    zip: '92806',
    caseNumber: '24-32775',
    amount: '71470.00',
    amountKind: 'loan',
    saleDate: '2025-04-01',
    saleStatus: null,
  }
  const defaults = {
    state: 'TX',
    county: 'Harris',
    documentType: 'Notice of Sale' as const,
    court: null,
  }

  it("takes the dates from the index, and leaves out an address in another state (the servicer's)", () => {
    const filing = noticeFiling(notice, fields, defaults, { pages: 2, ocrPages: 2 })
    expect(filing).toMatchObject({
      sourceRecordId: 'FRCL-2026-4797',
      caseNumber: '24-32775',
      defendantName: 'Jose Galicia; Marisol Galicia',
      propertyAddress: null,
      city: null,
      zipCode: null,
      county: 'Harris',
      state: 'TX',
      saleDate: '2026-08-04',
      filingDate: '2026-07-08',
      loanAmount: '71470.00',
      amountKind: 'loan',
      documentUrl: null,
    })
    expect(filing.raw).toMatchObject({
      addressLeftOut: '1600 S. Douglass Road, Anaheim, CA, 92806',
    })
  })

  it("keeps a Texas address, and the notice's own sale date when the index has none", () => {
    const filing = noticeFiling(
      { ...notice, saleDate: null },
      { ...fields, street: '906 Long Meadow Dr', city: 'Round Rock', state: 'TX', zip: '78664' },
      defaults,
      { pages: 2, ocrPages: 0 },
    )
    expect(filing).toMatchObject({
      propertyAddress: '906 Long Meadow Dr',
      city: 'Round Rock',
      zipCode: '78664',
      saleDate: '2025-04-01',
    })
  })
})
