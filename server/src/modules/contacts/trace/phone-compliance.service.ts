/**
 * The DNC and litigator scrub of a user's numbers, reused for 31 days (the DNC registry's refresh
 * rule for callers). Numbers without a fresh scrub are sent to the compliance provider in one
 * call; if it fails they stay unscrubbed, which the view shows as "Do not call" (the lawful
 * default), and the trace itself still succeeds.
 */
import { CONTACTS } from '@common/limits'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { phoneComplianceCache } from '../../../db/schema'
import type { PhoneComplianceProvider } from '../providers/contact-providers'

const COMPLIANCE_FRESH = sql.raw(`interval '${CONTACTS.phoneComplianceCacheDays} days'`)

export interface StoredScrub {
  number: string
  dnc: boolean
  litigator: boolean
  wirelessRestricted: boolean
  simulated: boolean
  checkedAt: Date
}

/** The user's scrubs of `numbers` made in the last 31 days. */
export async function freshScrubs(
  db: Db,
  userId: string,
  numbers: readonly string[],
): Promise<Map<string, StoredScrub>> {
  if (numbers.length === 0) return new Map()
  const rows = await db
    .select()
    .from(phoneComplianceCache)
    .where(
      and(
        eq(phoneComplianceCache.userId, userId),
        inArray(phoneComplianceCache.number, [...new Set(numbers)]),
        sql`${phoneComplianceCache.checkedAt} > now() - ${COMPLIANCE_FRESH}`,
      ),
    )
  return new Map(rows.map((row) => [row.number, row]))
}

/**
 * Scrubs the numbers of real persons (`realNumbers`) and of simulated ones (`simulatedNumbers`)
 * that have no fresh scrub. A simulated scrub is never taken for a real number: with the
 * compliance provider on its simulator, real numbers stay unscrubbed ("Do not call").
 */
export async function scrubNumbers(
  db: Db,
  options: {
    userId: string
    provider: PhoneComplianceProvider
    realNumbers: readonly string[]
    simulatedNumbers: readonly string[]
    log?: FastifyBaseLogger
  },
): Promise<void> {
  const { userId, provider } = options
  const known = await freshScrubs(db, userId, [...options.realNumbers, ...options.simulatedNumbers])
  const needed = new Set<string>()
  for (const number of options.simulatedNumbers) if (!known.has(number)) needed.add(number)
  for (const number of options.realNumbers) {
    const scrub = known.get(number)
    if (!provider.simulated && (!scrub || scrub.simulated)) needed.add(number)
  }
  if (needed.size === 0) return
  let answered: Awaited<ReturnType<PhoneComplianceProvider['scrub']>>
  try {
    answered = await provider.scrub([...needed])
  } catch (error) {
    options.log?.warn(
      { err: error, numbers: needed.size },
      'phone scrub failed: the numbers stay marked "Do not call" until a later trace scrubs them',
    )
    return
  }
  const rows = [...answered].map(([number, scrub]) => ({
    userId,
    number,
    dnc: scrub.dnc,
    litigator: scrub.litigator,
    wirelessRestricted: scrub.wirelessRestricted,
    resultCode: scrub.resultCode,
    lineType: scrub.lineType,
    source: provider.kind,
    simulated: provider.simulated,
    checkedAt: new Date(),
  }))
  if (rows.length === 0) return
  await db
    .insert(phoneComplianceCache)
    .values(rows)
    .onConflictDoUpdate({
      target: [phoneComplianceCache.userId, phoneComplianceCache.number],
      set: {
        dnc: sql`excluded.dnc`,
        litigator: sql`excluded.litigator`,
        wirelessRestricted: sql`excluded.wireless_restricted`,
        resultCode: sql`excluded.result_code`,
        lineType: sql`excluded.line_type`,
        source: sql`excluded.source`,
        simulated: sql`excluded.simulated`,
        checkedAt: sql`excluded.checked_at`,
      },
    })
}
