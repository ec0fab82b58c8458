/**
 * Start-up and idle memory of `npm start`'s server process: cold (a fresh DATA_DIR, so
 * PGlite initialises, migrations run and the sample data loads) and warm (the same DATA_DIR
 * again), each timed from spawn until GET /api/health answers ok; RSS read after 5 s idle.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round((kb / 1024) * 10) / 10
}

async function startOnce(dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (response.ok) break
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('no healthy server after 120 s')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const ms = Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 5000))
    return { ms, rss: rssMiB(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-bench-start-'))
  try {
    const cold = await startOnce(dataDir)
    const warm = await startOnce(dataDir)
    console.log('start-up (spawn -> /api/health ok), client already built:')
    console.log(
      `  cold (new embedded database + migrations + sample data): ${cold.ms} ms, idle RSS ${cold.rss} MiB`,
    )
    console.log(
      `  warm (existing embedded database):                       ${warm.ms} ms, idle RSS ${warm.rss} MiB`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
