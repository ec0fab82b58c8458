/** A regular expression a config gives as text, checked when the config is parsed. */
export const regexPattern = z
  .string()
  .min(1)
  .refine((value) => {
    try {
      new RegExp(value)
      return true
    } catch {
      return false
    }
  }, 'must be a valid regular expression')

/**
 * Field extraction for the 'selector' parser strategy: a field is read from an element found
 * by a CSS selector (cheerio) or by the label printed before it ('Case Number:' in a th, dt,
 * label, b or strong; the value is the next element), as its text or one attribute.
 */
import type { Cheerio } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { z } from 'zod'
import { checkSelector, textOf } from './html-document'

/** A selector cheerio can run on a fetched page, checked when a config is parsed. */
export const cssSelector = z
  .string()
  .trim()
  .min(1, 'a selector cannot be empty')
  .superRefine((value, context) => {
    try {
      checkSelector(value)
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message })
    }
  })

/**
 * A field: a selector string (its element's text), or `{ selector | label, attribute?,
 * separator? }` where `separator` joins the lines of a multi-line cell (default a space).
 */
export const htmlFieldSpec = z.union([
  cssSelector,
  z
    .strictObject({
      selector: cssSelector.optional(),
      label: z.string().trim().min(1).optional(),
      attribute: z.string().trim().min(1).optional(),
      separator: z.string().optional(),
    })
    .refine((spec) => Boolean(spec.selector) !== Boolean(spec.label), {
      message: 'give either a selector or a label',
    }),
])
export type HtmlFieldSpec = z.infer<typeof htmlFieldSpec>

const LABEL_TAGS = 'th, dt, label, b, strong, span, td'
const normalizeLabel = (text: string) =>
  text
    .replace(/[:\s]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()

/** The element that follows a label: its next element sibling, else its parent's. */
function valueAfter(label: Cheerio<Element>): Cheerio<Element> | null {
  let current = label
  while (current.length > 0) {
    const next = current.next()
    if (next.length > 0) return next
    current = current.parent()
    if (current.is('tr, dl')) return null
  }
  return null
}

/** The value element printed after `label` inside `scope` (its descendants). */
function findByLabel<T extends AnyNode>(scope: Cheerio<T>, label: string): Cheerio<Element> | null {
  const wanted = normalizeLabel(label)
  const candidates = scope.find(LABEL_TAGS)
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates.eq(index)
    if (normalizeLabel(textOf(candidate)) !== wanted) continue
    const value = valueAfter(candidate)
    if (value) return value
  }
  return null
}

/** One field's text (or attribute) within `scope`; null when absent or blank. */
function extractField<T extends AnyNode>(scope: Cheerio<T>, spec: HtmlFieldSpec): string | null {
  const { selector, label, attribute, separator } =
    typeof spec === 'string'
      ? { selector: spec, label: undefined, attribute: undefined, separator: undefined }
      : spec
  const element = selector ? scope.find(selector).first() : findByLabel(scope, label!)
  if (!element || element.length === 0) return null
  const value = attribute
    ? (element.attr(attribute.toLowerCase()) ?? '')
    : textOf(element, separator)
  return value.trim() === '' ? null : value.trim()
}

/** Every field of a spec map, by name, read within `scope` (a page's root or one row). */
export function extractFields<T extends AnyNode>(
  scope: Cheerio<T>,
  specs: Readonly<Record<string, HtmlFieldSpec>>,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, extractField(scope, spec)]),
  )
}
