/**
 * bootConfig, the configuration step main.ts and worker.ts share: a bad environment prints the
 * message naming the variable and exits with status 1, in the function and in both entries.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { bootConfig, ConfigError } from './config'

const here = path.dirname(fileURLToPath(import.meta.url))
const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-boot-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** An exit that records its code and stops the caller, as process.exit would. */
function fakeExit(codes: number[]) {
  return (code: number): never => {
    codes.push(code)
    throw new Error(`exit ${code}`)
  }
}

describe('bootConfig', () => {
  it('returns the parsed configuration', () => {
    const dataDir = tempDir()
    const config = bootConfig({
      env: { DATA_DIR: dataDir, PORT: '6001' },
      dotEnvFile: path.join(dataDir, 'no-such.env'),
    })
    expect(config.PORT).toBe(6001)
    expect(config.DATA_DIR).toBe(dataDir)
  })

  it('prints the message naming the variable and exits with 1 on a bad value', () => {
    const dataDir = tempDir()
    const printed: string[] = []
    const codes: number[] = []
    expect(() =>
      bootConfig({
        env: { DATA_DIR: dataDir, PORT: 'eighty' },
        dotEnvFile: path.join(dataDir, 'no-such.env'),
        printError: (message) => printed.push(message),
        exit: fakeExit(codes),
      }),
    ).toThrow('exit 1')
    expect(codes).toEqual([1])
    expect(printed).toHaveLength(1)
    expect(printed[0]).toMatch(/^Invalid environment configuration:\n {2}PORT: .*\(got "eighty"\)/)
  })

  it('throws any other error as it is, without exiting', () => {
    const dataDir = tempDir()
    const unreadable = path.join(dataDir, 'env-dir')
    mkdirSync(unreadable)
    const codes: number[] = []
    let thrown: unknown
    try {
      bootConfig({ env: { DATA_DIR: dataDir }, dotEnvFile: unreadable, exit: fakeExit(codes) })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(TypeError)
    expect((thrown as Error).message).toContain(unreadable)
    expect(thrown).not.toBeInstanceOf(ConfigError)
    expect(codes).toEqual([])
  })

  it('reads .env into the environment first; variables already set win', () => {
    const dataDir = tempDir()
    const file = path.join(dataDir, '.env')
    writeFileSync(file, 'FL_BOOT_TEST_LEVEL=warn\nFL_BOOT_TEST_KEPT=from-file\n')
    process.env.FL_BOOT_TEST_KEPT = 'from-environment'
    try {
      bootConfig({ env: { DATA_DIR: dataDir }, dotEnvFile: file })
      expect(process.env.FL_BOOT_TEST_LEVEL).toBe('warn')
      expect(process.env.FL_BOOT_TEST_KEPT).toBe('from-environment')
    } finally {
      delete process.env.FL_BOOT_TEST_LEVEL
      delete process.env.FL_BOOT_TEST_KEPT
    }
  })

  it.each(['main.ts', 'worker.ts'])(
    '%s stops with status 1 and the message on a bad value',
    async (entry) => {
      // From the repository root, where tsx resolves; PORT set here wins over any .env there.
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(here, entry)],
        {
          cwd: path.resolve(here, '../..'),
          env: { ...process.env, DATA_DIR: tempDir(), PORT: 'eighty' },
          timeout: 30_000,
        },
      )
      const failure = await run.then(
        () => expect.unreachable('the process started'),
        (error: { code: number; stderr: string }) => error,
      )
      expect(failure.code).toBe(1)
      expect(failure.stderr).toContain('Invalid environment configuration:\n  PORT:')
      expect(failure.stderr).not.toMatch(/\n\s+at /)
    },
    40_000,
  )
})
