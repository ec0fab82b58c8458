/**
 * Where a field is printed in a layout (docs/decisions/0055), learned from one corrected value
 * and read again on the next document of the layout. The rule holds on to the nearest label: the
 * words just left of the value on its line ("Mortgagor of record:"), or, when nothing stands left
 * of it, the words just above it (a label over a box). It keeps the value's offset from that
 * anchor and how many lines it spans. Reading finds the anchor on the new page (the occurrence
 * nearest to where it was), goes the same offset from it and takes the words that start there,
 * up to the first gap wider than a space: values are as long as they are, the place is fixed.
 */
import { z } from 'zod'
import { type Box, fold, type PageWord, type PageWords } from '../../../reading'

const box = z.tuple([z.number(), z.number(), z.number(), z.number()])

/** A learned rule, as stored in layout_field_rules.rule (validated when read back). */
export const layoutRule = z.object({
  page: z.number().int().min(1),
  anchor: z.object({ words: z.array(z.string().min(1)).min(1).max(6), box }),
  /** 'right': on the anchor's line after it; 'below': under the anchor. */
  placement: z.enum(['right', 'below']),
  /** The value's left edge from the anchor's right edge ('right') or left edge ('below'). */
  dx: z.number(),
  /** The anchor's baseline less the value's first baseline (points; 0 on the same line). */
  dy: z.number(),
  lines: z.number().int().min(1).max(6),
})
export type LayoutRule = z.infer<typeof layoutRule>

/** Words an anchor takes at most, going away from the value. */
const ANCHOR_WORDS = 4
/** How far (points) the anchor may have moved on a document of the same layout. */
const ANCHOR_DRIFT = 200
/** How far (points) the value's first word may start from where the rule says. */
const START_TOLERANCE = 14

const height = (b: Box) => b[3] - b[1]
const baseline = (b: Box) => b[1]

/** Two boxes on one line: their heights overlap by half the smaller one. */
function sameLine(a: Box, b: Box): boolean {
  const overlap = Math.min(a[3], b[3]) - Math.max(a[1], b[1])
  return overlap >= 0.5 * Math.min(height(a), height(b))
}

function union(boxes: readonly Box[]): Box {
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ]
}

/** The page's words in lines, top line first, each line left to right. */
function linesOf(words: readonly PageWord[]): PageWord[][] {
  const lines: { box: Box; words: PageWord[] }[] = []
  const ordered = [...words].sort((a, b) => baseline(b.box) - baseline(a.box))
  for (const word of ordered) {
    const line = lines.find((candidate) => sameLine(candidate.box, word.box))
    if (line) {
      line.words.push(word)
      line.box = union([line.box, word.box])
    } else {
      lines.push({ box: word.box, words: [word] })
    }
  }
  return lines
    .sort((a, b) => baseline(b.box) - baseline(a.box))
    .map((line) => line.words.sort((a, b) => a.box[0] - b.box[0]))
}

/** The widest gap between two words of one value: wider is the next column. */
const maxGap = (b: Box) => Math.max(4, 0.9 * height(b))

/** The run of words of `line` that starts at `from` and ends at the first gap wider than a space. */
function runFrom(line: readonly PageWord[], from: number): PageWord[] {
  const run: PageWord[] = []
  for (let index = from; index < line.length; index++) {
    const word = line[index]!
    const previous = run.at(-1)
    if (previous && word.box[0] - previous.box[2] > maxGap(previous.box)) break
    run.push(word)
  }
  return run
}

/**
 * The rule that reads the value printed at words `first`..`last` of `reading`, or null when
 * nothing near it can anchor it.
 */
