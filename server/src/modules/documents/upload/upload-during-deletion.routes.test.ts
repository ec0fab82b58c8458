/**
 * An upload still arriving when its account is deleted (in another tab, or by support): the
 * request was signed in when it began, but by the time its row is written the user is gone. It
 * used to end in a 500 (the row's foreign key to users); now it is a 401 like any request of a
 * deleted account, and the stored file is removed, as for every refused upload.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, users } from '../../../db/schema'
import { tierFields } from '../../../testing/factories'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { makePdf, storedFiles } from '../../../testing/upload-test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const BOUNDARY = 'deletion-race-5c1e'

describe('an upload whose account is deleted while it arrives', () => {
  it('is answered 401, not 500, and keeps no file', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    const pdf = Buffer.from(await makePdf())
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="notice.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    )
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
    const half = Math.floor(pdf.length / 2)
    let finish: () => void = () => undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head)
        controller.enqueue(pdf.subarray(0, half))
        finish = () => {
          controller.enqueue(pdf.subarray(half))
          controller.enqueue(tail)
          controller.close()
        }
      },
    })
    const before = await storedFiles(t.storage)
    const answer = client.request('/api/documents', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
    } as RequestInit)
    // The request is in: signed in, its file being stored.
    await expect
      .poll(async () =>
        (await storedFiles(t.storage)).some((name) => name.startsWith('.incoming-')),
      )
      .toBe(true)
    await t.database.db.delete(users).where(eq(users.id, user.id))
    finish()
    const response = await answer
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' })
    expect(
      await t.database.db.select().from(documents).where(eq(documents.userId, user.id)),
    ).toEqual([])
    expect(await storedFiles(t.storage)).toEqual(before)
  })
})
