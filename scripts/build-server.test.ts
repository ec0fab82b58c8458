import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { buildServer } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, '.tmp', `server-build-${process.pid}`)
const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-build-test-'))

beforeAll(async () => {
  await buildServer({ outdir })
}, 60_000)
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the compiled server (esbuild bundle)', () => {
  it('has the process entries, source maps and the files read by path', () => {
    for (const entry of ['main', 'worker', 'migrate-cli']) {
      expect(existsSync(path.join(outdir, `${entry}.js`))).toBe(true)
      expect(existsSync(path.join(outdir, `${entry}.js.map`))).toBe(true)
    }
    expect(existsSync(path.join(outdir, 'migrations', 'meta', '_journal.json'))).toBe(true)
    expect(existsSync(path.join(outdir, 'simulator-checkout.css'))).toBe(true)
  })

  it('resolves the @common alias and leaves packages to node_modules', () => {
    const code = readdirSync(outdir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outdir, file), 'utf8'))
      .join('\n')
    expect(code).not.toMatch(/from "@common\//)
    expect(code).toMatch(/from "fastify"/)
  })

  it('runs as plain JavaScript: the migrate entry creates and migrates an embedded database', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(outdir, 'migrate-cli.js')],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    expect(stdout).toContain('Migrations applied (pglite)')
  }, 60_000)
})
