/**
 * The defendants of a lead to trace. A lead names its parties joined with '; ' (text/names.ts):
 * every person among them is traced (co-borrowers, heirs), not just the first. Organisations
 * (a bank, an LLC) and unnamed parties ('Unknown Spouse of X') have no one to trace. 'Unknown
 * Heirs of X' is traced as X at the property, the estate: the answer is the deceased owner's
 * record (often with the relatives who answer for it); an estate's representative named in the
 * caption is a defendant of their own and traced as such.
 */
import { CONTACTS } from '@common/limits'
import { NAME_SUFFIXES } from '../../../text/name-case'
import { isOrganizationName } from '../../../text/organization-names'

export interface Defendant {
  /** As the lead names them. */
  name: string
  /** The person searched for: the defendant, or the deceased owner for 'Unknown Heirs of X'. */
  searchedName: string
  first: string
  last: string
  /** 'Unknown Heirs of X': the searched person is the estate's decedent. */
  estate: boolean
}

const HEIRS = /^unknown heirs(?:,? devisees and legatees)? of\s+(.+)$/i
const UNNAMED = /^(?:unknown|unk\.?)\b|\b(?:john|jane|richard|mary) doe\b|^(?:the )?estate of\s*$/i

/** Lower-case name words without accents, punctuation or suffixes ('Jane Q. O\u2019Neil Jr.' -> jane q oneil). */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019`.]/g, '')
    .split(/[^a-z]+/)
    .filter((token) => token !== '' && !NAME_SUFFIXES.has(token.toUpperCase()))
}

/** First and last name of a person's name; null when it is not two words or more. */
function firstAndLast(name: string): { first: string; last: string } | null {
  const tokens = nameTokens(name)
  const first = tokens[0]
  const last = tokens.at(-1)
  if (!first || !last || tokens.length < 2) return null
  return { first, last }
}

/** The persons to trace among the lead's defendants, at most CONTACTS.defendantsPerLead. */
export function defendantsToTrace(defendantNames: string | null): Defendant[] {
  const parties = (defendantNames ?? '')
    .split(';')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
  const found: Defendant[] = []
  for (const name of new Set(parties)) {
    const heirs = HEIRS.exec(name)
    const searchedName = heirs ? heirs[1]!.replace(/,?\s*deceased$/i, '').trim() : name
    if (!heirs && (UNNAMED.test(name) || isOrganizationName(name))) continue
    if (isOrganizationName(searchedName)) continue
    const parts = firstAndLast(searchedName)
    if (!parts) continue
    found.push({ name, searchedName, ...parts, estate: heirs !== null })
    if (found.length === CONTACTS.defendantsPerLead) break
  }
  return found
}

/** Every named party of the lead, traceable or not (for the defendants list). */
export function allParties(defendantNames: string | null): string[] {
  return [
    ...new Set(
      (defendantNames ?? '')
        .split(';')
        .map((part) => part.trim().replace(/\s+/g, ' '))
        .filter((part) => part !== ''),
    ),
  ]
}
