/**
 * How a plan's county is stored (the distinct counties a month): the key "STATE:county" is
 * trimmed and lower-cased, so "FL:Miami-Dade " and "fl:miami-dade" are one county. The rule
 * is written once, as SQL: a key read from the index inside a statement and a key the server
 * holds as a value are normalised by the same expression, so they cannot disagree.
 */
import { type SQL, sql } from 'drizzle-orm'

/**
 * The characters trimmed from both ends of a key: exactly those String.prototype.trim removes
 * (ECMAScript white space and line terminators), not only the space that btrim drops by default.
 */
export const COUNTY_KEY_TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u2028\u2029\u202f\u205f\u3000\ufeff'

/**
 * The stored form of a county key, as an SQL expression: `raw` is "STATE:county" as a value
 * or as SQL computing it. Lower-casing is the database's lower(), which maps non-ASCII letters
 * under a UTF-8 collation (PGlite's, and PostgreSQL's usual en_US.UTF-8) but not under "C".
 */
export function countyKeySql(raw: string | SQL): SQL {
  return sql`lower(btrim((${raw})::text, ${COUNTY_KEY_TRIMMED}::text))`
}
