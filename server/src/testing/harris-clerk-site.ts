/**
 * A loopback Harris County Clerk foreclosure-notice search (FRCL_R.aspx) for the preset's test.
 * RECONSTRUCTED, not recorded: no response of the live page was recorded. The markup follows what
 * public scrapers of it select and post (tcole333/ithildin tools/query_harris_foreclosures.py,
 * ShujaatAli88/county_ constants.py and c_clerk_crawler.py, a DataForge public_records.py):
 * WebForms hidden state, the rbtlDate radio list (SaleDate / FileDate), ddlYear (posts back and
 * reloads the months), ddlMonth (values 1-12), txtFileNo, btnSearch; the GridView1 grid with a
 * checkbox, an `a.doclinks` link (`..._HyperLinkDocIDEC`) to `ViewECdocs.aspx?ID=...`, spans
 * `_lblSaleDate`, `_lblFileDate`, `_lblPages`, a `_lblCount` 'N Row(s) Found' and a
 * `__doPostBack('...GridView1','Page$N')` pager. Like ASP.NET, a postback whose event
 * validation does not belong to its view state is refused (500), and the notice links are valid
 * only in the session (cookie) that listed them (one scraper saw 404 otherwise).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { RecordedRequest } from './fake-county-server'
import { reply } from './fake-county-server'
import { type RecordedSite, startRecordedSite } from './recorded-source-sites'

export interface ClerkNotice {
  /** 'FRCL-2026-4797' */
  number: string
  /** MM/DD/YYYY, as the grid prints it. */
  saleDate: string
  fileDate: string
  pages: number
  pdf: Uint8Array
}

const P = 'ctl00$ContentPlaceHolder1$'
const ID = 'ctl00_ContentPlaceHolder1_'
const MONTHS =
  'January February March April May June July August September October November December'.split(' ')

interface ViewState {
  year: number
  month: number | null
  kind: 'SaleDate' | 'FileDate'
  page: number
}

const encode = (state: ViewState) => Buffer.from(JSON.stringify(state)).toString('base64')
const validationOf = (viewState: string) =>
  createHash('sha256').update(`ev:${viewState}`).digest('base64')
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

export interface HarrisClerkSite extends RecordedSite {
  /** The notice numbers whose PDF was served, in order. */
  servedNotices(): string[]
  /** The form POSTs received, as field maps. */
  posts(): URLSearchParams[]
}

