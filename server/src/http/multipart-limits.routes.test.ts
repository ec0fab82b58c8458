/**
 * A multipart upload over the form's limits (more than one file, too many fields or parts) is
 * answered with a code that says so, not BAD_REQUEST with busboy's 'reach files limit'; a body
 * that is not the multipart its Content-Type says (no boundary, no closing boundary) is a 400
 * that says so, not a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MALFORMED_MULTIPART } from '../testing/fuzz/malformed-multipart'
import { signInNewUser } from '../testing/signed-in'
import { buildTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  // A refused upload's connection can stay half-read; close it so app.close() does not wait.
  t.app.server.closeAllConnections()
  await t.close()
})

const pdfBlob = () => new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' })

async function upload(form: FormData) {
  const { client } = await signInNewUser(t, {
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
  })
  const response = await client.request('/api/documents', { method: 'POST', body: form })
  return { status: response.status, body: await response.json() }
}

describe('multipart limits', () => {
  it('two files: 413 TOO_MANY_FILES', async () => {
    const form = new FormData()
    form.append('file', pdfBlob(), 'one.pdf')
    form.append('file', pdfBlob(), 'two.pdf')
    expect(await upload(form)).toEqual({
      status: 413,
      body: { code: 'TOO_MANY_FILES', message: 'Upload one PDF file at a time.' },
    })
  })

  it('more fields than the upload form has: 413 TOO_MANY_PARTS', async () => {
    const form = new FormData()
    for (let i = 0; i < 8; i++) form.append(`field${i}`, 'x')
    form.append('file', pdfBlob(), 'one.pdf')
    expect(await upload(form)).toEqual({
      status: 413,
      body: {
        code: 'TOO_MANY_PARTS',
        message:
          'The upload has more parts than the upload form sends. Send one PDF file and, if you like, its ZIP code.',
      },
    })
  })
})

describe('malformed multipart', () => {
  it('a JSON body, a missing closing boundary, no boundary: 400 with what to send', async () => {
    const { client } = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    // The probe's body, a file part never closed, a closed form whose Content-Type has no boundary.
    for (const index of [0, 1, 4]) {
      const { contentType, body } = MALFORMED_MULTIPART[index]!
      const response = await client.request('/api/documents', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      })
      expect({ status: response.status, body: await response.json() }, contentType).toEqual({
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message:
            'The upload is not a complete multipart/form-data body. Send the file as a form upload (multipart/form-data) with the boundary its Content-Type names, ending with the closing boundary.',
        },
      })
    }
  })
})
