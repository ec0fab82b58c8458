/**
 * A document's pages as one text, a blank line between pages. A list's record that a page
 * break cut in two is put back together: the lines a table page opens with before its first
 * record (after layout/table-layout.ts's TABLE_CONTINUED line) belong to the last record of the
 * page before. A continued value ('Plaintiff: ... TRUST 2006-4') joins the value of the same
 * label there; the property line goes where the record keeps its own, after its first line,
 * and other labelled lines ('Comments:') at its end.
 */
import { ADDRESS_LABEL, TABLE_CONTINUED } from '../layout/table-layout'

const LABEL_LINE = /^([A-Za-z][^:\n]{0,39}):(?: (.*))?$/

/** `record` (a table record's lines) with the lines of its continuation on the next page. */
function continueRecord(record: string, continuation: readonly string[]): string {
  const lines = record.split('\n')
  const unlabelled: string[] = []
  for (const line of continuation) {
    const label = LABEL_LINE.exec(line)
    const at = label ? lines.findIndex((own) => own.startsWith(`${label[1]}: `)) : -1
    if (label && at > 0) lines[at] = `${lines[at]} ${label[2] ?? ''}`.trimEnd()
    else if (label && label[1] !== ADDRESS_LABEL) lines.push(line)
    else unlabelled.push(line)
  }
  const firstLabelled = lines.findIndex((line, i) => i > 0 && LABEL_LINE.test(line))
  lines.splice(firstLabelled < 0 ? lines.length : firstLabelled, 0, ...unlabelled)
  return lines.join('\n')
}

/** The pages' texts joined, each table record cut by a page break made whole again. */
export function joinPageTexts(pages: readonly string[]): string {
  const out: string[] = []
  for (const page of pages) {
    const paragraphs = page.split(/\n[ \t]*\n/)
    const at = paragraphs.findIndex((paragraph) => paragraph.startsWith(`${TABLE_CONTINUED}\n`))
    const previous = out.at(-1) ?? ''
    const cut = previous.lastIndexOf('\n\n') + 1
    const last = previous.slice(cut).trim()
    if (at >= 0) {
      const continuation = paragraphs[at]!.split('\n').slice(1)
      // Only a page that ended on a table record is continued.
      if (LABEL_LINE.test(last.split('\n')[0] ?? '')) {
        paragraphs.splice(at, 1)
        out[out.length - 1] =
          `${previous.slice(0, cut)}\n${continueRecord(last, continuation)}`.trim()
      } else paragraphs[at] = continuation.join('\n')
    }
    const text = paragraphs.join('\n\n').trim()
    if (text) out.push(text)
  }
  return out.join('\n\n')
}
