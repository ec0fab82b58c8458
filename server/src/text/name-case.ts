/**
 * Capitalisation of names that a source publishes in ALL CAPS ('MCDOE JR', "O'HARE",
 * 'WALLACE-JOHNSON'). Names already in mixed case are the source's own spelling and are kept.
 */
import { isAllCaps } from './text'

/** Generational suffixes, upper-cased keys without the trailing period. */
export const NAME_SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V', 'VI', 'ESQ'])

/** Lower-case joining words inside a name ('Unknown Heirs of ...', 'Estate of ...'). */
const JOINING_WORDS = new Set(['of', 'and', 'or', 'the', 'for'])

/** Words that start with 'Mac' but are not 'Mac' + surname (Macias, not MacIas). */
const MAC_EXCEPTIONS = new Set([
  'MACE',
  'MACEDO',
  'MACHADO',
  'MACHIN',
  'MACIAS',
  'MACK',
  'MACKEY',
  'MACKIE',
  'MACKLIN',
  'MACON',
  'MACY',
  'MACHT',
  'MACARIO',
  'MACALUSO',
  'MACRI',
  'MACAULAY',
])

const ALIAS_MARKERS: Record<string, string> = {
  'A/K/A': 'a/k/a',
  AKA: 'a/k/a',
  'F/K/A': 'f/k/a',
  FKA: 'f/k/a',
  'N/K/A': 'n/k/a',
  'D/B/A': 'd/b/a',
  DBA: 'd/b/a',
}

/**
 * Title-cases an ALL-CAPS name: 'MCDOE' -> 'McDoe', 'MACDONALD' -> 'MacDonald',
 * "O'HARE" -> "O'Hare", 'SMITH-JONES' -> 'Smith-Jones', 'JR.' -> 'Jr.', 'III' -> 'III',
 * 'UNKNOWN HEIRS OF' -> 'Unknown Heirs of', 'A/K/A' -> 'a/k/a'. Input that already has lower-case
 * letters is returned unchanged unless `force` is set (for a name assembled from an ALL-CAPS
 * source and a canonical phrase such as 'Unknown Heirs of').
 */
export function capitalizeName(value: string, force = false): string {
  if (!force && !isAllCaps(value)) return value
  return value
    .split(' ')
    .map((word, index) => capitalizeWord(word, index === 0))
    .join(' ')
}

function capitalizeWord(word: string, isFirst: boolean): string {
  if (/[a-z]/.test(word)) return word
  const bare = word.replace(/[.,;:]+$/, '')
  const trailing = word.slice(bare.length)
  const alias = ALIAS_MARKERS[bare]
  if (alias) return alias + trailing
  if (NAME_SUFFIXES.has(bare) && bare !== 'V' && bare !== 'ESQ') {
    return (
      (bare === 'JR' || bare === 'SR' ? bare[0] + bare.slice(1).toLowerCase() : bare) + trailing
    )
  }
  if (!isFirst && JOINING_WORDS.has(bare.toLowerCase())) return bare.toLowerCase() + trailing
  if (/\d/.test(bare)) return word
  if (bare === 'ET' || bare === 'AL') return bare.toLowerCase() + trailing
  return (
    bare
      .split(/([-'’/&])/)
      .map((part) => (/^[-'’/&]$/.test(part) ? part : capitalizePart(part)))
      .join('') + trailing
  )
}

function capitalizePart(part: string): string {
  if (part === '') return part
  if (/^MC[A-Z]{2,}$/.test(part)) return `Mc${part[2]}${part.slice(3).toLowerCase()}`
  if (/^MAC[A-Z]{3,}$/.test(part) && !MAC_EXCEPTIONS.has(part) && !/^MAC[AEIOU]/.test(part)) {
    return `Mac${part[3]}${part.slice(4).toLowerCase()}`
  }
  return part[0] + part.slice(1).toLowerCase()
}
