#!/usr/bin/env node
/**
 * `npm start`: builds the client when dist/client is missing or older than its sources, then
 * runs the server (TypeScript through tsx) in this same process, on the embedded database
 * unless DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const builtIndex = path.join(root, 'dist', 'client', 'index.html')

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

const sources = ['client', 'common', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
)
const sourceTime = Math.max(...sources.map(newestMtime))
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the client (vite build)...')
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const { register } = await import('tsx/esm/api')
register()
await import(path.join(root, 'server', 'src', 'main.ts'))
