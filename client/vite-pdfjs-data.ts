/**
 * pdf.js's data files, served from this origin under /pdfjs/: the WebAssembly image decoders
 * (openjpeg.wasm for JPEG 2000 images such as a clerk's stamp, jbig2.wasm, qcms for ICC colours)
 * with their licences and the decoder's pure-JS fallback, the standard fonts, the CMaps and the
 * ICC profiles. pdf.js fetches them by file name from the folders getDocument is given (wasmUrl,
 * standardFontDataUrl, cMapUrl, iccUrl: load-pdfjs.ts), so they keep their names: `vite build`
 * copies them from node_modules/pdfjs-dist into dist/client/pdfjs/, and the dev server serves
 * them from node_modules. Nothing is fetched from elsewhere at run time.
 */
import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The folders of pdfjs-dist the viewer's getDocument options point at. */
const DATA_FOLDERS = ['wasm', 'standard_fonts', 'cmaps', 'iccs'] as const

const CONTENT_TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript; charset=utf-8',
}

/** Every data file: its path in the build ('pdfjs/wasm/openjpeg.wasm') -> the file in node_modules. */
function dataFiles(): Map<string, string> {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'))
  const files = new Map<string, string>()
  for (const folder of DATA_FOLDERS) {
    for (const name of readdirSync(path.join(root, folder))) {
      files.set(`pdfjs/${folder}/${name}`, path.join(root, folder, name))
    }
  }
  return files
}

export function pdfjsData(): Plugin {
  const files = dataFiles()
  return {
    name: 'pdfjs-data',
    configureServer(server) {
      // Only the listed files are served: a path is looked up, never joined onto a folder.
      server.middlewares.use((request, response, next) => {
        const wanted = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
        const file = files.get(wanted)
        if (!file) return next()
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        )
        createReadStream(file).pipe(response)
      })
    },
    generateBundle() {
      for (const [fileName, file] of files) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) })
      }
    },
  }
}
