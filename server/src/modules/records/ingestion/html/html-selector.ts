/**
 * The CSS selector subset that parser configs of the 'selector' strategy may use:
 *   tag, *, .class, #id, [attr], [attr=value], [attr^=value], [attr$=value], [attr*=value],
 *   :nth-child(n | odd | even | an+b), :first-child, :last-child,
 *   compound selectors (td.amount:nth-child(3)), the descendant (space) and child (>)
 *   combinators, and lists separated by commas.
 * Anything else is refused with an error naming the selector, so a bad config fails loudly.
 */
import { elementChildren, type HtmlElement } from './html-parser'

interface AttributeTest {
  name: string
  operator: '' | '=' | '^=' | '$=' | '*='
  value: string
}

interface Compound {
  tag: string | null
  ids: string[]
  classes: string[]
  attributes: AttributeTest[]
  /** a*n+b over the 1-based index among element siblings; a=0 means exactly b. */
  nth: { a: number; b: number; fromEnd: boolean }[]
}

interface Step {
  compound: Compound
  /** How this compound relates to the one on its left. */
  combinator: ' ' | '>'
}

type Complex = Step[]

const TOKEN =
  /(?:\s*(>)\s*|([A-Za-z][\w-]*|\*)|#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:([$^*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+))\s*)?\]|:(first-child|last-child)|:nth-child\(\s*([^)]+?)\s*\)|(\s+))/y

function parseNth(text: string): { a: number; b: number } {
  const value = text.toLowerCase().replace(/\s+/g, '')
  if (value === 'odd') return { a: 2, b: 1 }
  if (value === 'even') return { a: 2, b: 0 }
  if (/^[+-]?\d+$/.test(value)) return { a: 0, b: Number(value) }
  const match = /^([+-]?\d*)n([+-]\d+)?$/.exec(value)
  if (!match) throw new Error(`unsupported :nth-child(${text})`)
  const a = match[1] === '' || match[1] === '+' ? 1 : match[1] === '-' ? -1 : Number(match[1])
  return { a, b: Number(match[2] ?? 0) }
}

const emptyCompound = (): Compound => ({ tag: null, ids: [], classes: [], attributes: [], nth: [] })

/** Parses one complex selector ('table#sales > tbody tr:nth-child(2) a[href]'). */
function parseComplex(selector: string): Complex {
  const steps: Complex = []
  let compound = emptyCompound()
  let touched = false
  let combinator: Step['combinator'] = ' '
  const finish = () => {
    if (!touched) return
    steps.push({ compound, combinator })
    compound = emptyCompound()
    touched = false
    combinator = ' '
  }
  let position = 0
  const text = selector.trim()
  while (position < text.length) {
    TOKEN.lastIndex = position
    const m = TOKEN.exec(text)
    if (!m || m[0] === '')
      throw new Error(`unsupported selector "${selector}" at "${text.slice(position)}"`)
    position = TOKEN.lastIndex
    if (m[1]) {
      finish()
      if (steps.length === 0) throw new Error(`selector "${selector}" starts with >`)
      combinator = '>'
    } else if (m[2]) {
      if (touched) throw new Error(`unsupported selector "${selector}": tag inside a compound`)
      compound.tag = m[2] === '*' ? null : m[2].toLowerCase()
      touched = true
    } else if (m[3]) {
      compound.ids.push(m[3])
      touched = true
    } else if (m[4]) {
      compound.classes.push(m[4])
      touched = true
    } else if (m[5]) {
      const operator = (m[6] ?? '') as AttributeTest['operator']
      compound.attributes.push({
        name: m[5].toLowerCase(),
        operator,
        value: m[7] ?? m[8] ?? m[9] ?? '',
      })
      touched = true
    } else if (m[10]) {
      compound.nth.push({ a: 0, b: 1, fromEnd: m[10] === 'last-child' })
      touched = true
    } else if (m[11]) {
      compound.nth.push({ ...parseNth(m[11]), fromEnd: false })
      touched = true
    } else {
      finish()
    }
  }
  const pendingChild = combinator === '>' && !touched
  finish()
  if (steps.length === 0 || pendingChild) throw new Error(`selector "${selector}" is incomplete`)
  return steps
}

/** Parses a selector list; throws with a message naming the unsupported part. */
export function parseSelector(selector: string): Complex[] {
  return selector.split(',').map((part) => parseComplex(part))
}

function siblingIndex(element: HtmlElement, fromEnd: boolean): number {
  const siblings = element.parent ? elementChildren(element.parent) : [element]
  const index = siblings.indexOf(element)
  return fromEnd ? siblings.length - index : index + 1
}

function matchesCompound(element: HtmlElement, compound: Compound): boolean {
  if (element.tagName === '#document') return false
  if (compound.tag && element.tagName !== compound.tag) return false
  const attrs = element.attributes
  if (compound.ids.some((id) => attrs.id !== id)) return false
  if (compound.classes.length > 0) {
    const classes = new Set((attrs.class ?? '').split(/\s+/))
    if (compound.classes.some((name) => !classes.has(name))) return false
  }
  for (const test of compound.attributes) {
    const value = attrs[test.name]
    if (value === undefined) return false
    if (test.operator === '=' && value !== test.value) return false
    if (test.operator === '^=' && !value.startsWith(test.value)) return false
    if (test.operator === '$=' && !value.endsWith(test.value)) return false
    if (test.operator === '*=' && !value.includes(test.value)) return false
  }
  for (const { a, b, fromEnd } of compound.nth) {
    const index = siblingIndex(element, fromEnd)
    if (a === 0 ? index !== b : (index - b) / a < 0 || (index - b) % a !== 0) return false
  }
  return true
}

/** Right-to-left match of steps[0..last] ending at `element`. */
function matchesFrom(element: HtmlElement, steps: Complex, last: number): boolean {
  if (!matchesCompound(element, steps[last]!.compound)) return false
  if (last === 0) return true
  const combinator = steps[last]!.combinator
  let ancestor = element.parent
  while (ancestor) {
    if (matchesFrom(ancestor, steps, last - 1)) return true
    if (combinator === '>') return false
    ancestor = ancestor.parent
  }
  return false
}

/** Every descendant of `scope` (not scope itself) matching the selector, in document order. */
export function selectAll(scope: HtmlElement, selector: string): HtmlElement[] {
  const list = parseSelector(selector)
  const found: HtmlElement[] = []
  const walk = (element: HtmlElement) => {
    for (const child of elementChildren(element)) {
      if (list.some((steps) => matchesFrom(child, steps, steps.length - 1))) found.push(child)
      walk(child)
    }
  }
  walk(scope)
  return found
}

/** The first descendant matching the selector, or null. */
export function selectOne(scope: HtmlElement, selector: string): HtmlElement | null {
  return selectAll(scope, selector)[0] ?? null
}
