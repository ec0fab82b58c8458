/**
 * The parser config of the ASP.NET notice-index connector (aspnet-notice-index.ts): the search
 * page, its form's control names, the months searched, the grid's selectors, the notice number's
 * shape, the per-run bounds (OCR costs seconds a page) and what every notice's filing shares.
 */
import { FILING_TYPES } from '@common/enums'
import { z } from 'zod'
import { cssSelector, regexPattern } from '../html/html-fields'

const fieldName = z.string().trim().min(1)

export const aspnetNoticeIndexConfig = z.strictObject({
  connector: z.literal('aspnet-notice-index'),
  /** The search page; absolute, or relative to the source's base URL. */
  searchUrl: z.string().trim().min(1),
  /** The form's control names (ASP.NET's `ctl00$...$name`). */
  form: z.strictObject({
    /** The radio list choosing what the month means, and its value for the sale date. */
    dateKind: fieldName,
    dateKindValue: fieldName,
    year: fieldName,
    month: fieldName,
    /** The notice-number box, sent empty. */
    noticeNumber: fieldName.optional(),
    searchButton: fieldName,
    searchButtonValue: fieldName.default('Search'),
  }),
  /** Sale months searched: this one and the next N (notices are filed weeks before the sale). */
  monthsAhead: z.number().int().min(0).max(12).default(3),
  grid: z.strictObject({
    /** The grid's postback name, for its pager's 'Page$N'. */
    eventTarget: fieldName,
    rows: cssSelector,
    /** In a row: the link to the notice's PDF, whose text is the notice number. */
    link: cssSelector,
    saleDate: cssSelector,
    fileDate: cssSelector,
    pages: cssSelector.optional(),
  }),
  /** What a notice number looks like ('^FRCL-\\d{4}-\\d+$'); other rows are skipped. */
  noticeNumber: regexPattern,
  /** Grid pages read per month at most. */
  maxIndexPages: z.number().int().min(1).max(200).default(40),
  /** Notices fetched and read per run at most (OCR costs seconds a page); the rest wait. */
  maxNoticesPerRun: z.number().int().min(1).max(2000).default(60),
  /**
   * Minutes spent fetching and reading notices at most (the run's job expires after an hour and
   * stores its filings at the end); the notices left wait for the next run.
   */
  maxReadMinutes: z.number().min(1).max(50).default(35),
  /** Pages of a notice read at most. */
  maxPdfPages: z.number().int().min(1).max(50).default(4),
  defaults: z.strictObject({
    state: z.string().regex(/^[A-Z]{2}$/),
    county: fieldName,
    documentType: z.enum(FILING_TYPES).default('Notice of Sale'),
    court: z.string().trim().min(1).nullable().default(null),
  }),
})
export type AspnetNoticeIndexConfig = z.infer<typeof aspnetNoticeIndexConfig>
