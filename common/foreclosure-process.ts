/**
 * How mortgage foreclosures normally proceed in each state: through the courts (judicial) or
 * outside them under a power of sale (non-judicial). Used by the Elite summaries to say what
 * normally happens next; a general description of the state's usual process, never a fact
 * about a case, and not legal advice.
 *
 * Source: Nolo, "Chart: Judicial v. Nonjudicial Foreclosures"
 * (https://www.nolo.com/legal-encyclopedia/chart-judicial-v-nonjudicial-foreclosures.html),
 * the states it lists as predominantly using each process (read 2026-11-26). Where it lists a
 * state under both (District of Columbia) it is 'both'; its footnoted states (New Mexico,
 * Colorado, Maryland) stay where its main listing puts them. The court steps of Colorado's and
 * Maryland's non-judicial sales (PROCESS_NOTES) are their rules' (Colorado C.R.C.P. 120, a
 * hearing before the public trustee sells; Maryland Rule 14-305, the court ratifies the sale),
 * not the chart's.
 */
import type { UsStateCode } from './us-states'

export type ForeclosureProcess = 'judicial' | 'non-judicial' | 'both'

export const FORECLOSURE_PROCESS_SOURCE = {
  title: 'Nolo, Chart: Judicial v. Nonjudicial Foreclosures',
  url: 'https://www.nolo.com/legal-encyclopedia/chart-judicial-v-nonjudicial-foreclosures.html',
} as const

const JUDICIAL = [
  'CT',
  'DE',
  'FL',
  'HI',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'NJ',
  'NM',
  'NY',
  'ND',
  'OH',
  'OK',
  'PA',
  'SC',
  'VT',
  'WI',
] as const satisfies readonly UsStateCode[]

const NON_JUDICIAL = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'GA',
  'ID',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NC',
  'OR',
  'RI',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WV',
  'WY',
] as const satisfies readonly UsStateCode[]

/** Per state (and DC), its usual foreclosure process. */
const FORECLOSURE_PROCESS: Readonly<Record<string, ForeclosureProcess>> = {
  ...Object.fromEntries(JUDICIAL.map((code) => [code, 'judicial'])),
  ...Object.fromEntries(NON_JUDICIAL.map((code) => [code, 'non-judicial'])),
  DC: 'both',
}

/** States whose process has a court step the plain label does not say. */
export const PROCESS_NOTES: Readonly<Record<string, string>> = {
  CO: 'a court hearing authorises the public trustee to sell',
  MD: 'the circuit court ratifies the sale',
}

/** The usual process of `state` (two-letter code), or null when it is not a US state or DC. */
export function foreclosureProcessOf(state: string | null | undefined): ForeclosureProcess | null {
  return state ? (FORECLOSURE_PROCESS[state.toUpperCase()] ?? null) : null
}
