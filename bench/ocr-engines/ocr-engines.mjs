/**
 * OCR engines side by side on the PNGs render-pages.ts wrote (decision 0022). Each engine runs in
 * its own child process (so its peak RSS is its own), reading every page one after another, and
 * the engines take turns in alternating order over the rounds. Recorded per engine and round:
 * wall and CPU time (process.cpuUsage: every thread of the process), start-up apart from the
 * pages, peak RSS, the load average before and after, and each page's text.
 *
 *   OCR_EVAL_DIR=/tmp/ocr-eval node bench/ocr-engines/ocr-engines.mjs /tmp/ocr-pages [rounds]
 *
 * Engines: tesseract.js from the project's node_modules with processing's settings (1 worker,
 * LSTM best_int, 200 and 150 dpi), and PaddleOCR through @gutenye/ocr-node installed in the
 * scratch directory OCR_EVAL_DIR (see README.md), onnxruntime on one thread; with OCR_ENGINES
 * (comma-separated) also tesseract-200-bin (binarised by sharp from OCR_EVAL_DIR first),
 * tesseract-200-legacy (the pre-LSTM engine, OEM 0, on the 4.0.0 data), scribe-200-speed / scribe-200-quality: scribe.js-ocr from SCRIBE_EVAL_DIR.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = fileURLToPath(import.meta.url)
const ENGINES = ['tesseract-200', 'tesseract-150', 'paddle-200', 'paddle-150']

/** Rows of a page from detected lines: boxes that overlap vertically, left to right. */
function linesToText(lines) {
  const boxes = lines
    .filter((line) => line.text.trim())
    .map((line) => {
      const ys = line.box.map((p) => p[1])
      const xs = line.box.map((p) => p[0])
      return {
        text: line.text.trim(),
        top: Math.min(...ys),
        bottom: Math.max(...ys),
        left: Math.min(...xs),
      }
    })
    .sort((a, b) => a.top - b.top)
  const rows = []
  for (const box of boxes) {
    const row = rows.at(-1)
    const middle = (box.top + box.bottom) / 2
    if (row && middle < row.bottom && middle > row.top) {
      row.items.push(box)
      row.bottom = Math.max(row.bottom, box.bottom)
    } else rows.push({ top: box.top, bottom: box.bottom, items: [box] })
  }
  return rows
    .map((row) =>
      row.items
        .sort((a, b) => a.left - b.left)
        .map((b) => b.text)
        .join('  '),
    )
    .join('\n')
}

async function tesseractEngine(dpi, binarise, legacy = false) {
  const { createWorker, OEM, PSM } = await import('tesseract.js')
  const require = createRequire(here)
  // '-legacy': tesseract's pre-LSTM engine (OEM 0), the 4.0.0 data that carries its model and
  // the tesseract.js core built with it.
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    legacy ? '4.0.0' : '4.0.0_best_int',
  )
  const worker = await createWorker('eng', legacy ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY, {
    ...(legacy ? { legacyCore: true, legacyLang: true } : {}),
    langPath,
    gzip: true,
    cachePath: os.tmpdir(),
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  })
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
    user_defined_dpi: String(dpi),
    tessedit_do_invert: '0',
  })
  // '-bin': the page binarised by sharp first (greyscale, fixed threshold 160), inside the timing.
  let prepare = async (file) => readFileSync(file)
  if (binarise) {
    const dir = process.env.OCR_EVAL_DIR
    if (!dir) throw new Error('Set OCR_EVAL_DIR to the scratch directory holding sharp.')
    const require = createRequire(path.join(path.resolve(dir), 'package.json'))
    const { default: sharp } = await import(pathToFileURL(require.resolve('sharp')).href)
    prepare = (file) => sharp(file).greyscale().threshold(160).png().toBuffer()
  }
  return {
    read: async (file) =>
      (await worker.recognize(await prepare(file), {}, { text: true, tsv: true })).data.text.trim(),
    close: () => worker.terminate(),
  }
}

