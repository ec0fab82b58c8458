import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Resolves a path relative to the repository root, whatever the working directory is. */
const fromRepoRoot = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url))

/**
 * The client build. In development the Fastify server creates Vite in middleware mode from
 * this file, so the API and the app share one origin and no proxy is needed.
 */
export default defineConfig({
  root: fromRepoRoot('./client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': fromRepoRoot('./common'),
      '@': fromRepoRoot('./client/src'),
    },
  },
  build: {
    outDir: fromRepoRoot('./dist/client'),
    emptyOutDir: true,
  },
})
