import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pdfjsData } from './client/vite-pdfjs-data'

/** Resolves a path relative to the repository root, whatever the working directory is. */
const fromRepoRoot = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url))

/**
 * The client build. In development the Fastify server creates Vite in middleware mode from
 * this file, so the API and the app share one origin and no proxy is needed.
 */
export default defineConfig({
  root: fromRepoRoot('./client'),
  // pdfjsData: pdf.js's decoders, fonts and CMaps under /pdfjs/, same-origin (the PDF viewer).
  plugins: [react(), tailwindcss(), pdfjsData()],
  resolve: {
    alias: {
      '@common': fromRepoRoot('./common'),
      '@': fromRepoRoot('./client/src'),
    },
  },
  build: {
    outDir: fromRepoRoot('./dist/client'),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // A feature is imported through its face (features/<name>/index.ts), which re-exports
        // its pages, components and hooks. The modules of client/src and common/ do nothing when
        // imported but declare (the two that do, app/main.tsx and app/query-provider.tsx, are
        // entries of their chunks), so what a chunk does not use of a face is left out of it:
        // without this, a page would download every module of a feature it imports one hook of,
        // and `/` would download the query library with the accounts feature.
        moduleSideEffects: [
          { test: /[\\/]client[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
          { test: /[\\/]common[\\/].*\.ts$/, sideEffects: false },
        ],
      },
    },
  },
})
