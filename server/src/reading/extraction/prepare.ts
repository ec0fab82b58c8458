/**
 * Turns a document's text (a PDF text layer or OCR output) into one flat line the rules can
 * read: line breaks, hyphenation at line ends and stray OCR marks removed, dashes and quotes
 * made plain. Offsets in the rules refer to this flat text.
 */
import { collapseWhitespace } from '../../text/text'
import { unglueLabels } from './labels'

/** Characters OCR leaves behind from rules, boxes and specks; never part of a field. */
const STRAY = /[|¦~•■□▪●◆©®™§¶«»_\u2022\u25a0-\u25ff]+/g

/** The document's text as one line of single-spaced, plain-punctuated text. */
export function flatten(text: string): string {
  return collapse(plainText(text))
}

/**
 * The flat text and where each of the document's printed lines starts in it. The rules read
 * one line, but a label reader needs the breaks: a label is printed at the start of its line,
 * so 'Status: POSTPONED' over 'Cost:' is a status and a label, not a label 'POSTPONED Cost'.
 */
export function flattenLines(text: string): { flat: string; lineStarts: number[] } {
  const plain = plainText(text)
  const flat = collapse(plain)
  // Collapsing only drops or merges spaces: the k-th printed character of the plain text is
  // the k-th of the flat text. Note which printed characters open a line, then find them.
  const opening = new Set<number>()
  let printed = 0
  let afterBreak = false
  for (let at = 0; at < plain.length; at++) {
    const code = plain.charCodeAt(at)
    if (code === 0x0a) afterBreak = true
    else if (!isSpace(code)) {
      if (afterBreak) opening.add(printed)
      afterBreak = false
      printed++
    }
  }
  const lineStarts: number[] = []
  printed = 0
  for (let at = 0; at < flat.length; at++) {
    if (isSpace(flat.charCodeAt(at))) continue
    if (opening.has(printed)) lineStarts.push(at)
    printed++
  }
  return { flat, lineStarts }
}

/** What collapseWhitespace turns into one space (its class, `\s` spelled out: this runs per character). */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

function collapse(plain: string): string {
  return collapseWhitespace(plain.replace(/\s+([,.;:])(?=\s|$)/g, '$1'))
}

/** The text with its dashes, quotes, hyphenation and OCR marks made plain; spacing as printed. */
function plainText(text: string): string {
  return (
    unglueLabels(text)
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
  )
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