/** The site: the search page under /applications/websearch/, robots.txt, a rate limit. */
export async function startHarrisClerkSite(options: {
  notices: ClerkNotice[]
  /** The year the page opens on. */
  currentYear: number
  rowsPerPage: number
  robots?: string
  minIntervalMs?: number
}): Promise<HarrisClerkSite> {
  const tokens = new Map<string, { session: string; number: string }>()
  const served: string[] = []
  const posts: URLSearchParams[] = []
  const monthOf = (date: string, kind: ViewState['kind']) => {
    const [month, , year] = date.split('/').map(Number)
    return { year: year!, month: month!, kind }
  }
  const dateOf = (notice: ClerkNotice, kind: ViewState['kind']) =>
    kind === 'SaleDate' ? notice.saleDate : notice.fileDate
  const years = [...new Set([options.currentYear, options.currentYear + 1])]

  function page(state: ViewState, session: string): string {
    const months = [
      ...new Set(
        options.notices
          .map((notice) => monthOf(dateOf(notice, state.kind), state.kind))
          .filter((at) => at.year === state.year)
          .map((at) => at.month),
      ),
    ].sort((a, b) => a - b)
    const viewState = encode(state)
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" id="${name.replaceAll('$', '_')}" value="${attribute(value)}" />`
    const radio = (value: ViewState['kind'], index: number, label: string) =>
      `<td><input id="${ID}rbtlDate_${index}" type="radio" name="${P}rbtlDate" value="${value}"${state.kind === value ? ' checked="checked"' : ''} /><label for="${ID}rbtlDate_${index}">${label}</label></td>`
    let grid = ''
    if (state.month !== null) {
      const rows = options.notices.filter((notice) => {
        const at = monthOf(dateOf(notice, state.kind), state.kind)
        return at.year === state.year && at.month === state.month
      })
      const pages = Math.max(1, Math.ceil(rows.length / options.rowsPerPage))
      const shown = rows.slice(
        (state.page - 1) * options.rowsPerPage,
        state.page * options.rowsPerPage,
      )
      const cells = shown
        .map((notice, index) => {
          const ctl = `ctl${String(index + 2).padStart(2, '0')}`
          const token = randomUUID().replaceAll('-', '')
          tokens.set(token, { session, number: notice.number })
          return `<tr>
  <td><input id="${ID}GridView1_${ctl}_chkSelect" type="checkbox" name="${P}GridView1$${ctl}$chkSelect" /></td>
  <td><a id="${ID}GridView1_${ctl}_HyperLinkDocIDEC" class="doclinks" href="ViewECdocs.aspx?ID=${token}" target="_blank">${notice.number}</a></td>
  <td><span id="${ID}GridView1_${ctl}_lblSaleDate">${notice.saleDate}</span></td>
  <td><span id="${ID}GridView1_${ctl}_lblFileDate">${notice.fileDate}</span></td>
  <td><span id="${ID}GridView1_${ctl}_lblPages">${notice.pages}</span></td>
</tr>`
        })
        .join('\n')
      const pager =
        pages > 1
          ? `<tr class="pager"><td colspan="5"><table><tr>${Array.from({ length: pages }, (_, i) =>
              i + 1 === state.page
                ? `<td><span>${i + 1}</span></td>`
                : `<td><a href="javascript:__doPostBack('${P}GridView1','Page$${i + 1}')">${i + 1}</a></td>`,
            ).join('')}</tr></table></td></tr>`
          : ''
      grid =
        rows.length === 0
          ? `<span id="${ID}lblCount">No Records Found</span>`
          : `<span id="${ID}lblCount">${rows.length} Row(s) Found</span>
<table class="table table-hover table-striped table-responsive table-condensed" cellspacing="0" rules="all" border="1" id="${ID}GridView1">
<tr><th scope="col">&nbsp;</th><th scope="col">Doc ID</th><th scope="col">Sale Date</th><th scope="col">File Date</th><th scope="col">Pages</th></tr>
${cells}
${pager}
</table>`
    }
    return `<!DOCTYPE html>
<html><head><title>Harris County Clerk's Office - Foreclosures</title></head>
<body><form method="post" action="./FRCL_R.aspx" id="aspnetForm">
${hidden('__EVENTTARGET', '')}${hidden('__EVENTARGUMENT', '')}${hidden('__LASTFOCUS', '')}
${hidden('__VIEWSTATE', viewState)}${hidden('__VIEWSTATEGENERATOR', '0AF47E56')}${hidden('__EVENTVALIDATION', validationOf(viewState))}
${hidden(`${P}hfSearchType`, '0')}${hidden(`${P}hfViewCopyOrders`, 'False')}${hidden(`${P}hfViewECart`, 'False')}
<h2>Foreclosures</h2>
<p>Foreclosure postings accepted through 11/20/2026. Images available from 01/01/2006.</p>
<label for="${ID}txtFileNo">Document ID</label><input name="${P}txtFileNo" type="text" id="${ID}txtFileNo" />
<table id="${ID}rbtlDate"><tr>${radio('SaleDate', 0, 'Sale Date')}${radio('FileDate', 1, 'File Date')}</tr></table>
<select name="${P}ddlYear" onchange="javascript:setTimeout('__doPostBack(\\'${P}ddlYear\\',\\'\\')', 0)" id="${ID}ddlYear">
${years.map((year) => `<option${year === state.year ? ' selected="selected"' : ''} value="${year}">${year}</option>`).join('\n')}
</select>
<select name="${P}ddlMonth" id="${ID}ddlMonth">
${months.map((month) => `<option${month === state.month ? ' selected="selected"' : ''} value="${month}">${MONTHS[month - 1]}</option>`).join('\n')}
</select>
<input type="submit" name="${P}btnSearch" value="Search" id="${ID}btnSearch" />
<input type="submit" name="${P}btnClear" value="Clear" id="${ID}btnClear" />
${grid}
</form></body></html>`
  }

  function sessionOf(request: RecordedRequest): string | null {
    return /ASP\.NET_SessionId=([\w-]+)/.exec(String(request.headers.cookie ?? ''))?.[1] ?? null
  }

  function search(request: RecordedRequest, response: ServerResponse) {
    let session = sessionOf(request)
    const headers: Record<string, string> = {}
    if (!session) {
      session = randomUUID()
      headers['set-cookie'] = `ASP.NET_SessionId=${session}; path=/; HttpOnly; SameSite=Lax`
    }
    if (request.method === 'GET') {
      const state: ViewState = { year: options.currentYear, month: null, kind: 'SaleDate', page: 1 }
      reply(response, 200, page(state, session), headers)
      return
    }
    const form = new URLSearchParams(request.body)
    posts.push(form)
    const viewState = form.get('__VIEWSTATE') ?? ''
    if (!viewState || form.get('__EVENTVALIDATION') !== validationOf(viewState)) {
      reply(response, 500, '<h2>Invalid postback or callback argument.</h2>', headers)
      return
    }
    const before = JSON.parse(Buffer.from(viewState, 'base64').toString()) as ViewState
    const kind = form.get(`${P}rbtlDate`) === 'FileDate' ? 'FileDate' : 'SaleDate'
    const year = Number(form.get(`${P}ddlYear`) ?? before.year)
    const target = form.get('__EVENTTARGET') ?? ''
    let state: ViewState
    if (target === `${P}ddlYear`) state = { year, month: null, kind, page: 1 }
    else if (form.get(`${P}btnSearch`) === 'Search') {
      state = { year, month: Number(form.get(`${P}ddlMonth`)), kind, page: 1 }
    } else if (target === `${P}GridView1`) {
      const pageNumber = Number(/^Page\$(\d+)$/.exec(form.get('__EVENTARGUMENT') ?? '')?.[1])
      state = { ...before, page: Number.isFinite(pageNumber) ? pageNumber : 1 }
    } else state = before
    reply(response, 200, page(state, session), headers)
  }

  const site = await startRecordedSite({
    robots:
      options.robots ??
      'User-agent: *\nCrawl-delay: 0.2\nDisallow: /Applications/WebSearch/Registration/\n',
    minIntervalMs: options.minIntervalMs,
    route(request, response) {
      const path = request.path.toLowerCase()
      if (path === '/applications/websearch/frcl_r.aspx') search(request, response)
      else if (path === '/applications/websearch/viewecdocs.aspx') {
        const issued = tokens.get(request.query.get('ID') ?? '')
        const notice =
          issued && issued.session === sessionOf(request)
            ? options.notices.find((candidate) => candidate.number === issued.number)
            : undefined
        if (!notice) {
          reply(response, 404, '<h2>The resource cannot be found.</h2>')
          return
        }
        served.push(notice.number)
        response.writeHead(200, {
          'content-type': 'application/pdf',
          'content-length': String(notice.pdf.byteLength),
        })
        response.end(Buffer.from(notice.pdf))
      } else reply(response, 404, 'Not found')
    },
  })
  return { ...site, servedNotices: () => [...served], posts: () => [...posts] }
}
