/**
 * Shared pdfjs-dist set-up for Node: the legacy build (polyfilled for Node 20), its bundled
 * standard fonts, CMaps and WASM decoders read from node_modules, so nothing is fetched.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { PDF_DECODE_LIMITS } from '@common/limits'
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api.js'

const require = createRequire(import.meta.url)
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'))

/** Loads the pdfjs legacy build lazily, so importing this module costs nothing. */
export function loadPdfjs(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> {
  return import('pdfjs-dist/legacy/build/pdf.mjs')
}

/** Options common to every `getDocument` call: local data only, no eval, no network. */
export function documentParams(data: Uint8Array): DocumentInitParameters {
  return {
    // pdfjs transfers (detaches) the buffer it is given; keep the caller's bytes intact.
    data: new Uint8Array(data),
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    wasmUrl: `${path.join(pdfjsRoot, 'wasm')}/`,
    iccUrl: `${path.join(pdfjsRoot, 'iccs')}/`,
    isEvalSupported: false,
    // A backstop behind pdf-decode-limits.ts: pdfjs skips (never decodes) a larger image, e.g.
    // one the dictionary check could not see because pdf-lib could not read the file.
    maxImageSize: PDF_DECODE_LIMITS.pagePixels,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }
}
