/**
 * Phone numbers and e-mail addresses printed in a document, every one of them, each with a
 * guess of whose it is (the attorney's, the trustee's, the court's, the sheriff's) from the
 * words just before it.
 */
import { snippetAt } from './prepare'
import type { Contact, ContactOwner } from './types'

const PHONE =
  /(?<![\d-])(?:\+?1[\s.-])?(?:\((\d{3})\)\s?|(\d{3})[\s.-])(\d{3})[.-](\d{4})(?![\d-])/g
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g

/**
 * A law firm's name or an attorney's title: the words (attorneys, esq., law, legal group), and the
 * firm's suffix as printed with or without dots (P.A., PC, PLC, L.L.P., S.C., '& Associates');
 * 'PA' and 'S.C.' only when no ZIP code follows (Pennsylvania, South Carolina).
 */
const LAW_FIRM = new RegExp(
  [
    String.raw`\b(?:attorneys?|esq|law|counsel|l\.?l\.?p|p\.?l\.?l\.?c|plc|lpa|bar)\b`,
    String.raw`\blegal(?=,|\s+(?:group|services|offices?|p\.?[ac]\b|pllc|llc))`,
    String.raw`\bp\.\s?[ac]\.`,
    String.raw`,\s*(?:pc\b|pa\b(?!\.?\s*\d{5})|s\.c\.(?!\s*\d{5}))`,
    String.raw`&\s*associates\b`,
  ].join('|'),
  'i',
)

/**
 * The sheriff as the one to call: not the sale the sheriff holds ('the usual place of conducting
 * Sheriff's sales'), which says nothing of whose number follows.
 */
const SHERIFF =
  /\bsheriff(?!(?:'s|’s|s)?\s+sales?\b(?!\s+(?:office|unit|department|division|line)))/i

const OWNERS: Array<{ owner: ContactOwner; pattern: RegExp }> = [
  { owner: 'attorney', pattern: LAW_FIRM },
  {
    owner: 'trustee',
    pattern: /\btrustee|\bforeclosure services?\b|\bsale information\b|\bauction\.com\b/i,
  },
  { owner: 'court', pattern: /\bclerk|\bcourt\b|\bada\b|\bcoordinator\b/i },
  { owner: 'sheriff', pattern: SHERIFF },
  { owner: 'tax office', pattern: /\btax (?:claim|collector|office)|\btreasurer/i },
]

/** Every phone ('NNN-NNN-NNNN') and e-mail (lower case) in order, with its likely owner. */
export function findContacts(flat: string): Contact[] {
  const found: Array<Contact & { at: number }> = []
  for (const match of flat.matchAll(PHONE)) {
    const area = match[1] ?? match[2]!
    if (/^[01]/.test(area)) continue
    const before = flat.slice(Math.max(0, match.index - 12), match.index)
    if (/\b(?:no|#|book|page|lot|apn|parcel)\.?\s*:?\s*$/i.test(before)) continue
    const value = `${area}-${match[3]}-${match[4]}`
    found.push({
      value,
      owner: ownerOf(flat, match.index),
      snippet: snippetAt(flat, match.index, match.index + match[0].length, 40),
      at: match.index,
    })
  }
  for (const match of flat.matchAll(EMAIL)) {
    const value = match[0].toLowerCase()
    found.push({
      value,
      owner: ownerOf(flat, match.index),
      snippet: snippetAt(flat, match.index, match.index + match[0].length, 40),
      at: match.index,
    })
  }
  found.sort((a, b) => a.at - b.at)
  const seen = new Set<string>()
  return found
    .filter((contact) => !seen.has(contact.value) && seen.add(contact.value))
    .map(({ at: _at, ...contact }) => contact)
}

/** The owner whose words come last in the 160 characters before the contact. */
function ownerOf(flat: string, at: number): ContactOwner {
  const context = flat.slice(Math.max(0, at - 160), at)
  let owner: ContactOwner = 'unknown'
  let nearest = -1
  for (const rule of OWNERS) {
    const global = new RegExp(rule.pattern.source, 'gi')
    for (const match of context.matchAll(global)) {
      if (match.index > nearest) {
        nearest = match.index
        owner = rule.owner
      }
    }
  }
  return owner
}
