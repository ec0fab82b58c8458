/**
 * pdf.js for the browser, loaded on first use (a chunk of its own, so the dashboard's first visit
 * does not download it). The worker is bundled by Vite as a file of this origin
 * (`?url`): the strict CSP's `script-src 'self'` (worker-src falls back to it) allows it, and
 * pdf.js needs no blob: worker for a same-origin script. Eval stays off (no 'unsafe-eval').
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

export type Pdfjs = typeof import('pdfjs-dist')

let loading: Promise<Pdfjs> | null = null

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
    return pdfjs
  })
  return loading
}

/** A folder of pdf.js's data as an absolute URL of this origin, with the trailing slash it needs. */
const dataFolder = (folder: string) =>
  new URL(`${import.meta.env.BASE_URL}pdfjs/${folder}/`, window.location.href).href

/**
 * Where pdf.js finds the data it fetches by name (copied into the build by client/vite-pdfjs-data.ts):
 * the WebAssembly decoders (without wasmUrl a JPEG 2000 image, a clerk's stamp, is dropped with
 * "OpenJPEG failed to initialize"), the standard fonts a PDF names without embedding, the CMaps
 * of CJK text and the ICC profiles. All of this origin, so pdf.js's worker fetches them itself.
 */
export function pdfjsDataOptions() {
  return {
    wasmUrl: dataFolder('wasm'),
    standardFontDataUrl: dataFolder('standard_fonts'),
    cMapUrl: dataFolder('cmaps'),
    cMapPacked: true,
    iccUrl: dataFolder('iccs'),
  }
}
