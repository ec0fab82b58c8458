/**
 * The state a document is in, from its own words: the state it names as its law or its court
 * ('State of Maryland', 'Circuit Court of Maryland', 'Texas Property Code', 'COLLIN County,
 * Texas'). One reader for the extractor (an address in another state than the document's is
 * someone else's) and for a list's records (a record that prints no state is in the list's:
 * docs/decisions/0059).
 */
import { normalizeStateCode, STATE_NAME_PATTERN } from '../../text/us-states'

interface StateCue {
  pattern: RegExp
  /** How strongly this way of naming a state says the document is that state's. */
  weight: number
}

/** A pattern written with single spaces, matching any run of white space there (a line break). */
const cue = (source: string, flags: string) =>
  new RegExp(source.replaceAll(' ', String.raw`\s+`), flags)

const LAW_AND_COURT: StateCue[] = [
  {
    pattern: cue(
      String.raw`\b(?:State|Commonwealth) of (${STATE_NAME_PATTERN})\b|\bCourt of (?:the State of )?(${STATE_NAME_PATTERN})\b`,
      'gi',
    ),
    weight: 3,
  },
  {
    pattern: cue(
      String.raw`\b(?:Code|Laws|Statutes|Constitution) of (${STATE_NAME_PATTERN})\b|\b(${STATE_NAME_PATTERN}) (?:(?:Property|Revised|General|Annotated|Civil|Tax) )?(?:Statutes|Code)\b`,
      'gi',
    ),
    weight: 2,
  },
  { pattern: cue(String.raw`\bCounty,? (${STATE_NAME_PATTERN})\b`, 'gi'), weight: 2 },
]

/** An address's state: 'Baltimore, Maryland 21202', 'PITTSBURGH, PA 15235'. */
const ADDRESSES: StateCue[] = [
  { pattern: cue(String.raw`[A-Za-z.], (${STATE_NAME_PATTERN}),? \d{5}\b`, 'gi'), weight: 1 },
  { pattern: cue(String.raw`[A-Za-z.],? ([A-Z]{2}),? \d{5}(?:-\d{4})?\b`, 'g'), weight: 1 },
]

/** The state named must carry this share of all the cues: a clear majority. */
const STATE_SHARE = 0.6

/**
 * The state `text` puts itself in by its law and its court, or null when it names none or no
 * state has a clear majority of its cues. With `addresses`, the states of its printed addresses
 * count too: a list's last resort (record-place.ts), never a single document's, where an
 * attorney's or a servicer's letterhead may be printed more often than the property.
 */
export function documentState(text: string, options: { addresses?: boolean } = {}): string | null {
  const cues = options.addresses ? [...LAW_AND_COURT, ...ADDRESSES] : LAW_AND_COURT
  const scores = new Map<string, number>()
  for (const { pattern, weight } of cues) {
    for (const match of text.matchAll(pattern)) {
      const named = match.slice(1).find((group) => group !== undefined) ?? ''
      const state = normalizeStateCode(named.replace(/\s+/g, ' '))
      if (state) scores.set(state, (scores.get(state) ?? 0) + weight)
    }
  }
  return clearMajority(scores)
}

/** The state with at least STATE_SHARE of all the weight in `scores`, or null. */
export function clearMajority(scores: ReadonlyMap<string, number>): string | null {
  let total = 0
  for (const score of scores.values()) total += score
  const [best] = [...scores.entries()].sort((a, b) => b[1] - a[1])
  return best && best[1] >= STATE_SHARE * total ? best[0] : null
}
