/**
 * The columns of a table-shaped list, for the preview a user sees before its records become
 * leads (docs/decisions/0058). The table reader (layout/table-layout.ts) writes each record as
 * 'Header: value' lines, one per column the record fills; so the labels that open a line in
 * nearly every record are the header names the reader found. A list of notices in running text
 * has no such labels shared by its records: it has no columns (null), and the preview names the
 * fields its records carry instead.
 */

/** A label opening a line: what a table header cell looks like ('Docket', 'Sale Date', 'Cost/Tax'). */
const LINE_LABEL = /^([A-Z][A-Za-z/#&.' ()-]{0,29}):\s/

/** The share of records a label must open a line of to count as a column. */
const SHARE = 0.8
/** Fewer shared labels than this is a coincidence of wording, not a table. */
const MIN_COLUMNS = 3

function labelsOf(text: string): string[] {
  const labels: string[] = []
  for (const line of text.split('\n')) {
    const label = LINE_LABEL.exec(line.trim())?.[1]?.replace(/\s+/g, ' ')
    if (label && !labels.includes(label)) labels.push(label)
  }
  return labels
}

/**
 * The header names shared by the records' texts, in the order the records give them, or null
 * when the records are not rows of one table.
 */
export function tableColumnsOf(recordTexts: readonly string[]): string[] | null {
  if (recordTexts.length < 2) return null
  const count = new Map<string, number>()
  // Where each label stands in its record, summed, to order the columns as the records do.
  const place = new Map<string, number>()
  for (const text of recordTexts) {
    labelsOf(text).forEach((label, index) => {
      count.set(label, (count.get(label) ?? 0) + 1)
      place.set(label, (place.get(label) ?? 0) + index)
    })
  }
  const columns = [...count.entries()]
    .filter(([, seen]) => seen >= SHARE * recordTexts.length)
    .map(([label, seen]) => ({ label, at: (place.get(label) ?? 0) / seen }))
    .sort((a, b) => a.at - b.at)
    .map(({ label }) => label)
  return columns.length >= MIN_COLUMNS ? columns : null
}
