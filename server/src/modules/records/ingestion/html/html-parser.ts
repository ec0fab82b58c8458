/**
 * A small, forgiving HTML parser for the listing and detail pages of county sites: it builds
 * an element tree from a tokenizer, decodes entities, keeps script/style/textarea/title
 * content as raw text, knows the void elements, and closes the elements HTML lets authors
 * leave open (p, li, dt/dd, tr, td/th, thead/tbody/tfoot, option). Stray end tags are
 * ignored. Enough for tables, lists, links and labelled fields; not a full HTML5 parser.
 */
import { decodeEntities } from './html-entities'

export interface HtmlElement {
  type: 'element'
  /** Lower-case tag name; '#document' for the root. */
  tagName: string
  attributes: Record<string, string>
  children: HtmlNode[]
  parent: HtmlElement | null
}

export interface HtmlText {
  type: 'text'
  text: string
  parent: HtmlElement
}

export type HtmlNode = HtmlElement | HtmlText

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
)
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title'])
const CLOSES_P = new Set(
  'address article aside blockquote details div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section table ul'.split(
    ' ',
  ),
)
/**
 * Start tag -> the open element it ends (with everything opened inside it), searched from the
 * innermost element outwards until one of `stopAt`.
 */
const IMPLIED_END: Record<string, { closes: string[]; stopAt: string[] }> = {
  li: { closes: ['li'], stopAt: ['ul', 'ol'] },
  dt: { closes: ['dt', 'dd'], stopAt: ['dl'] },
  dd: { closes: ['dt', 'dd'], stopAt: ['dl'] },
  tr: { closes: ['tr'], stopAt: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { closes: ['td', 'th'], stopAt: ['tr', 'table'] },
  th: { closes: ['td', 'th'], stopAt: ['tr', 'table'] },
  thead: { closes: ['thead', 'tbody', 'tfoot'], stopAt: ['table'] },
  tbody: { closes: ['thead', 'tbody', 'tfoot'], stopAt: ['table'] },
  tfoot: { closes: ['thead', 'tbody', 'tfoot'], stopAt: ['table'] },
  option: { closes: ['option'], stopAt: ['select', 'datalist'] },
}
const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y

/** Parses a whole page into a tree under a '#document' root. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = {
    type: 'element',
    tagName: '#document',
    attributes: {},
    children: [],
    parent: null,
  }
  const stack: HtmlElement[] = [root]
  const current = () => stack[stack.length - 1]!
  const addText = (text: string) => {
    if (text) current().children.push({ type: 'text', text, parent: current() })
  }
  const closeUpTo = (index: number) => {
    stack.length = Math.max(1, index)
  }
  const impliedEnd = (tagName: string) => {
    const rule = IMPLIED_END[tagName]
    if (rule) {
      for (let i = stack.length - 1; i > 0; i--) {
        const name = stack[i]!.tagName
        if (rule.stopAt.includes(name)) break
        if (rule.closes.includes(name)) {
          closeUpTo(i)
          break
        }
      }
    }
    if (CLOSES_P.has(tagName) && current().tagName === 'p') stack.pop()
  }

  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt < 0) {
      addText(decodeEntities(html.slice(i)))
      break
    }
    if (lt > i) addText(decodeEntities(html.slice(i, lt)))
    i = lt
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i)
      i = end < 0 ? html.length : end + 1
      continue
    }
    const endTag = /^<\/([A-Za-z][\w:-]*)[^>]*>/.exec(html.slice(i, i + 200))
    if (endTag) {
      const name = endTag[1]!.toLowerCase()
      for (let s = stack.length - 1; s > 0; s--) {
        if (stack[s]!.tagName === name) {
          closeUpTo(s)
          break
        }
      }
      i += endTag[0].length
      continue
    }
    const startTag = /^<([A-Za-z][\w:-]*)/.exec(html.slice(i, i + 100))
    if (!startTag) {
      addText('<')
      i += 1
      continue
    }
    const tagName = startTag[1]!.toLowerCase()
    i += startTag[0].length
    const attributes: Record<string, string> = {}
    for (;;) {
      ATTRIBUTE.lastIndex = i
      const match = ATTRIBUTE.exec(html)
      if (!match || match[0].trim() === '') break
      const name = match[1]!.toLowerCase()
      if (!(name in attributes)) {
        attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
      }
      i = ATTRIBUTE.lastIndex
    }
    const close = html.indexOf('>', i)
    const selfClosing = close > 0 && html[close - 1] === '/'
    i = close < 0 ? html.length : close + 1

    impliedEnd(tagName)
    const element: HtmlElement = {
      type: 'element',
      tagName,
      attributes,
      children: [],
      parent: current(),
    }
    current().children.push(element)
    if (VOID.has(tagName) || selfClosing) continue
    if (RAW_TEXT.has(tagName)) {
      const endPattern = new RegExp(`</${tagName}\\s*>`, 'ig')
      endPattern.lastIndex = i
      const end = endPattern.exec(html)
      const raw = html.slice(i, end ? end.index : html.length)
      const text = tagName === 'script' || tagName === 'style' ? raw : decodeEntities(raw)
      if (text) element.children.push({ type: 'text', text, parent: element })
      i = end ? end.index + end[0].length : html.length
      continue
    }
    stack.push(element)
  }
  return root
}

/** Marks a line break while text is gathered (never in page text: NUL is not allowed there). */
const LINE_BREAK = '\u0000'
const BLOCK_TEXT_BREAK = new Set([...CLOSES_P, 'br', 'li', 'tr', 'td', 'th', 'dt', 'dd'])

/**
 * The visible text of a node: script and style skipped, whitespace collapsed. Lines (a <br>
 * or a block element's edges) are joined with `lineSeparator`, a space unless asked.
 */
export function textOf(node: HtmlNode, lineSeparator = ' '): string {
  const parts: string[] = []
  const walk = (current: HtmlNode) => {
    if (current.type === 'text') {
      parts.push(current.text)
      return
    }
    if (current.tagName === 'script' || current.tagName === 'style') return
    const breaks = BLOCK_TEXT_BREAK.has(current.tagName)
    if (breaks) parts.push(LINE_BREAK)
    for (const child of current.children) walk(child)
    if (breaks) parts.push(LINE_BREAK)
  }
  walk(node)
  return parts
    .join('')
    .split(LINE_BREAK)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join(lineSeparator)
}

/** Element children only. */
export function elementChildren(element: HtmlElement): HtmlElement[] {
  return element.children.filter((child): child is HtmlElement => child.type === 'element')
}
