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
