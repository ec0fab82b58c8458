/**
 * `npx tsx scripts/generate-document-corpus.ts`: writes the document corpus (made-up
 * foreclosure documents in real layouts) to server/src/testing/fixtures/document-corpus/pdfs/*.pdf and
 * their expected fields to truth/*.json. Deterministic: the same code writes the same files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildCorpusFiles,
  CORPUS_DOCUMENTS,
} from '../server/src/testing/fixtures/document-corpus/corpus-build'

const root = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/src/testing/fixtures/document-corpus',
)
const pdfDir = path.join(root, 'pdfs')
const truthDir = path.join(root, 'truth')
for (const dir of [pdfDir, truthDir]) {
  mkdirSync(dir, { recursive: true })
  for (const file of readdirSync(dir)) rmSync(path.join(dir, file))
}
let bytes = 0
let files = 0
for (const document of CORPUS_DOCUMENTS) {
  for (const { pdf, truth } of await buildCorpusFiles(document)) {
    writeFileSync(path.join(pdfDir, truth.file), pdf)
    writeFileSync(
      path.join(truthDir, truth.file.replace(/\.pdf$/, '.json')),
      `${JSON.stringify(truth, null, 2)}\n`,
    )
    bytes += pdf.length
    files++
    console.log(`${truth.file.padEnd(44)} ${(pdf.length / 1024).toFixed(0).padStart(5)} KB`)
  }
}
console.log(
  `${files} PDFs, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${path.relative(process.cwd(), pdfDir)}`,
)
