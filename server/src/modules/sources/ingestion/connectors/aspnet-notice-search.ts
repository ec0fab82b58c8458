/**
 * The index half of the ASP.NET notice-index connector: for one sale month, open the search page,
 * choose the year (its list posts back and reloads the months offered), search by sale date, read
 * the grid's rows and follow its pager (`Page$N` postbacks), all in the run's session.
 */
import type { CheerioAPI } from 'cheerio'
import { MONTH_NAMES, parseDate } from '../../../../text/dates'
import type { CookieJar } from '../cookie-jar'
import { loadHtml } from '../html/html-document'
import { formState, hasViewState, postBackArguments, selectOptions } from './aspnet-form'
import type { AspnetNoticeIndexConfig } from './aspnet-notice-config'
import { type ConnectorRun, fetchPage, IngestionConfigError } from './connector'
import type { IndexedNotice } from './notice-filing'

/** This month and the next `ahead`, as [year, month 1-12] (UTC). */
export function saleMonths(now: Date, ahead: number): [number, number][] {
  const months: [number, number][] = []
  for (let offset = 0; offset <= ahead; offset++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    months.push([date.getUTCFullYear(), date.getUTCMonth() + 1])
  }
  return months
}

/** The grid's notices on one results page. */
export function gridNotices(
  $: CheerioAPI,
  config: AspnetNoticeIndexConfig,
  pageUrl: string,
): IndexedNotice[] {
  const wanted = new RegExp(config.noticeNumber)
  const text = (selection: ReturnType<CheerioAPI>) => selection.text().replace(/\s+/g, ' ').trim()
  const notices: IndexedNotice[] = []
  for (const element of $(config.grid.rows).toArray()) {
    const row = $(element)
    const link = row.find(config.grid.link).first()
    const number = text(link)
    const href = link.attr('href')
    if (!href || !wanted.test(number)) continue
    const pages = config.grid.pages ? Number.parseInt(text(row.find(config.grid.pages)), 10) : NaN
    notices.push({
      number,
      saleDate: parseDate(text(row.find(config.grid.saleDate).first())),
      fileDate: parseDate(text(row.find(config.grid.fileDate).first())),
      pages: Number.isFinite(pages) ? pages : null,
      url: new URL(href, pageUrl).toString(),
    })
  }
  return notices
}

export interface IndexRead {
  notices: IndexedNotice[]
  requests: number
  notes: string[]
}

/** Every notice whose sale falls in one month: year postback if needed, search, pager. */
export async function searchMonth(
  config: AspnetNoticeIndexConfig,
  run: ConnectorRun,
  session: { cookies: CookieJar; searchUrl: string },
  [year, month]: [number, number],
): Promise<IndexRead> {
  const { form } = config
  const post = async (fields: Record<string, string>) =>
    loadHtml(
      (await fetchPage(run, session.searchUrl, { cookies: session.cookies, form: fields })).body,
    )
  let $ = loadHtml((await fetchPage(run, session.searchUrl, { cookies: session.cookies })).body)
  let requests = 1
  if (!hasViewState($)) {
    throw new IngestionConfigError(
      `${session.searchUrl} has no ASP.NET form state: the page changed`,
    )
  }
  const years = selectOptions($, form.year)
  if (!years.some((option) => option.value === String(year))) {
    return { notices: [], requests, notes: [`${year}-${month}: the year is not offered yet`] }
  }
  const chosen = { [form.dateKind]: form.dateKindValue, [form.year]: String(year) }
  if (formState($)[form.year] !== String(year)) {
    // The year list posts back and reloads the months it has notices for.
    $ = await post({
      ...formState($),
      ...chosen,
      __EVENTTARGET: form.year,
      __EVENTARGUMENT: '',
    })
    requests++
  }
  const option = selectOptions($, form.month).find(
    (candidate) =>
      candidate.value === String(month) || candidate.label.toLowerCase() === MONTH_NAMES[month - 1],
  )
  if (!option) {
    return {
      notices: [],
      requests,
      notes: [`${year}-${month}: no notices for this sale month yet`],
    }
  }
  const search = {
    ...chosen,
    [form.month]: option.value,
    ...(form.noticeNumber ? { [form.noticeNumber]: '' } : {}),
  }
  $ = await post({
    ...formState($),
    ...search,
    __EVENTTARGET: '',
    __EVENTARGUMENT: '',
    [form.searchButton]: form.searchButtonValue,
  })
  requests++
  const notices = gridNotices($, config, session.searchUrl)
  const notes: string[] = []
  for (let page = 2; ; page++) {
    if (!postBackArguments($, config.grid.eventTarget).includes(`Page$${page}`)) break
    if (page > config.maxIndexPages) {
      notes.push(`${year}-${month}: read the first ${config.maxIndexPages} grid pages only`)
      break
    }
    $ = await post({
      ...formState($),
      ...search,
      __EVENTTARGET: config.grid.eventTarget,
      __EVENTARGUMENT: `Page$${page}`,
    })
    requests++
    notices.push(...gridNotices($, config, session.searchUrl))
  }
  return { notices, requests, notes }
}
