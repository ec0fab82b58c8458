import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-config-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const dataDir = tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.PORT).toBe(5000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.WORKERS).toBe(1)
    expect(config.PUBLIC_URL).toBe('http://localhost:5000')
    expect(config.BODY_LIMIT_BYTES).toBe(1024 * 1024)
    expect(config.DATA_DIR).toBe(dataDir)
  })

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir()
    const first = loadConfig({ DATA_DIR: dataDir }).SESSION_SECRET
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first)
    expect(loadConfig({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first)
  })

  it('requires SESSION_SECRET in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET/,
    )
  })

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT/],
    ['WORKERS', '-1', /WORKERS/],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL: must be a postgres/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL/],
    ['SESSION_SECRET', 'short', /SESSION_SECRET: must be at least 32 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
  ])('refuses %s=%s with a message naming it', (name, value, pattern) => {
    const attempt = () => loadConfig({ DATA_DIR: tempDir(), [name]: value })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(pattern)
  })

  it('never prints a secret value in its message', () => {
    try {
      loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'tooshort-secret' })
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).not.toContain('tooshort-secret')
    }
  })

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://app.example.com/' }).PUBLIC_URL,
    ).toBe('https://app.example.com')
  })
})
