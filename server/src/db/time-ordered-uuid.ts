/**
 * Time-ordered UUIDs (version 7, RFC 9562: 48 bits of Unix milliseconds, then random bits) for
 * rows written on every search. A random (version 4) key lands on a random page of its B-tree,
 * and after each checkpoint the first change to a page writes the whole page to the WAL; keys
 * that grow with time are appended to the index's last page instead. See
 * docs/decisions/0012-search-write-amplification.md.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'

/** A version 7 UUID made in Node. */
export function timeOrderedUuid(now = Date.now()): string {
  const bytes = randomBytes(16)
  bytes.writeUIntBE(now, 0, 6)
  bytes[6] = 0x70 | (bytes[6]! & 0x0f)
  bytes[8] = 0x80 | (bytes[8]! & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A version 7 UUID made by PostgreSQL (and PGlite) for each row of an insert ... select: a
 * random UUID whose first 48 bits are replaced by the clock's milliseconds and whose version
 * nibble is set to 7 (bits 52 and 53 turn 0100 into 0111; the variant bits are already 10).
 */
export const TIME_ORDERED_UUID_SQL = sql.raw(
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`,
)
