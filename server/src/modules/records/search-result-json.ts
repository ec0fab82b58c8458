/**
 * presentResult (search-result.presenter.ts) written as SQL, for the search's one statement
 * (search-statement.ts): PostgreSQL builds the reply's `results` array
 * as JSON text, and Node sends it on without parsing 50 rows of 18 columns into objects and
 * stringifying them again (about 0.5 ms of Node CPU a search, docs/decisions/0018). The keys,
 * their values and what a masked result leaves out are the presenter's; a test holds the two to
 * the same output for shown and masked results.
 */
import { type SQL, sql } from 'drizzle-orm'
import { checkEveryHoursSql, isoSecondsSql } from './record-freshness'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'
import { shownStageSql } from './shown-stage-sql'

/** What sourceName says of generated sample records (also presentResult's). */
export const SAMPLE_SOURCE_NAME = 'Sample records (generated, not real filings)'

/**
 * One result as a JSON object, over a row `alias` of FILING_COLUMNS; `shown` says whether this
 * user may read it. A masked result has no propertyAddress, defendantName, caseNumber or
 * documentUrl key at all, and a null stage, shown stage and next sale date.
 */
function resultObjectSql(alias: string, shown: SQL, today: SQL): SQL {
  const f = (column: string) => sql.raw(`${alias}.${column}`)
  const common = sql`'id', ${f('id')}, 'documentType', ${f('document_type')},
    'filingDate', ${f('filing_date')}::text, 'city', ${f('city')}, 'county', ${f('county')},
    'state', ${f('state')}, 'zipCode', ${f('zip_code')}, 'court', ${f('court')},
    'loanAmount', ${f('loan_amount')}::text, 'saleStatus', ${f('sale_status')}`
  const source = sql`'sourceDatabase', ${f('source_database')},
    'sourceName', case when ${f('is_sample')} then ${SAMPLE_SOURCE_NAME}::text else ${f('source_database')} end,
    'isSample', (${f('is_sample')} or ${f('source_database')} = ${SAMPLE_SOURCE_DATABASE}::text),
    'lastCheckedAt', ${isoSecondsSql(`${alias}.last_seen_at`)},
    'firstSeenAt', ${isoSecondsSql(`${alias}.first_seen_at`)}, 'sourceUrl', ${f('source_url')},
    'checkEveryHours', ${checkEveryHoursSql(alias)}, 'stale', ${f('stale')}`
  return sql`case when ${shown} then json_build_object(${common},
      'stage', ${f('stage')}, 'nextSaleDate', ${f('next_sale_date')}::text,
      'stageAsOf', ${isoSecondsSql(`${alias}.stage_as_of`)},
      'shownStage', ${shownStageSql(alias, today)},
      'isDocumentAvailable', ${f('is_document_available')}, 'isAccessibleInTrial', true, ${source},
      'propertyAddress', ${f('property_address')}, 'defendantName', ${f('defendant_name')},
      'caseNumber', ${f('case_number')}, 'documentUrl', ${f('document_url')})
    else json_build_object(${common}, 'stage', null, 'nextSaleDate', null, 'stageAsOf', null,
      'shownStage', null,
      'isDocumentAvailable', false, 'isAccessibleInTrial', false, ${source}) end`
}

/**
 * The `results` array of a search reply as JSON text, from the rows of `alias` in their `ord`
 * order; `shown` is SQL over the row saying whether it is readable (e.g. `found.ord <= 2`);
 * `today` the UTC date ('YYYY-MM-DD') the shown stages are read on (presentResult's `today`).
 */
export function resultsJsonSql(alias: string, shown: SQL, today: SQL): SQL {
  return sql`coalesce(json_agg(${resultObjectSql(alias, shown, today)} order by ${sql.raw(`${alias}.ord`)}), '[]'::json)::text`
}
