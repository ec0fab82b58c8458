/**
 * The US Census Bureau's 1990 name lists (public domain; ../shared/data/reference/names), shipped
 * beside this module as one name per line in rank order: evidence that a token is a surname or a
 * given name. Not a whitelist: a real party's name may be in neither, and the surname list holds
 * ordinary words too ('SALE', 'NOTICE'), which the name grammar refuses by its own word lists.
 */
import { readFileSync } from 'node:fs'

interface Lexicon {
  surnames: Map<string, number>
  givenNames: Set<string>
}

let lexicon: Lexicon | undefined

function readList(file: string): string[] {
  return readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

function load(): Lexicon {
  lexicon ??= {
    surnames: new Map(readList('census-surnames.txt').map((name, index) => [name, index + 1])),
    givenNames: new Set(readList('census-given-names.txt')),
  }
  return lexicon
}

/** The token upper-cased with its marks taken off ("O'Neil" -> 'ONEIL'). */
const key = (token: string) => token.toUpperCase().replace(/[^A-Z]/g, '')

/** The surname's rank among 88,799 (1 is SMITH), or null when the Census did not list it. */
export function surnameRank(token: string): number | null {
  return load().surnames.get(key(token)) ?? null
}

/** True when the Census listed the token as a given name. */
export function isGivenName(token: string): boolean {
  return load().givenNames.has(key(token))
}
