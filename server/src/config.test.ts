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
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        SMTP_URL: 'smtps://mailer:pw@mail.example.com',
      }),
    ).toThrow(/SESSION_SECRET: is required when NODE_ENV=production/)
  })

  it('refuses to start in production without SMTP_URL: reset e-mails could not be sent', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
    }
    const attempt = () => loadConfig(production)
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/SMTP_URL: is required when NODE_ENV=production/)
    expect(attempt).toThrow(/password-reset e-mails cannot be sent/)
    const both = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })
    expect(both).toThrow(/SESSION_SECRET: is required[\s\S]*SMTP_URL: is required/)
    const config = loadConfig({ ...production, SMTP_URL: 'smtps://mailer:pw@mail.example.com' })
    expect(config.SMTP_URL).toBe('smtps://mailer:pw@mail.example.com')
  })

  it('refuses CRM webhooks to private addresses in production, allows them in tests', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com',
      CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    }
    expect(() => loadConfig(production)).toThrow(
      /CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks to loopback/,
    )
    const test = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tempDir(),
      CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    })
    expect(test.CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(true)
    expect(() => loadConfig({ DATA_DIR: tempDir(), HUBSPOT_API_BASE: 'ftp://x' })).toThrow(
      /HUBSPOT_API_BASE: must be an http/,
    )
  })

  it("refuses users' SMTP servers on private addresses in production, allows them in tests", () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com',
      SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: 'true',
    }
    expect(() => loadConfig(production)).toThrow(
      /SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: users' SMTP servers on loopback/,
    )
    const test = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tempDir(),
      SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: 'true',
    })
    expect(test.SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS).toBe(true)
  })

  it('keeps the local defaults outside production: outbox mail, generated session secret', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV, DATA_DIR: tempDir() })
      expect(config.SMTP_URL).toBeUndefined()
      expect(config.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/)
    }
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

  it.each([
    ['DATABASE_URL', 'postgress://app:S3cretPw@x/db', 'postgress://app:***@x/db'],
    ['DATABASE_URL', 'app:S3cretPw@x/db', 'app:***@x/db'],
    ['DATABASE_URL', 'mysql://app:S3cretPw@db:3306/leads', 'mysql://app:***@db:3306/leads'],
    [
      'SMTP_URL',
      'smpt://mailer:S3cretPw@mail.example.com:587',
      'smpt://mailer:***@mail.example.com:587',
    ],
    ['SMTP_URL', 'http://S3cretPw@mail.example.com', 'http://***@mail.example.com'],
    [
      'LLM_BASE_URL',
      'ftp://llm.example.com/v1?token=S3cretPw',
      'ftp://llm.example.com/v1?token=***',
    ],
  ])('names %s and what is wrong, with the credentials of %s masked', (name, value, masked) => {
    try {
      loadConfig({ DATA_DIR: tempDir(), [name]: value })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      expect(message).toContain(`${name}: must be`)
      expect(message).toContain(`(got "${masked}")`)
      expect(message).not.toContain('S3cretPw')
    }
  })

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://app.example.com/' }).PUBLIC_URL,
    ).toBe('https://app.example.com')
  })

  describe('storage', () => {
    it('keeps files on local disk by default', () => {
      const config = loadConfig({ DATA_DIR: tempDir() })
      expect(config.STORAGE).toBe('local')
      expect(config.S3_FORCE_PATH_STYLE).toBe(false)
    })

    it('requires S3_BUCKET when STORAGE=s3, naming it', () => {
      const attempt = () => loadConfig({ DATA_DIR: tempDir(), STORAGE: 's3' })
      expect(attempt).toThrow(ConfigError)
      expect(attempt).toThrow(/S3_BUCKET: is required when STORAGE=s3/)
    })

    it('reads an S3-compatible endpoint and uses path-style addresses for it by default', () => {
      const config = loadConfig({
        DATA_DIR: tempDir(),
        STORAGE: 's3',
        S3_BUCKET: 'leads-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: 'uploads/',
      })
      expect(config).toMatchObject({
        STORAGE: 's3',
        S3_BUCKET: 'leads-uploads',
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: true,
        S3_PREFIX: 'uploads/',
      })
      const aws = loadConfig({ DATA_DIR: tempDir(), STORAGE: 's3', S3_BUCKET: 'leads-uploads' })
      expect(aws.S3_FORCE_PATH_STYLE).toBe(false)
      expect(aws.S3_ACCESS_KEY_ID).toBeUndefined()
      const virtualHost = loadConfig({
        DATA_DIR: tempDir(),
        STORAGE: 's3',
        S3_BUCKET: 'leads-uploads',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      })
      expect(virtualHost.S3_FORCE_PATH_STYLE).toBe(false)
    })

    it.each([
      ['STORAGE', 'ftp', /STORAGE/],
      ['S3_BUCKET', 'Bad_Bucket', /S3_BUCKET: must be an S3 bucket name/],
      ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT/],
      ['S3_PREFIX', 'a/../b', /S3_PREFIX: must not contain/],
      ['S3_PREFIX', 'a b', /S3_PREFIX: may hold only/],
      ['S3_FORCE_PATH_STYLE', 'maybe', /S3_FORCE_PATH_STYLE/],
    ])('refuses %s=%s with a message naming it', (name, value, pattern) => {
      const attempt = () => loadConfig({ DATA_DIR: tempDir(), [name]: value })
      expect(attempt).toThrow(ConfigError)
      expect(attempt).toThrow(pattern)
    })

    it('wants both S3 keys or neither, and never prints them', () => {
      const attempt = () =>
        loadConfig({ DATA_DIR: tempDir(), S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY000000' })
      expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/)
      expect(attempt).not.toThrow(/AKIAEXAMPLEKEY/)
    })
  })

  describe('LLM adapter', () => {
    it('is off unless LLM_BASE_URL is set', () => {
      const config = loadConfig({ DATA_DIR: tempDir() })
      expect(config.LLM_BASE_URL).toBeUndefined()
      expect(config.LLM_MODEL).toBe('gpt-4o-mini')
      expect(config.LLM_TIMEOUT_MS).toBe(20_000)
    })

    it('reads an OpenAI-compatible endpoint and refuses a bad timeout', () => {
      const config = loadConfig({
        DATA_DIR: tempDir(),
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1',
        LLM_TIMEOUT_MS: '5000',
      })
      expect(config).toMatchObject({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1',
        LLM_TIMEOUT_MS: 5000,
      })
      expect(() => loadConfig({ DATA_DIR: tempDir(), LLM_BASE_URL: 'not a url' })).toThrow(
        /LLM_BASE_URL/,
      )
      expect(() => loadConfig({ DATA_DIR: tempDir(), LLM_TIMEOUT_MS: '10' })).toThrow(
        /LLM_TIMEOUT_MS/,
      )
    })
  })
})
