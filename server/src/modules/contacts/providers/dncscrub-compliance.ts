/**
 * DNCScrub (DNC.com): the Full Scrub API for DNC status and line type, and the litigator API for
 * known TCPA litigators.
 * - POST {base}/app/main/rpc/scrub, header `loginId`, JSON `{ phoneList: "n,n", version: "5",
 *   output: "json" }` -> `[{ Phone, ResultCode, Reason, LineType, DoNotCallToday,
 *   IsWirelessOrVoIP, ... }]`.
 * - POST {litigatorBase}/v1.5/Scrub/litigator, header `loginId`, JSON `{ PhoneList: "n,n" }` ->
 *   `[{ Phone, IsLitigator }]`.
 * Result codes (their output guide): C clean and X exempt, W/G/H/E/O/Y callable; L/F/V wireless
 * in a state that forbids solicitation calls to wireless numbers; D (National, state or
 * litigator list), P (project DNC), B (blocked) and anything unknown are not callable.
 */
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import {
  ContactProviderError,
  type PhoneComplianceProvider,
  type PhoneScrub,
} from './contact-providers'
import { lineTypeOf, tenDigits } from './line-types'
import { answerError, providerRequest } from './provider-http'

const DNCSCRUB_API_BASE = 'https://www.dncscrub.com'
const DNCSCRUB_LITIGATOR_API_BASE = 'https://dataapi.dncscrub.com'
const DNCSCRUB_SCRUB_PATH = '/app/main/rpc/scrub'
const DNCSCRUB_LITIGATOR_PATH = '/v1.5/Scrub/litigator'

const CALLABLE = new Set(['C', 'X', 'W', 'G', 'H', 'E', 'O', 'Y'])
const WIRELESS_RESTRICTED = new Set(['L', 'F', 'V'])
/** The API takes up to 10,000 numbers a request; we send far fewer. */
const MAX_NUMBERS_PER_CALL = 1000

const scrubRow = z.object({
  Phone: z.union([z.string(), z.number()]),
  ResultCode: z.string().nullish(),
  Reason: z.string().nullish(),
  LineType: z.string().nullish(),
})
const litigatorRow = z.object({
  Phone: z.union([z.string(), z.number()]),
  IsLitigator: z.union([z.boolean(), z.string()]),
})

/** One scrub row in our terms. */
export function readScrubRow(row: z.infer<typeof scrubRow>): PhoneScrub {
  const code = (row.ResultCode ?? '').trim().toUpperCase()
  const wirelessRestricted = WIRELESS_RESTRICTED.has(code)
  return {
    dnc: !CALLABLE.has(code) && !wirelessRestricted,
    litigator: code === 'D' && /litigator/i.test(row.Reason ?? ''),
    wirelessRestricted,
    resultCode: code || null,
    lineType: row.LineType ? lineTypeOf(row.LineType) : null,
  }
}

export interface DncScrubOptions {
  loginId: string
  baseUrl?: string
  litigatorBaseUrl?: string
  timeoutMs: number
  log?: FastifyBaseLogger
}

export function createDncScrubCompliance(options: DncScrubOptions): PhoneComplianceProvider {
  const scrubUrl = `${(options.baseUrl ?? DNCSCRUB_API_BASE).replace(/\/+$/, '')}${DNCSCRUB_SCRUB_PATH}`
  const litigatorUrl = `${(options.litigatorBaseUrl ?? DNCSCRUB_LITIGATOR_API_BASE).replace(/\/+$/, '')}${DNCSCRUB_LITIGATOR_PATH}`
  const common = {
    method: 'POST' as const,
    headers: { loginId: options.loginId },
    timeoutMs: options.timeoutMs,
    secrets: [options.loginId],
    log: options.log,
  }

  async function rows<T extends z.ZodType>(
    provider: string,
    url: string,
    body: unknown,
    schema: T,
  ): Promise<z.infer<T>[]> {
    const call = { ...common, provider, url, body }
    const answer = await providerRequest(call)
    if (answer.status < 200 || answer.status > 299) throw answerError(call, answer)
    const parsed = z.array(schema).safeParse(answer.body)
    if (!parsed.success)
      throw new ContactProviderError(`${provider} answered with an unexpected body`)
    return parsed.data
  }

  async function scrubChunk(numbers: string[], into: Map<string, PhoneScrub>): Promise<void> {
    const list = numbers.join(',')
    const scrubbed = await rows(
      'DNCScrub',
      scrubUrl,
      { phoneList: list, version: '5', output: 'json' },
      scrubRow,
    )
    const litigators = await rows(
      'DNCScrub litigator',
      litigatorUrl,
      { PhoneList: list },
      litigatorRow,
    )
    const isLitigator = new Map<string, boolean>()
    for (const row of litigators) {
      const number = tenDigits(row.Phone)
      if (number) isLitigator.set(number, row.IsLitigator === true || row.IsLitigator === 'true')
    }
    for (const row of scrubbed) {
      const number = tenDigits(row.Phone)
      // A number the litigator list did not answer for is not known to be clean: not scrubbed.
      if (!number || !numbers.includes(number) || !isLitigator.has(number)) continue
      const scrub = readScrubRow(row)
      into.set(number, { ...scrub, litigator: scrub.litigator || isLitigator.get(number) === true })
    }
  }

  return {
    kind: 'dncscrub',
    simulated: false,
    async scrub(numbers) {
      const result = new Map<string, PhoneScrub>()
      const unique = [...new Set(numbers)]
      for (let at = 0; at < unique.length; at += MAX_NUMBERS_PER_CALL) {
        await scrubChunk(unique.slice(at, at + MAX_NUMBERS_PER_CALL), result)
      }
      return result
    },
  }
}
