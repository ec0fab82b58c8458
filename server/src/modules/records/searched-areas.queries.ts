/**
 * The places a user has searched, newest first: each ZIP of a search, or its county when it
 * named no ZIP. The plan chooser checks them against the index so no plan is sold for a place
 * that holds only sample records (issue 30).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

interface SearchedArea {
  state: string
  zip: string | null
  county: string | null
}

const AREAS_LIMIT = 12

export async function searchedAreas(db: Db, userId: string): Promise<SearchedArea[]> {
  const { rows } = await db.execute<{
    state: string
    zip: string | null
    county: string | null
  }>(sql`
    with areas as (
      select state, zip, null::text as county, created_at
      from public_records_searches, unnest(zip_codes) as zip
      where user_id = ${userId}
      union all
      select state, null, county, created_at
      from public_records_searches
      where user_id = ${userId} and cardinality(zip_codes) = 0 and county is not null
    )
    select state, zip, county from (
      select state, zip, lower(county) as county_key, max(county) as county,
        max(created_at) as last_searched
      from areas group by state, zip, lower(county)
    ) distinct_areas
    order by last_searched desc, state, zip
    limit ${AREAS_LIMIT}`)
  return rows.map((row) => ({ state: row.state, zip: row.zip, county: row.county }))
}
