#!/usr/bin/env node
/**
 * `npm start`: builds the client (vite) and the server (esbuild, dist/server) when either is
 * missing or older than its sources, then runs the compiled server, dist/server/main.js, in
 * this same process: plain JavaScript, no TypeScript loader. The embedded database is used
 * unless DATABASE_URL is set. The builds run in child processes, so neither Vite nor esbuild
 * stays in this process's memory.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isStale } from './build-freshness.mjs'
import { SERVER_DIST, serverBuildIsStale } from './build-server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs a Node script of this repository to completion; exits with its code if it fails. */
function runNode(script, args = []) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const clientSources = ['client', 'common', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
)
if (isStale(path.join(root, 'dist', 'client', 'index.html'), clientSources)) {
  console.log('Building the client (vite build)...')
  runNode('node_modules/vite/bin/vite.js', ['build'])
}
if (serverBuildIsStale()) {
  console.log('Building the server (esbuild)...')
  runNode('scripts/build-server.mjs')
}

process.setSourceMapsEnabled(true)
await import(pathToFileURL(path.join(SERVER_DIST, 'main.js')).href)
