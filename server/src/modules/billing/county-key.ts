/**
 * How a plan's county is stored (the distinct counties a month): the key "STATE:county" is
 * trimmed and lower-cased, so "FL:Miami-Dade " and "fl:miami-dade" are one county. The rule
 * is written once, as SQL: a key read from the index inside a statement and a key the server
 * holds as a value are normalised by the same expression, so they cannot disagree.
 */
import { type SQL, sql } from 'drizzle-orm'

/**
 * The stored form of a county key, as an SQL expression: `raw` is "STATE:county" as a value
 * or as SQL computing it. The rule is the database's billing_county_key (the baseline migration):
 * trimmed of exactly what String.prototype.trim removes (ECMAScript white space and line
 * terminators, not only the space btrim drops by default), then lower-cased by the database's
 * lower(), which maps non-ASCII letters under a UTF-8 collation (PGlite's, and PostgreSQL's
 * usual en_US.UTF-8) but not under "C".
 */
export function countyKeySql(raw: string | SQL): SQL {
  return sql`billing_county_key((${raw})::text)`
}
