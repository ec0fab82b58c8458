/**
 * Turns a document's text (a PDF text layer or OCR output) into one flat line the rules can
 * read: line breaks, hyphenation at line ends and stray OCR marks removed, dashes and quotes
 * made plain. Offsets in the rules refer to this flat text.
 */
import { collapseWhitespace } from '../../text/text'

/** Characters OCR leaves behind from rules, boxes and specks; never part of a field. */
const STRAY = /[|¦~•■□▪●◆©®™§¶«»_\u2022\u25a0-\u25ff]+/g

/** The document's text as one line of single-spaced, plain-punctuated text. */
export function flatten(text: string): string {
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201b\u2032`]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/(?<!-[A-Za-z]*)([A-Za-z])-\n\s*([A-Za-z])/g, '$1$2')
    .replace(/([A-Za-z0-9])-\n\s*(\d)/g, '$1-$2')
    .replace(/\b([A-Z]{2,})- ([A-Z]{2,})\b/g, '$1$2')
    // Newspaper hyphenation left inside a line: 'Nan- cey', 'JPMor- gan', 'Index# 2010- 397'.
    .replace(/\b([A-Za-z]{2,})- ([a-z]{2,})\b/g, '$1$2')
    .replace(/(\d)- (\d)/g, '$1-$2')
    // OCR spaces inside a date: '4/1 /2025', '3/ 17/2005'.
    .replace(/\b(\d{1,2}) ?\/ ?(\d{1,2}) ?\/ ?(\d{4})\b/g, '$1/$2/$3')
    .replace(STRAY, ' ')
    // A caption's column of ')' between the parties and the index number / title.
    .replace(/(?<=\s)\)(?=\s)/g, ' ')
  return collapseWhitespace(plain.replace(/\s+([,.;:])(?=\s|$)/g, '$1'))
}

/** Text around `start..end` of `flat`, trimmed to whole words, for a field's snippet. */
export function snippetAt(flat: string, start: number, end: number, pad = 20): string {
  let from = Math.max(0, start - pad)
  let to = Math.min(flat.length, end + pad)
  while (from > 0 && from < start && /\S/.test(flat[from - 1]!)) from++
  while (to < flat.length && to > end && /\S/.test(flat[to]!)) to--
  return flat.slice(from, to).trim().slice(0, 240)
}

/**
 * Words that mark a passage as the attorney's, the trustee's or the court's, not the
 * property's: firm names, bar numbers, phone and fax lines.
 */
const AGENT_MARKER =
  /\b(?:attorneys?|esq|esquire|law (?:offices?|firm|group)|counsel|llp|pllc|trustees?|trustee's|bar (?:no|number)|tel|telephone|phone|fax|facsimile|suite|ste|e-?mail|clerk of (?:the )?court)\b|\bP\.\s?A\.|\bL\.L\.P\.|\bP\.\s?C\.|bar #/i

/** True when one of the agent markers is in `flat` between `from` and `to`. */
export function hasAgentMarker(flat: string, from: number, to: number): boolean {
  return AGENT_MARKER.test(flat.slice(Math.max(0, from), Math.max(0, to)))
}

/** Where the last match of `pattern` starts in `text` (-1 when none). */
export function lastIndexOf(text: string, pattern: RegExp): number {
  const global = new RegExp(pattern.source, pattern.flags.includes('i') ? 'gi' : 'g')
  let last = -1
  for (const match of text.matchAll(global)) last = match.index
  return last
}