async function paddleEngine() {
  const dir = process.env.OCR_EVAL_DIR
  if (!dir) throw new Error('Set OCR_EVAL_DIR to the scratch directory holding @gutenye/ocr-node.')
  const require = createRequire(path.join(path.resolve(dir), 'package.json'))
  const { default: Ocr } = await import(pathToFileURL(require.resolve('@gutenye/ocr-node')).href)
  const ocr = await Ocr.create({ onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 } })
  return { read: async (file) => linesToText(await ocr.detect(file)), close: async () => {} }
}

/** scribe.js-ocr (its tesseract fork; 'quality' runs the LSTM and legacy engines and combines them). */
async function scribeEngine(mode) {
  const dir = process.env.SCRIBE_EVAL_DIR
  if (!dir) throw new Error('Set SCRIBE_EVAL_DIR to the scratch directory holding scribe.js-ocr.')
  const require = createRequire(path.join(path.resolve(dir), 'package.json'))
  const scribeFile = path.join(
    path.dirname(require.resolve('scribe.js-ocr/package.json')),
    'scribe.js',
  )
  const { default: scribe } = await import(pathToFileURL(scribeFile).href)
  // Its default is jsdelivr's CDN; the legacy+LSTM data ('4.0.0') from our node_modules instead.
  const local = createRequire(here)
  scribe.opt.langPath = path.join(
    path.dirname(local.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0',
  )
  await scribe.init({ ocr: true, font: true })
  return {
    read: async (file) => {
      await scribe.importFiles([file])
      await scribe.recognize({ langs: ['eng'], mode })
      const text = await scribe.exportData('txt')
      await scribe.clear()
      return text.trim()
    },
    close: () => scribe.terminate(),
  }
}

async function child(engine, manifestFile) {
  const [name, dpi, mode] = engine.split('-')
  const pages = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const cpu = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  let wall = performance.now()
  let used = cpu()
  const reader =
    name === 'tesseract'
      ? await tesseractEngine(Number(dpi), mode === 'bin', mode === 'legacy')
      : name === 'scribe'
        ? await scribeEngine(mode ?? 'quality')
        : await paddleEngine()
  const startup = { wallMs: performance.now() - wall, cpuMs: cpu() - used }
  wall = performance.now()
  used = cpu()
  const texts = []
  for (const page of pages) {
    const pageWall = performance.now()
    const pageCpu = cpu()
    const text = await reader.read(page.png[dpi])
    texts.push({
      document: page.document,
      page: page.page,
      text,
      wallMs: performance.now() - pageWall,
      cpuMs: cpu() - pageCpu,
    })
  }
  const pagesRun = { wallMs: performance.now() - wall, cpuMs: cpu() - used }
  await reader.close()
  process.stdout.write(
    JSON.stringify({
      engine,
      startup,
      pages: pagesRun,
      maxRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      texts,
    }),
  )
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? '/tmp/ocr-pages')
  const rounds = Number(process.argv[3] ?? 2)
  const only = process.env.OCR_ENGINES ? process.env.OCR_ENGINES.split(',') : ENGINES
  const manifest = path.join(dir, 'manifest.json')
  const runs = []
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? only : [...only].reverse()
    for (const engine of order) {
      const before = os.loadavg()[0]
      const result = spawnSync(process.execPath, [here, '--child', engine, manifest], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: process.env,
      })
      if (result.status !== 0) throw new Error(`${engine} failed: ${result.stderr}`)
      const run = { ...JSON.parse(result.stdout), round, load: [before, os.loadavg()[0]] }
      const n = run.texts.length
      console.log(
        `${engine} round ${round + 1}: ${n} pages, ${(run.pages.cpuMs / n / 1000).toFixed(2)} CPU-s/page, ` +
          `${(run.pages.wallMs / n / 1000).toFixed(2)} wall-s/page, start-up ${(run.startup.cpuMs / 1000).toFixed(1)} CPU-s, ` +
          `peak RSS ${run.maxRssMiB} MiB, load ${before.toFixed(1)} -> ${run.load[1].toFixed(1)}`,
      )
      runs.push(run)
    }
  }
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify(runs, null, 2))
  console.log(`texts and figures in ${path.join(dir, 'results.json')}`)
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4])
else await main()
