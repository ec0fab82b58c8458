/**
 * Reads a corpus PDF the way processing does (text layer; OCR for pages without one) and
 * scores the extractor's result against the file's truth, field by field.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ExtractionResult } from '../extraction/types'
import type { OcrPool } from '../pdf/ocr'
import { renderPageToPng } from '../pdf/pdf-render'
import { readPdf } from '../pdf/pdf-text'
import type { CorpusTruth } from './corpus-types'

/** Where the generated corpus lives. */
export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url))

/** The scored fields, in table order. */
export const SCORED_FIELDS = [
  'documentType',
  'defendants',
  'plaintiff',
  'street',
  'city',
  'state',
  'zip',
  'caseNumber',
  'amount',
  'date',
] as const
export type ScoredField = (typeof SCORED_FIELDS)[number]

/** Every truth file with its PDF's bytes, in file-name order. */
export function loadCorpus(): Array<{ truth: CorpusTruth; pdf: Buffer }> {
  const truthDir = path.join(CORPUS_DIR, 'truth')
  return readdirSync(truthDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const truth = JSON.parse(readFileSync(path.join(truthDir, file), 'utf8')) as CorpusTruth
      return { truth, pdf: readFileSync(path.join(CORPUS_DIR, 'pdfs', truth.file)) }
    })
}

/** The document's text as processing reads it: text layers, and OCR at `dpi` for the rest. */
export async function readDocumentText(
  pdf: Uint8Array,
  options: { ocr: () => Promise<OcrPool>; dpi: number },
): Promise<{ text: string; ocrPages: number }> {
  const { pages } = await readPdf(pdf, { maxPages: 40 })
  const texts: string[] = []
  let ocrPages = 0
  for (const page of pages) {
    if (page.hasText) {
      texts.push(page.text)
      continue
    }
    const { png } = await renderPageToPng(pdf, page.number, { dpi: options.dpi })
    texts.push((await (await options.ocr()).recognize(png)).text)
    ocrPages++
  }
  return { text: texts.join('\n\n'), ocrPages }
}

/**
 * Case, punctuation and spacing removed, as a reader compares two spellings of one name
 * ('Smith Jr.' = 'SMITH, JR'; 'F-0123-24' = 'F 0123 24').
 */
export function loose(value: string | null | undefined): string {
  return (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Per field: whether the result agrees with the truth (both absent counts as agreeing). */
export function scoreResult(
  truth: CorpusTruth,
  result: ExtractionResult,
): Record<ScoredField, boolean> {
  const address = result.propertyAddress?.value
  const same = (a: string | null | undefined, b: string | null | undefined) => loose(a) === loose(b)
  const found = (result.defendants?.value ?? []).map(loose)
  return {
    documentType: result.documentType.value === truth.documentType,
    // Every defendant named, and nothing that is not a party (aliases are not counted).
    defendants:
      truth.defendants.length === found.length &&
      truth.defendants.every((name) => found.includes(loose(name))),
    plaintiff: same(result.plaintiff?.value, truth.plaintiff),
    street: same(address?.street, truth.street),
    city: same(address?.city, truth.city),
    state: same(address?.state, truth.state),
    zip: (address?.zip ?? null) === truth.zip,
    caseNumber: same(result.caseNumber?.value, truth.caseNumber),
    amount:
      (result.amount?.value.value ?? null) === (truth.amount?.value ?? null) &&
      (result.amount?.value.kind ?? null) === (truth.amount?.kind ?? null),
    date:
      (result.date?.value.value ?? null) === (truth.date?.value ?? null) &&
      (result.date?.value.kind ?? null) === (truth.date?.kind ?? null),
  }
}
