/**
 * Issue 32's hostile uploads against the app as production runs it (`node dist/server/main.js`,
 * its own process, the embedded database): two new trial users upload a normal PDF (which
 * starts a reader), then the three bombs (upload-bombs.ts); then a user with no uploads left
 * sends one more. Printed for each: the answer, how the document ended, the most resident
 * memory the server's whole process group (the server and every process under it) held
 * while it was read, above the group's figure before the upload, and /api/health's answers and
 * slowest time meanwhile. Run with `npm run bench upload-bombs`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { processUsage } from '../server/src/reading/sandbox/process-usage'
import {
  docxParagraphBomb,
  pdfInflateBomb,
  pdfJpegSizeLie,
} from '../server/src/testing/fixtures/bombs/upload-bombs'
import { createTestClient, type TestClient } from '../server/src/testing/http-client'
import { makePdf, uploadForm } from '../server/src/testing/upload-test-helpers'

const root = fileURLToPath(new URL('..', import.meta.url))
const MB = 1024 * 1024

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The pids of `pid` and every process under it, from /proc's parent links. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []))
  return tree
}

const groupRss = (pid: number) =>
  processTree(pid).reduce((sum, each) => sum + (processUsage(each)?.rssBytes ?? 0), 0)

async function waitForHealth(baseUrl: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not answer /api/health')
}

async function register(baseUrl: string, name: string): Promise<TestClient> {
  const client = createTestClient(baseUrl)
  const response = await client.post('/api/register', {
    firstName: 'Bench',
    lastName: name,
    email: `bench-${name}-${Date.now()}@example.com`,
    password: 'bench-password-1',
  })
  if (response.status !== 201) throw new Error(`register: ${response.status}`)
  return client
}

interface Outcome {
  answer: number
  ended: string
  reason: string
  riseMb: number
  health: string
}

/** Uploads `bytes` and follows the document to its end, sampling memory and health. */
async function follow(
  server: ChildProcess,
  client: TestClient,
  bytes: Uint8Array,
  name: string,
): Promise<Outcome> {
  const pid = server.pid!
  const before = groupRss(pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, groupRss(pid))
  }, 50)
  const statuses = new Map<number, number>()
  let slowest = 0
  try {
    const response = await client.request('/api/documents', {
      method: 'POST',
      body: uploadForm(bytes, name),
    })
    const body = (await response.json()) as { id?: string; code?: string; message?: string }
    let ended = body.code ?? ''
    let reason = body.message ?? ''
    if (response.status === 201 && body.id) {
      for (let i = 0; i < 1200; i++) {
        const started = performance.now()
        const health = await client.get('/api/health').catch(() => null)
        slowest = Math.max(slowest, performance.now() - started)
        statuses.set(health?.status ?? 0, (statuses.get(health?.status ?? 0) ?? 0) + 1)
        const view = (await (await client.get(`/api/documents/${body.id}`)).json()) as {
          processingStatus: string
          processingError: string | null
        }
        ended = view.processingStatus
        reason = view.processingError ?? ''
        if (ended === 'completed' || ended === 'failed') break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const health = [...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')
    return {
      answer: response.status,
      ended,
      reason,
      riseMb: Math.round((peak - before) / MB),
      health: health ? `${health}, slowest ${slowest.toFixed(0)} ms` : 'not asked',
    }
  } finally {
    clearInterval(sampler)
  }
}

export async function run(): Promise<void> {
  spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-stale'], {
    stdio: 'inherit',
  })
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-bench-bombs-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(baseUrl)
    const bombs: Array<[string, Uint8Array]> = [
      ['paragraphs.docx (2,000,000 paragraphs)', await docxParagraphBomb()],
      ['spaces.pdf (a page of 1 GiB of spaces)', await pdfInflateBomb()],
      ['jpeg-lie.pdf (100 x 100 said, 25000 x 25000 in the JPEG)', pdfJpegSizeLie()],
    ]
    const first = await register(baseUrl, 'first')
    const second = await register(baseUrl, 'second')
    const notice = await makePdf('NOTICE OF LIS PENDENS against Avery Testman, 12 Example Road')
    console.log(
      `server pid ${server.pid}; group RSS at rest ${Math.round(groupRss(server.pid!) / MB)} MB`,
    )
    const rows: Array<[string, Outcome]> = [
      [
        'a normal one-page PDF (starts a reader)',
        await follow(server, first, notice, 'notice.pdf'),
      ],
    ]
    rows.push([bombs[0]![0], await follow(server, first, bombs[0]![1], 'paragraphs.docx')])
    rows.push([bombs[1]![0], await follow(server, second, bombs[1]![1], 'spaces.pdf')])
    rows.push([bombs[2]![0], await follow(server, second, bombs[2]![1], 'jpeg-lie.pdf')])
    rows.push([
      `${bombs[0]![0]}, no uploads left`,
      await follow(server, first, bombs[0]![1], 'paragraphs.docx'),
    ])
    for (const [label, outcome] of rows) {
      console.log(label)
      console.log(
        `  answer ${outcome.answer}; ${outcome.ended}${outcome.reason ? `: ${outcome.reason.slice(0, 90)}` : ''}`,
      )
      console.log(`  process group RSS rise ${outcome.riseMb} MB; /api/health ${outcome.health}`)
    }
    console.log(`group RSS after ${Math.round(groupRss(server.pid!) / MB)} MB`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