export function learnRule(reading: PageWords, first: number, last: number): LayoutRule | null {
  const value = reading.words.slice(first, last + 1)
  const start = value[0]
  if (!start) return null
  const lines = linesOf(reading.words)
  const valueSet = new Set(value)
  const lineIndex = lines.findIndex((line) => line.includes(start))
  const line = lines[lineIndex] ?? []
  const spanned = new Set(value.map((word) => lines.findIndex((l) => l.includes(word)))).size

  // The words just left of the value on its line, back to the first wide gap.
  const left = line.filter((word) => !valueSet.has(word) && word.box[2] <= start.box[0] + 1)
  const anchor: PageWord[] = []
  for (let index = left.length - 1; index >= 0 && anchor.length < ANCHOR_WORDS; index--) {
    const word = left[index]!
    const next = anchor[0]
    if (next && next.box[0] - word.box[2] > maxGap(word.box)) break
    if (!/\p{L}/u.test(word.text) && anchor.length === 0) break
    anchor.unshift(word)
  }
  if (anchor.length > 0) {
    const anchorBox = union(anchor.map((word) => word.box))
    return {
      page: reading.page,
      anchor: { words: anchor.map((word) => fold(word.text)), box: anchorBox },
      placement: 'right',
      dx: start.box[0] - anchorBox[2],
      dy: baseline(anchorBox) - baseline(start.box),
      lines: spanned,
    }
  }
  // Nothing left of it: the nearest line above with words over the value's start.
  for (let index = lineIndex - 1; index >= 0; index--) {
    const over = (lines[index] ?? []).filter(
      (word) => word.box[2] >= start.box[0] - 2 && /\p{L}/u.test(word.text),
    )
    if (over.length === 0) continue
    const label = runFrom(over, 0).slice(0, ANCHOR_WORDS)
    const anchorBox = union(label.map((word) => word.box))
    return {
      page: reading.page,
      anchor: { words: label.map((word) => fold(word.text)), box: anchorBox },
      placement: 'below',
      dx: start.box[0] - anchorBox[0],
      dy: baseline(anchorBox) - baseline(start.box),
      lines: spanned,
    }
  }
  return null
}

/** The anchor's words on `reading`, nearest to where the rule learned them, or null. */
function findAnchor(reading: PageWords, rule: LayoutRule): Box | null {
  const wanted = rule.anchor.words.join('')
  const count = rule.anchor.words.length
  const folded = reading.words.map((word) => fold(word.text))
  let found: Box | null = null
  let best = ANCHOR_DRIFT
  for (let index = 0; index + count <= folded.length; index++) {
    if (folded.slice(index, index + count).join('') !== wanted) continue
    const candidate = union(reading.words.slice(index, index + count).map((word) => word.box))
    const drift = Math.hypot(candidate[0] - rule.anchor.box[0], candidate[1] - rule.anchor.box[1])
    if (drift <= best) {
      found = candidate
      best = drift
    }
  }
  return found
}

/** What the rule reads on `reading`: the value's lines (text and box), or null. */
export function readRule(
  reading: PageWords,
  rule: LayoutRule,
): { lines: string[]; boxes: Box[] } | null {
  const anchor = findAnchor(reading, rule)
  if (!anchor) return null
  const x = rule.placement === 'right' ? anchor[2] + rule.dx : anchor[0] + rule.dx
  const y = baseline(anchor) - rule.dy
  const lines = linesOf(reading.words)
  let at = lines.findIndex(
    (line) => line[0] && Math.abs(baseline(line[0].box) - y) <= 0.6 * height(line[0].box),
  )
  if (at < 0) return null
  const texts: string[] = []
  const boxes: Box[] = []
  for (let taken = 0; taken < rule.lines && at < lines.length; taken++, at++) {
    const line = lines[at]!
    const from = line.findIndex(
      (word) =>
        word.box[0] >= x - START_TOLERANCE &&
        (rule.placement === 'below' || word.box[0] >= anchor[2] - 1),
    )
    const first = line[from]
    if (!first || first.box[0] > x + START_TOLERANCE) {
      if (taken === 0) return null
      break
    }
    const run = runFrom(line, from)
    texts.push(run.map((word) => word.text).join(' '))
    boxes.push(union(run.map((word) => word.box)))
  }
  return texts.length > 0 ? { lines: texts, boxes } : null
}
