/** The whole app on S3 storage: upload, background processing, download and delete go through the bucket. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import JSZip from 'jszip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FACTORY_PASSWORD } from '../../../testing/factories'
import { type FakeS3, startFakeS3 } from '../../../testing/fake-s3'
import { textPdf } from '../../../testing/fixtures/pdf/sample-pdfs'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { makePdf, uploadForm } from '../../../testing/upload-test-helpers'
import { processDocumentJob } from '../processing/process-document.job'
import { createS3Client, S3Storage } from './s3-storage'

const CAP = 200 * 1024
let s3: FakeS3
let client: S3Client
let t: TestApp
const spoolDir = mkdtempSync(path.join(tmpdir(), 'fl-s3-app-spool-'))

beforeAll(async () => {
  s3 = await startFakeS3()
  client = createS3Client(s3.settings)
  const storage = new S3Storage({ client, bucket: s3.bucket, prefix: 'app', tempDir: spoolDir })
  t = await buildTestApp({
    storage,
    jobs: [processDocumentJob],
    config: { UPLOAD_MAX_BYTES: CAP, STORAGE: 's3' },
  })
})
afterAll(async () => {
  t?.app.server.closeAllConnections()
  await t?.close()
  client?.destroy()
  await s3?.close()
  rmSync(spoolDir, { recursive: true, force: true })
})

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort()
}

async function signedIn() {
  const { client } = await signInNewUser(t, {
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
  })
  return client
}

describe('documents on S3-compatible storage', () => {
  it('uploads into the bucket, is processed from it, downloads and deletes', async () => {
    const http = await signedIn()
    const pdf = await textPdf([
      'NOTICE OF LIS PENDENS',
      'CASE NO.: 2026-CA-007788',
      'EXAMPLE MORTGAGE CO., Plaintiff, v. JORDAN P. SAMPLEPERSON, Defendant.',
      'Property Address: 17 Bucket Road, Miami, FL 33130',
    ])
    const uploaded = await http.request('/api/documents', {
      method: 'POST',
      body: uploadForm(pdf, 'lis-pendens.pdf'),
    })
    expect(uploaded.status).toBe(201)
    const document = (await uploaded.json()) as { id: string; objectPath: string }
    expect(await bucketKeys()).toEqual([`app/${document.id}.pdf`])
    expect(readdirSync(spoolDir)).toEqual([])

    // The download route, wherever it lives, is what the upload answered.
    const file = await http.get(document.objectPath)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true)

    // The worker reads the file back from the bucket.
    let status: unknown
    let caseNumber: unknown
    for (let i = 0; i < 100 && status !== 'completed' && status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const row = (await (await http.get(`/api/documents/${document.id}`)).json()) as {
        processingStatus?: string
        caseNumber?: string
      }
      status = row.processingStatus
      caseNumber = row.caseNumber
    }
    expect(status).toBe('completed')
    expect(caseNumber).toBe('2026-CA-007788')

    const deleted = await http.request(`/api/documents/${document.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await bucketKeys()).toEqual([])
  }, 60_000)

  it('refuses a file over the cap with 413 and leaves nothing in the bucket', async () => {
    const http = await signedIn()
    const big = Buffer.concat([Buffer.from(await makePdf()), Buffer.alloc(300 * 1024, 0x20)])
    const response = await http.request('/api/documents', {
      method: 'POST',
      body: uploadForm(big, 'big.pdf'),
    })
    expect(response.status).toBe(413)
    expect(await bucketKeys()).toEqual([])
    expect(readdirSync(spoolDir)).toEqual([])
  })

  it('exports the user’s uploads from the bucket, and account deletion removes them from it', async () => {
    const http = await signedIn()
    const pdf = Buffer.from(await makePdf())
    const uploaded = await http.request('/api/documents', {
      method: 'POST',
      body: uploadForm(pdf, 'mine.pdf'),
    })
    expect(uploaded.status).toBe(201)
    const { id } = (await uploaded.json()) as { id: string }
    expect(await bucketKeys()).toEqual([`app/${id}.pdf`])

    const exported = await http.get('/api/account/export')
    expect(exported.status).toBe(200)
    const zip = await JSZip.loadAsync(Buffer.from(await exported.arrayBuffer()))
    const file = await zip.file(`documents/files/${id}-mine.pdf`)?.async('nodebuffer')
    expect(file?.equals(pdf)).toBe(true)

    const deleted = await http.post('/api/account/delete', {
      currentPassword: FACTORY_PASSWORD,
      confirmation: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    expect(await bucketKeys()).toEqual([])
  }, 60_000)
})
