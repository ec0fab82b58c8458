/**
 * Issue 32's hostile uploads through the real app, queue and reader processes: a .docx of
 * 2,000,000 paragraphs, a PDF whose page inflates to 1 GiB, and a PDF whose JPEG's dictionary
 * lies about its size. Each is taken (201: nothing is parsed in the request), read in a reader
 * process, and ends `failed` with a reason a person can act on, while the web process answers
 * /api/health throughout; so do damaged and cut-off files, which the request no longer opens
 * (they were refused there with a 400 before). A trial user with no uploads left is refused before any file is read.
 * The memory these cost is measured by bench/upload-bombs.bench.ts, not here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  docxParagraphBomb,
  pdfInflateBomb,
  pdfJpegSizeLie,
} from '../../testing/fixtures/bombs/upload-bombs'
import { plainZip } from '../../testing/fixtures/docx/sample-docx'
import type { TestClient } from '../../testing/http-client'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { makePdf, storedFiles, uploadForm } from '../../testing/upload-test-helpers'
import { processDocumentJob } from './processing/process-document.job'

let t: TestApp
let bombs: { name: string; bytes: Buffer; reason: RegExp }[]
beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob] })
  bombs = [
    {
      name: 'paragraphs.docx',
      bytes: await docxParagraphBomb(),
      reason: /^This Word document is too large to read in one upload\. Split it/,
    },
    {
      name: 'spaces.pdf',
      bytes: await pdfInflateBomb(),
      reason: /^This PDF holds a page that expands to more data than we read in one upload/,
    },
    {
      name: 'jpeg-lie.pdf',
      bytes: pdfJpegSizeLie(),
      reason: /^Page 1 holds an image of 25000 x 25000 pixels, larger than the 50-megapixel/,
    },
  ]
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

const upload = (client: TestClient, bytes: Uint8Array, name: string) =>
  client.request('/api/documents', { method: 'POST', body: uploadForm(bytes, name) })

interface View {
  id: string
  processingStatus: string
  processingError: string | null
}

/** Polls the document until it has finished, asking /api/health between polls. */
async function finishedWhileHealthy(client: TestClient, id: string) {
  const health: number[] = []
  for (let i = 0; i < 400; i++) {
    health.push((await client.get('/api/health')).status)
    const view = (await (await client.get(`/api/documents/${id}`)).json()) as View
    if (['completed', 'failed'].includes(view.processingStatus)) return { view, health }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`document ${id} did not finish`)
}

describe('a hostile upload', () => {
  it('is taken, read in a reader process and ends failed with its reason; the server stays up', async () => {
    const { client } = await signInNewUser(t, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    for (const bomb of bombs) {
      const response = await upload(client, bomb.bytes, bomb.name)
      expect(response.status, bomb.name).toBe(201)
      const { id } = (await response.json()) as { id: string }
      const { view, health } = await finishedWhileHealthy(client, id)
      expect(view.processingStatus, bomb.name).toBe('failed')
      expect(view.processingError, bomb.name).toMatch(bomb.reason)
      expect(new Set(health), bomb.name).toEqual(new Set([200]))
    }
  })

  it('that is damaged, cut off or not a Word document ends failed with why', async () => {
    const { client } = await signInNewUser(t, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    const whole = await makePdf('NOTICE OF LIS PENDENS - a file that never finished downloading')
    const files = [
      {
        name: 'broken.pdf',
        bytes: Buffer.from(`%PDF-1.7\n${'this is not a pdf body '.repeat(200)}`),
        reason: 'The PDF could not be read; it may be damaged.',
      },
      ...[0.3, 0.6, 0.9].map((share) => ({
        name: `partial-${share}.pdf`,
        bytes: Buffer.from(whole.subarray(0, Math.floor(whole.length * share))),
        reason: 'The PDF could not be read; it may be damaged.',
      })),
      {
        name: 'notes.docx',
        bytes: await plainZip(),
        reason: 'This Word document could not be read. It may be damaged.',
      },
    ]
    for (const file of files) {
      const response = await upload(client, file.bytes, file.name)
      expect(response.status, file.name).toBe(201)
      const { id } = (await response.json()) as { id: string }
      const { view } = await finishedWhileHealthy(client, id)
      expect({ status: view.processingStatus, reason: view.processingError }, file.name).toEqual({
        status: 'failed',
        reason: file.reason,
      })
    }
  })

  it('from a trial user with no uploads left is refused before it is read or kept', async () => {
    const { client } = await signInNewUser(t, { trialUploadCount: 2 })
    const { stats } = t.runtime.documents.reader
    const before = {
      reads: stats.reads,
      started: stats.started,
      files: await storedFiles(t.storage),
    }
    for (const bomb of bombs) {
      const refused = await upload(client, bomb.bytes, bomb.name)
      expect(refused.status, bomb.name).toBe(403)
      expect(((await refused.json()) as { code: string }).code).toBe('TRIAL_UPLOADS_USED')
    }
    // Refused in the request: no file was handed to a reader, and none was kept.
    expect({ reads: stats.reads, started: stats.started }).toEqual({
      reads: before.reads,
      started: before.started,
    })
    expect(await storedFiles(t.storage)).toEqual(before.files)
  })
})
