/**
 * Field extraction for the 'selector' parser strategy: a field is read from an element found
 * by a selector (html-selector.ts) or by the label printed before it ('Case Number:' in a th,
 * dt, label, b or strong; the value is the next element), as its text or one attribute.
 */
import { z } from 'zod'
import { elementChildren, type HtmlElement, textOf } from './html-parser'
import { parseSelector, selectAll, selectOne } from './html-selector'

/** A selector in the supported subset, checked when a config is parsed. */
export const cssSelector = z
  .string()
  .trim()
  .min(1, 'a selector cannot be empty')
  .superRefine((value, context) => {
    try {
      parseSelector(value)
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
function valueAfter(label: HtmlElement): HtmlElement | null {
  let current: HtmlElement | null = label
  while (current?.parent) {
    const siblings = elementChildren(current.parent)
    const next = siblings[siblings.indexOf(current) + 1]
    if (next) return next
    current = current.parent
    if (current.tagName === 'tr' || current.tagName === 'dl') return null
  }
  return null
}

/** The value element printed after `label` inside `scope`. */
export function findByLabel(scope: HtmlElement, label: string): HtmlElement | null {
  const wanted = normalizeLabel(label)
  for (const candidate of selectAll(scope, LABEL_TAGS)) {
    if (normalizeLabel(textOf(candidate)) !== wanted) continue
    const value = valueAfter(candidate)
    if (value) return value
  }
  return null
}

/** One field's text (or attribute) within `scope`; null when absent or blank. */
export function extractField(scope: HtmlElement, spec: HtmlFieldSpec): string | null {
  const { selector, label, attribute, separator } =
    typeof spec === 'string'
      ? { selector: spec, label: undefined, attribute: undefined, separator: undefined }
      : spec
  const element = selector ? selectOne(scope, selector) : findByLabel(scope, label!)
  if (!element) return null
  const value = attribute
    ? (element.attributes[attribute.toLowerCase()] ?? '')
    : textOf(element, separator)
  return value.trim() === '' ? null : value.trim()
}

/** Every field of a spec map, by name. */
export function extractFields(
  scope: HtmlElement,
  specs: Readonly<Record<string, HtmlFieldSpec>>,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, extractField(scope, spec)]),
  )
}
