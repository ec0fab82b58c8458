/**
 * common/shown-stage.ts's shownStage written as SQL (issue 30, docs/decisions/0083): the stage a
 * result shows, never nothing, as a JSON object `{ stage, reason }`, for the search's one
 * statement (search-result-json.ts). It reads only columns the search's covering index holds
 * (stage, next_sale_date, sale_status, document_type, filing_date), so the search stays an
 * index-only scan. A test holds it to shownStage over a table of inputs (shown-stage-sql.test.ts).
 */
import {
  FILING_DOCUMENTS,
  FILING_NEWS_DAYS,
  FILING_UNDATED_REASON,
  NO_STAGE_REPORTED_REASON,
  NOTHING_PUBLISHED_REASON,
  OLD_FILING_REASON_TAIL,
  SALE_PASSED_REASON,
  SALE_STAYED_REASON,
} from '@common/shown-stage'
import { type SQL, sql } from 'drizzle-orm'

const text = (value: string) => sql`${value}::text`
const shown = (stage: SQL, reason: SQL | null) =>
  sql`json_build_object('stage', ${stage}, 'reason', ${reason ?? sql`null::text`})`
const unknown = (reason: SQL) => shown(sql`'unknown'::text`, reason)
const named = (stage: string) => shown(sql.raw(`'${stage}'::text`), null)

/**
 * The shown stage of the row `alias` (filings' columns) on `today`, SQL giving a date or
 * 'YYYY-MM-DD' text (the UTC date the reply is read on, as shownStage's `today`).
 */
export function shownStageSql(alias: string, today: SQL): SQL {
  const f = (column: string) => sql.raw(`${alias}.${column}`)
  const day = sql`(${today})::date`
  const salePassed = sql`${f('next_sale_date')} < ${day}`
  const fromReported = sql`case
      when ${f('stage')} in ('sale_scheduled', 'postponed') and ${salePassed}
        then ${unknown(text(SALE_PASSED_REASON))}
      when ${f('stage')} = 'unknown' then ${unknown(text(NO_STAGE_REPORTED_REASON))}
      else ${shown(f('stage'), null)} end`
  const fromSaleStatus = sql`case
      when ${f('sale_status')} = 'cancelled' then ${named('cancelled')}
      when ${f('sale_status')} = 'sold' then ${named('sold')}
      when ${f('sale_status')} = 'stayed' then ${unknown(text(SALE_STAYED_REASON))}
      when ${salePassed} then ${unknown(text(SALE_PASSED_REASON))}
      when ${f('sale_status')} = 'postponed' then ${named('postponed')}
      else ${named('sale_scheduled')} end`
  const fromFiling = sql`case
      when ${f('filing_date')} is null then ${shown(sql`'filed'::text`, text(FILING_UNDATED_REASON))}
      when ${day} - ${f('filing_date')} <= ${FILING_NEWS_DAYS}::int then ${named('filed')}
      else ${unknown(sql`'filed ' || left(${f('filing_date')}::text, 4) || ${text(OLD_FILING_REASON_TAIL)}`)} end`
  return sql`case
      when ${f('stage')} is not null and ${f('stage')} <> '' then ${fromReported}
      when ${f('sale_status')} is not null and ${f('sale_status')} <> '' then ${fromSaleStatus}
      when ${f('next_sale_date')} is not null then case when ${salePassed}
        then ${unknown(text(SALE_PASSED_REASON))} else ${named('sale_scheduled')} end
      when ${f('document_type')} ~* ${text(FILING_DOCUMENTS.source)} then ${fromFiling}
      else ${unknown(text(NOTHING_PUBLISHED_REASON))} end`
}
