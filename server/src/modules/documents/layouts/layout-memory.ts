/**
 * Layout memory (issue 34, item 7; docs/decisions/0055): an account's document layouts and,
 * per layout, where each corrected field is printed. A correction teaches the layout of its
 * document (learnLayoutField); processing a new document of the same layout, for any user of
 * the account, reads the field there and puts it over what the extractor read, with a stated
 * confidence (readWithLayoutMemory). Another account's layouts are never read.
 */
import type { EvidenceLocation } from '@common/contracts/documents'
import { type CorrectionField, readCorrectionValue } from '@common/field-corrections'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { documentLayouts, layoutFieldRules } from '../../../db/schema'
import type { PageWords } from '../../../reading'
import { accountOf } from '../../accounts'
import { type FieldEntries, putField } from '../fields/field-entries'
import { type LayoutRule, layoutRule, learnRule, readRule } from './layout-rule'
import { layoutSimilarity, SAME_LAYOUT } from './layout-signature'

/** The confidence a field read by a layout's rule is given: a place a person pointed at. */
export const LAYOUT_CONFIDENCE = 0.95

/** Layouts of an account compared with a new document, most recently taught first. */
const LAYOUTS_COMPARED = 500

type Handle = Pick<Db, 'select' | 'insert' | 'update'>

/** The account's layout whose signature `signature` is (the most alike), or null. */
async function matchLayout(
  db: Pick<Db, 'select'>,
  accountId: string,
  signature: readonly string[],
): Promise<string | null> {
  if (signature.length === 0) return null
  const layouts = await db
    .select({ id: documentLayouts.id, signature: documentLayouts.signature })
    .from(documentLayouts)
    .where(eq(documentLayouts.accountId, accountId))
    .orderBy(desc(documentLayouts.updatedAt))
    .limit(LAYOUTS_COMPARED)
  let best: string | null = null
  let bestScore = SAME_LAYOUT
  for (const layout of layouts) {
    const score = layoutSimilarity(signature, layout.signature)
    if (score >= bestScore) {
      best = layout.id
      bestScore = score
    }
  }
  return best
}

/** The first reading of page `page` (a page read twice keeps its better reading first). */
export const pageOf = (pages: readonly PageWords[], page: number) =>
  pages.find((reading) => reading.page === page && reading.words.length > 0)

/**
 * Remembers where `field` is printed on the document's layout: the value at words
 * `first`..`last` of `reading`. False when nothing near the value can anchor it.
 */
export async function learnLayoutField(
  db: Handle,
  options: {
    userId: string
    documentId: string
    signature: readonly string[]
    field: CorrectionField
    reading: PageWords
    first: number
    last: number
  },
): Promise<boolean> {
  const rule = learnRule(options.reading, options.first, options.last)
  if (!rule || options.signature.length === 0) return false
  const accountId = await accountOf(db, options.userId)
  let layoutId = await matchLayout(db, accountId, options.signature)
  if (layoutId) {
    await db
      .update(documentLayouts)
      .set({ updatedAt: new Date() })
      .where(eq(documentLayouts.id, layoutId))
  } else {
    const [layout] = await db
      .insert(documentLayouts)
      .values({ accountId, signature: [...options.signature], learnedFrom: options.documentId })
      .returning({ id: documentLayouts.id })
    layoutId = layout!.id
  }
  await db
    .insert(layoutFieldRules)
    .values({ layoutId, field: options.field, rule, learnedBy: options.userId })
    .onConflictDoUpdate({
      target: [layoutFieldRules.layoutId, layoutFieldRules.field],
      set: { rule, learnedBy: options.userId, updatedAt: sql`now()` },
    })
  return true
}

/** What the layout's rules read on a new document. */
export interface LayoutReading<E extends FieldEntries> {
  entries: E
  /** Where each field read was printed (for the viewer's highlights). */
  positions: Partial<Record<CorrectionField, EvidenceLocation>>
  fields: CorrectionField[]
}

/**
 * `entries` with every field the account's rules for this layout read on `pages`, each checked
 * against the field's shape (a rule that reads no amount where an amount should be is left
 * out), at LAYOUT_CONFIDENCE. Unchanged when the document is no layout the account taught.
 */
export async function readWithLayoutMemory<E extends FieldEntries>(
  db: Pick<Db, 'select'>,
  options: {
    userId: string
    signature: readonly string[]
    pages: readonly PageWords[]
    entries: E
  },
): Promise<LayoutReading<E>> {
  const none = { entries: options.entries, positions: {}, fields: [] }
  const accountId = await accountOf(db, options.userId)
  const layoutId = await matchLayout(db, accountId, options.signature)
  if (!layoutId) return none
  const rules = await db
    .select({ field: layoutFieldRules.field, rule: layoutFieldRules.rule })
    .from(layoutFieldRules)
    .where(eq(layoutFieldRules.layoutId, layoutId))
  let entries = options.entries
  const positions: LayoutReading<E>['positions'] = {}
  const fields: CorrectionField[] = []
  for (const stored of rules) {
    const parsed = layoutRule.safeParse(stored.rule)
    const field = stored.field as CorrectionField
    if (!parsed.success) continue
    const read = readField(options.pages, parsed.data, field)
    if (!read) continue
    entries = putField(entries, field, read.value, {
      confidence: LAYOUT_CONFIDENCE,
      snippet: read.text,
      origin: 'layout',
    })
    positions[field] = { page: parsed.data.page, boxes: read.boxes }
    fields.push(field)
  }
  return { entries, positions, fields }
}

function readField(pages: readonly PageWords[], rule: LayoutRule, field: CorrectionField) {
  const reading = pageOf(pages, rule.page)
  const read = reading ? readRule(reading, rule) : null
  if (!read) return null
  const text = read.lines.join(field === 'propertyAddress' ? ', ' : ' ')
  const value = readCorrectionValue(field, text)
  return value.ok ? { value: value.value, text, boxes: read.boxes } : null
}
