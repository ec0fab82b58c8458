/**
 * County listing and detail pages as cheerio reads them: parse5 builds the tree a browser
 * would (implied end tags, tbody, entities, script and style kept as raw text) and css-select
 * matches the selectors. What stays ours: the text of an element as a person reads it (lines
 * kept apart, script and style skipped) and which selectors a parser config may use.
 */
import { type Cheerio, type CheerioAPI, load } from 'cheerio'
import type { AnyNode } from 'domhandler'

/** Parses a whole page (never throws: malformed HTML is repaired the way a browser does). */
export function loadHtml(html: string): CheerioAPI {
  return load(html)
}

/** Marks a line break while text is gathered (never in page text: NUL is not allowed there). */
const LINE_BREAK = '\u0000'
/** Elements whose edges end a line of text (a <br>, block elements, list items and cells). */
const LINE_ELEMENTS = new Set(
  'address article aside blockquote br dd details div dl dt fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
)

function gatherText(node: AnyNode, parts: string[]): void {
  if (node.type === 'text') {
    parts.push(node.data)
    return
  }
  if (node.type !== 'tag' && node.type !== 'root') return // script, style, comments, doctype
  const breaks = node.type === 'tag' && LINE_ELEMENTS.has(node.name)
  if (breaks) parts.push(LINE_BREAK)
  for (const child of node.children) gatherText(child, parts)
  if (breaks) parts.push(LINE_BREAK)
}

/**
 * The visible text of a selection: script and style skipped, whitespace collapsed. Lines (a
 * <br> or a block element's edges) are joined with `lineSeparator`, a space unless asked.
 */
export function textOf(selection: Cheerio<AnyNode>, lineSeparator = ' '): string {
  const parts: string[] = []
  for (const node of selection.toArray()) gatherText(node, parts)
  return parts
    .join('')
    .split(LINE_BREAK)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join(lineSeparator)
}

/** Pseudo-classes that depend on a browser's state: on a fetched page they never match. */
const BROWSER_STATE = /:(?:hover|active|visited|focus(?:-visible|-within)?|target)(?![\w-])/i
const probe = load('<p></p>')

/**
 * Throws an error naming the selector when a parser config's selector cannot work: a syntax
 * css-select refuses, a trailing combinator ('tr >'), or a pseudo-class such as :hover that
 * no fetched page can match. Checked when a config is parsed, so a bad config fails loudly.
 */
export function checkSelector(selector: string): void {
  const outsideBrackets = selector.replace(/\[[^\]]*\]/g, '[]')
  const state = BROWSER_STATE.exec(outsideBrackets)
  if (state) {
    throw new Error(`unsupported selector "${selector}": ${state[0]} never matches a fetched page`)
  }
  if (/[>+~]\s*$/.test(outsideBrackets)) {
    throw new Error(`selector "${selector}" is incomplete: it ends with a combinator`)
  }
  try {
    probe.root().find(selector)
  } catch (error) {
    throw new Error(`unsupported selector "${selector}": ${(error as Error).message}`)
  }
}
